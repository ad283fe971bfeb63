import './pin-map.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint } from './map-view';
import { OfflineMap } from './OfflineMap';

/** Close enough to see the streets' neighbourhood; a pixel is then about 10 m. */
const PIN_ZOOM = 14;
/**
 * Past the deepest band (zoom 12) the base map is drawn larger, not finer: fine for placing a door within a few
 * metres of the owner's own knowledge, and the form's coordinates say exactly where the pin is.
 */
const MAX_ZOOM = 16;

const pinIcon = L.divIcon({ className: 'tm-pin', html: '<span></span>', iconSize: [28, 36], iconAnchor: [14, 34] });

/** Brings the pin into view when it moves from outside the map (an address found, coordinates typed). */
function FollowPin({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (!point) return;
    const at = L.latLng(point.lat, point.lng);
    if (map.getZoom() < PIN_ZOOM - 2) map.setView(at, PIN_ZOOM);
    else if (!map.getBounds().pad(-0.1).contains(at)) map.panTo(at);
  }, [map, point]);
  return null;
}

function PlaceOnClick({ onMove }: { onMove: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export type PinMapProps = {
  readonly point: MapPoint | null;
  /** The owner dragged the pin, or clicked the map to put it there; left out, the pin stays where it is. */
  readonly onMove?: (point: MapPoint) => void;
  /** What the pin marks, for its tooltip and alternative text ("Ella View Homestay"). */
  readonly label: string;
};

/**
 * A map pin over the offline map of the island; with `onMove`, one the owner places by dragging it or clicking the
 * map. The pin itself is left out of the keyboard's order: the form beside it moves it by keys and takes typed
 * coordinates.
 */
export default function PinMap({ point, onMove, label }: PinMapProps) {
  const markers = useMemo(() => (point ? [point] : []), [point]);
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onMove?.({ lat: at.lat, lng: at.lng });
      },
    }),
    [onMove],
  );
  return (
    <OfflineMap markers={markers} center={point ?? undefined} zoom={point ? PIN_ZOOM : undefined} maxZoom={MAX_ZOOM}>
      <FollowPin point={point} />
      {onMove ? <PlaceOnClick onMove={onMove} /> : null}
      {point ? (
        <Marker
          position={[point.lat, point.lng]}
          icon={pinIcon}
          draggable={Boolean(onMove)}
          autoPan
          keyboard={false}
          title={label}
          alt={label}
          zIndexOffset={1000}
          eventHandlers={handlers}
        />
      ) : null}
    </OfflineMap>
  );
}
