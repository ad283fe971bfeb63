import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useMemo, useState } from 'react';
import { GooglePlan } from './GooglePlan';
import { MAP_BOUNDS, MAP_CENTRE, MAP_ZOOM, type JourneyMapProps } from './types';

const options: google.maps.MapOptions = {
  restriction: { latLngBounds: MAP_BOUNDS, strictBounds: false },
  streetViewControl: false,
  mapTypeControl: false,
};

/** Google's map, when the server gives a browser key (DESIGN §1). */
export default function GoogleJourneyMap({
  route,
  stops,
  attractions,
  plan = null,
  day = null,
  onReady,
  browserKey,
}: JourneyMapProps & { browserKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'tripmate-google-map', googleMapsApiKey: browserKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const path = useMemo(() => route?.map(([lng, lat]) => ({ lat: lat!, lng: lng! })) ?? null, [route]);

  useEffect(() => {
    if (isLoaded) onReady();
  }, [isLoaded, onReady]);

  useEffect(() => {
    if (!map || plan || !path || path.length < 2) return;
    const bounds = new google.maps.LatLngBounds();
    for (const point of path) bounds.extend(point);
    map.fitBounds(bounds, 24);
  }, [map, plan, path]);

  if (loadError) return <p role="alert">Google Maps could not load. Please try again.</p>;
  if (!isLoaded) return <div style={{ height: '100%' }} aria-busy="true" />;
  return (
    <GoogleMap
      mapContainerStyle={{ height: '100%', width: '100%' }}
      center={MAP_CENTRE}
      zoom={MAP_ZOOM}
      options={options}
      onLoad={setMap}
    >
      {plan ? (
        <GooglePlan shapes={plan} day={day} />
      ) : (
        <>
          {path ? <PolylineF path={path} options={{ strokeColor: '#1d4ed8', strokeWeight: 5 }} /> : null}
          {Object.entries({ attraction: attractions, stop: stops }).flatMap(([kind, markers]) =>
            markers.map((stop) => (
              <MarkerF
                key={`${kind}-${stop.label}-${stop.name}`}
                position={stop}
                label={stop.label}
                title={stop.name}
              />
            )),
          )}
        </>
      )}
    </GoogleMap>
  );
}
