import 'leaflet/dist/leaflet.css';
import './offline-map.css';
import type { LatLngBoundsExpression } from 'leaflet';
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { AttributionControl, MapContainer, useMap } from 'react-leaflet';
import { BANDS } from './map-data';
import { MAP_BOUNDS, MAP_CENTRE, MAP_ZOOM, type MapPoint } from './map-view';
import { OfflineBaseMap } from './OfflineBaseMap';

const bounds: LatLngBoundsExpression = [
  [MAP_BOUNDS.south, MAP_BOUNDS.west],
  [MAP_BOUNDS.north, MAP_BOUNDS.east],
];

/** Keeps Leaflet's idea of its size in step with its box (a phone's map tab shown, the page printed). */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const watcher = new ResizeObserver(() => map.invalidateSize());
    watcher.observe(map.getContainer());
    return () => watcher.disconnect();
  }, [map]);
  return null;
}

/**
 * Leaflet 1.9 ends a zoom animation on a 250 ms timer that still runs after the map is removed, and then reads the
 * removed panes (a TypeError in the console). A page that swaps maps mid-zoom (the planner's route map giving way to
 * the plan's) meets it, so the animation is marked over when the map unloads. Left registered on purpose: the map's
 * own removal fires `unload` after React's cleanups have run.
 */
function EndZoomOnRemove() {
  const map = useMap();
  useEffect(() => {
    map.once('unload', () => {
      (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
    });
  }, [map]);
  return null;
}

export type OfflineMapProps = {
  /** Points the map's own markers stand on, which no place label covers. */
  readonly markers: readonly MapPoint[];
  /** Called once, when the first band of the base map is drawn. */
  readonly onReady?: () => void;
  /** Where the map opens (the whole island by default). */
  readonly center?: MapPoint;
  readonly zoom?: number;
  /** The closest zoom allowed; by default the deepest band's, where the data's detail ends. */
  readonly maxZoom?: number;
  readonly style?: CSSProperties;
  /** What the map shows over the island: markers, lines. */
  readonly children?: ReactNode;
};

const noop = () => {};

/**
 * Sri Lanka drawn from the project's own open data (OfflineBaseMap): no tile server and nothing from the network but
 * the app's own files, so it works offline. Held to the island; its sources credited in the corner.
 */
export function OfflineMap({
  markers,
  onReady = noop,
  center = MAP_CENTRE,
  zoom = MAP_ZOOM,
  maxZoom = BANDS[BANDS.length - 1]!.maxZoom,
  style = { height: '100%', width: '100%' },
  children,
}: OfflineMapProps) {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      minZoom={MAP_ZOOM}
      maxZoom={maxZoom}
      maxBounds={bounds}
      maxBoundsViscosity={1}
      style={style}
      className="tm-map"
      attributionControl={false}
    >
      <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
      {failed ? <div className="tm-map-message">The map could not load. Reload the page to try again.</div> : null}
      <OfflineBaseMap onReady={onReady} onError={onError} markers={markers} />
      <FollowSize />
      <EndZoomOnRemove />
      {children}
    </MapContainer>
  );
}
