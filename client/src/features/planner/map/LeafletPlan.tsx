import L from 'leaflet';
import { memo, useEffect, useMemo } from 'react';
import { Marker, Pane, Polyline, Tooltip, useMap } from 'react-leaflet';
import { focusOf, MODE_STYLES, type DayShape, type LegShape, type PlanShapes } from './plan-shapes';

const FADED = 0.25;

function legOptions(leg: LegShape, faded: boolean): L.PathOptions {
  const style = MODE_STYLES[leg.mode];
  return {
    color: style.colour,
    weight: style.weight,
    opacity: faded ? FADED : 0.9,
    dashArray: style.dash ? style.dash.map((d) => d * style.weight).join(' ') : undefined,
    lineCap: style.dash ? 'round' : 'butt',
    lineJoin: 'round',
  };
}

/** A train's track gets white ties over it, as railways are drawn on maps. */
const tieStyle: L.PathOptions = { color: '#ffffff', weight: 2, dashArray: '5 7', lineCap: 'butt', interactive: false };

/** A leg's line; drawn again (and its path rebuilt by Leaflet) only when the leg, its day or its fading changes. */
const LegLine = memo(function LegLine({ leg, day, faded }: { leg: LegShape; day: number; faded: boolean }) {
  const positions = useMemo(() => leg.line.map(([lng, lat]) => [lat, lng] as [number, number]), [leg.line]);
  return (
    <>
      <Polyline positions={positions} pathOptions={legOptions(leg, faded)} className={`tm-plan-leg tm-plan-leg-${leg.mode.toLowerCase()}`}>
        <Tooltip sticky>{`Day ${day}: ${leg.label}`}</Tooltip>
      </Polyline>
      {leg.mode === 'TRAIN' && !faded ? <Polyline positions={positions} pathOptions={tieStyle} /> : null}
    </>
  );
});

const icons = new Map<string, L.DivIcon>();
/** The same icon object for the same look: react-leaflet rebuilds a marker's element whenever it is given a new icon. */
function icon(className: string, label: string, size: number): L.DivIcon {
  const key = `${className}|${label}|${size}`;
  let made = icons.get(key);
  if (!made) {
    made = L.divIcon({ className: `tm-marker ${className}`, html: `<span>${label}</span>`, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
    icons.set(key, made);
  }
  return made;
}

/**
 * Fits the map to the picked day, or to the whole plan; again when the map's box changes size (a phone's map view
 * shown, the page printed). A hidden map (no size) is left alone: Leaflet cannot fit a box into nothing. Keyed by the
 * box's numbers: an edit that leaves the box where it was does not move the map (nor lay its labels out again).
 */
function FitPlan({ shapes, day }: { shapes: PlanShapes; day: number | null }) {
  const map = useMap();
  const box = focusOf(shapes, day);
  const [south, west, north, east] = box ? [box.south, box.west, box.north, box.east] : [];
  useEffect(() => {
    if (south === undefined || west === undefined || north === undefined || east === undefined) return;
    const fit = () => {
      const size = map.getSize();
      if (size.x === 0 || size.y === 0) return;
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [32, 32], maxZoom: 12 },
      );
    };
    fit();
    map.on('resize', fit);
    return () => {
      map.off('resize', fit);
    };
  }, [map, south, west, north, east]);
  return null;
}

type DayState = 'all' | 'picked' | 'faded';

/** One day's legs; drawn again only when the day or its state changes (plan-shapes keeps unchanged days). */
const DayLegs = memo(function DayLegs({ shape, state }: { shape: DayShape; state: DayState }) {
  return shape.legs.map((leg, i) => <LegLine key={`${i}-${state}`} leg={leg} day={shape.day} faded={state === 'faded'} />);
});

/** One day's stops: lettered and named for the picked day, dots otherwise, none on a faded day. */
const DayStops = memo(function DayStops({ shape, state }: { shape: DayShape; state: DayState }) {
  if (state === 'faded') return null;
  return shape.stops.map((stop) =>
    state === 'picked' ? (
      // Keys apart from the dots': react-leaflet does not rebuild a tooltip whose options change.
      <Marker key={`picked-${stop.label}`} position={[stop.lat, stop.lng]} icon={icon('tm-marker-day-stop', stop.label, 22)} title={stop.name} alt={stop.name} zIndexOffset={1000}>
        <Tooltip permanent direction="right" offset={[10, 0]} className="tm-plan-label">
          {stop.name}
        </Tooltip>
      </Marker>
    ) : (
      <Marker key={`dot-${stop.label}`} position={[stop.lat, stop.lng]} icon={icon('tm-marker-dot', '', 12)} title={stop.name} alt={stop.name}>
        <Tooltip>{`Day ${shape.day}: ${stop.name}`}</Tooltip>
      </Marker>
    ),
  );
});

const BaseMarkers = memo(function BaseMarkers({ bases }: { bases: PlanShapes['bases'] }) {
  return bases.map((base) => (
    <Marker key={`base-${base.label}`} position={[base.lat, base.lng]} icon={icon('tm-marker-base', base.label, 26)} title={base.name} alt={base.name} zIndexOffset={2000}>
      <Tooltip permanent direction="left" offset={[-12, 0]} className="tm-plan-label tm-plan-label-base">
        {base.name}
      </Tooltip>
    </Marker>
  ));
});

/** The plan on the offline map: its legs in the style of their mode, bases numbered, the picked day's stops lettered. */
export function LeafletPlan({ shapes, day }: { shapes: PlanShapes; day: number | null }) {
  // The same bases give the same array: an edit within the days leaves the base markers alone.
  const basesKey = shapes.bases.map((b) => `${b.label} ${b.name} ${b.lat},${b.lng}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what the markers show
  const bases = useMemo(() => shapes.bases, [basesKey]);
  const stateOf = (d: number): DayState => (day === null ? 'all' : day === d ? 'picked' : 'faded');
  return (
    <>
      <Pane name="tm-plan" style={{ zIndex: 450 }}>
        {shapes.days.map((d) => (
          <DayLegs key={d.day} shape={d} state={stateOf(d.day)} />
        ))}
      </Pane>
      {shapes.days.map((d) => (
        <DayStops key={d.day} shape={d} state={stateOf(d.day)} />
      ))}
      <BaseMarkers bases={bases} />
      <FitPlan shapes={shapes} day={day} />
    </>
  );
}
