import type { PinMapProps } from '../components/map/PinMap';

/** Where a "drag" in the tests drops the pin: Nine Arch Bridge, in Badulla district. */
export const DRAGGED_TO = { lat: 6.8768, lng: 81.0608 };

/**
 * Leaflet needs a real layout engine and jsdom has none, so client tests draw the pin map as text: where the pin is,
 * and a button that stands for dragging it (to DRAGGED_TO).
 */
export default function FakePinMap({ point, onMove, label }: PinMapProps) {
  return (
    <div data-testid="fake-pin-map">
      {point ? `${label} at ${point.lat}, ${point.lng}` : 'no pin'}
      {onMove ? (
        <button type="button" onClick={() => onMove(DRAGGED_TO)}>
          Drag the pin
        </button>
      ) : null}
    </div>
  );
}
