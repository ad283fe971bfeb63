import './plan-map.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, Pane, Polyline, Tooltip, useMap } from 'react-leaflet';
import { OfflineMap } from '../../../components/map/OfflineMap';
import { LeafletPlan } from './LeafletPlan';
import { MAP_CENTRE, MAP_ZOOM, type JourneyMapProps, type MapStop } from './types';

type MarkerKind = 'stop' | 'attraction';
/** The route's ends stay on top of the places near them. */
const Z_OFFSET: Record<MarkerKind, number> = { attraction: 0, stop: 2000 };

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
    map.fitBounds(L.latLngBounds(route.map(([lng, lat]) => [lat!, lng!] as [number, number])), {
      padding: [24, 24],
      maxZoom: 10,
    });
  }, [map, route]);
  return null;
}

function StopMarkers({ stops, kind }: { stops: readonly MapStop[]; kind: MarkerKind }) {
  return stops.map((stop) => (
    <Marker
      key={`${kind}-${stop.label}-${stop.name}`}
      position={[stop.lat, stop.lng]}
      icon={numberedIcon(stop.label, kind)}
      title={stop.name}
      alt={stop.name}
      zIndexOffset={Z_OFFSET[kind]}
    >
      <Tooltip>{stop.name}</Tooltip>
    </Marker>
  ));
}

/** The journey, or the plan, on the island drawn from the project's own data (OfflineMap), offline. */
export default function LeafletJourneyMap({
  route,
  stops,
  attractions,
  plan = null,
  day = null,
  onReady,
}: JourneyMapProps) {
  const line = useMemo(() => route?.map(([lng, lat]) => [lat!, lng!] as [number, number]) ?? null, [route]);
  const points = plan ? [...plan.bases, ...plan.days.flatMap((d) => d.stops)] : [...stops, ...attractions];
  // The same points give the same array, so an edit that moves no marker does not lay the place labels out again
  // (in any order: a stop moved to another day stands where it stood).
  const pointsKey = points
    .map((p) => `${p.lat},${p.lng}`)
    .sort()
    .join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the points' positions, which is what the labels avoid
  const markers = useMemo(() => points, [pointsKey]);

  return (
    <OfflineMap markers={markers} onReady={onReady}>
      {plan ? (
        <LeafletPlan shapes={plan} day={day} />
      ) : (
        <>
          {/* Its own pane above the base layers, whose island's land is opaque. */}
          <Pane name="tm-route" style={{ zIndex: 450 }}>
            {line ? <Polyline positions={line} pathOptions={{ color: '#1d4ed8', weight: 5, opacity: 0.85 }} /> : null}
          </Pane>
          <StopMarkers stops={attractions} kind="attraction" />
          <StopMarkers stops={stops} kind="stop" />
          <FitRoute route={route} />
        </>
      )}
    </OfflineMap>
  );
}
