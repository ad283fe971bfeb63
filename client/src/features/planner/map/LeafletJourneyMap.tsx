import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import L, { type LatLngBoundsExpression } from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AttributionControl, MapContainer, Marker, Pane, Polyline, Tooltip, useMap } from 'react-leaflet';
import { BANDS } from './map-data';
import { OfflineBaseMap } from './OfflineBaseMap';
import { LeafletTrainLines } from './LeafletTrainLines';
import { MAP_BOUNDS, MAP_CENTRE, MAP_HEIGHT, MAP_ZOOM, type JourneyMapProps, type MapStop } from './types';

const bounds: LatLngBoundsExpression = [
  [MAP_BOUNDS.south, MAP_BOUNDS.west],
  [MAP_BOUNDS.north, MAP_BOUNDS.east],
];

type MarkerKind = 'stop' | 'attraction' | 'waypoint';
/** The route's ends stay on top of the places near them. */
const Z_OFFSET: Record<MarkerKind, number> = { attraction: 0, waypoint: 1000, stop: 2000 };

function numberedIcon(label: string, kind: MarkerKind) {
  return L.divIcon({
    className: `tm-marker tm-marker-${kind}`,
    html: `<span>${label}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}

/** Fits the view to the route when one is drawn, and returns to the whole island when it is cleared. */
function FitRoute({ route }: { route: JourneyMapProps['route'] }) {
  const map = useMap();
  useEffect(() => {
    if (!route) {
      map.setView([MAP_CENTRE.lat, MAP_CENTRE.lng], MAP_ZOOM);
      return;
    }
    if (route.length < 2) return;
    map.fitBounds(L.latLngBounds(route.map(([lng, lat]) => [lat!, lng!] as [number, number])), { padding: [24, 24], maxZoom: 10 });
  }, [map, route]);
  return null;
}

function StopMarkers({ stops, kind }: { stops: readonly MapStop[]; kind: MarkerKind }) {
  return stops.map((stop) => (
    <Marker key={`${kind}-${stop.label}-${stop.name}`} position={[stop.lat, stop.lng]} icon={numberedIcon(stop.label, kind)} title={stop.name} alt={stop.name} zIndexOffset={Z_OFFSET[kind]}>
      <Tooltip>{stop.name}</Tooltip>
    </Marker>
  ));
}

/**
 * The journey on the island drawn from open data (OfflineBaseMap): no tile server and nothing from the network but
 * the app's own files, so it works offline.
 */
export default function LeafletJourneyMap({ route, stops, attractions, waypoints, trainLines = [], onReady }: JourneyMapProps) {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const line = useMemo(() => route?.map(([lng, lat]) => [lat!, lng!] as [number, number]) ?? null, [route]);
  const markers = useMemo(() => [...stops, ...waypoints, ...attractions], [stops, waypoints, attractions]);

  return (
    <MapContainer
      center={[MAP_CENTRE.lat, MAP_CENTRE.lng]}
      zoom={MAP_ZOOM}
      minZoom={MAP_ZOOM}
      maxZoom={BANDS[BANDS.length - 1]!.maxZoom}
      maxBounds={bounds}
      maxBoundsViscosity={1}
      style={{ height: MAP_HEIGHT, width: '100%' }}
      className="tm-map"
      attributionControl={false}
    >
      <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
      {failed ? <div className="tm-map-message">The map could not load. Reload the page to try again.</div> : null}
      <OfflineBaseMap onReady={onReady} onError={onError} markers={markers} />
      {/* Its own pane above the base layers: the route can arrive before them (a saved plan), and the island's land is opaque. */}
      <Pane name="tm-route" style={{ zIndex: 450 }}>
        {line ? <Polyline positions={line} pathOptions={{ color: '#1d4ed8', weight: 5, opacity: 0.85 }} /> : null}
        <LeafletTrainLines lines={trainLines} />
      </Pane>
      <StopMarkers stops={attractions} kind="attraction" />
      <StopMarkers stops={waypoints} kind="waypoint" />
      <StopMarkers stops={stops} kind="stop" />
      <FitRoute route={route} />
    </MapContainer>
  );
}
