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
      <Polyline
        positions={positions}
        pathOptions={legOptions(leg, faded)}
        className={`tm-plan-leg tm-plan-leg-${leg.mode.toLowerCase()}`}
      >
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
    made = L.divIcon({
      className: `tm-marker ${className}`,
      html: `<span>${label}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    icons.set(key, made);
  }
  return made;
}

/** Room kept free at the map's edges, in pixels. */
const EDGE = 8;
/** The closest a plan is fitted. */
const FIT_MAX_ZOOM = 12;
/** Leaflet's gap between a side tooltip and its point (.leaflet-tooltip-left and -right's margin). */
const TOOLTIP_GAP = 6;

/** A box in the map's pixels (around a point, or on the map at some zoom). */
type Box = { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
type Side = 'left' | 'right';

const moved = (b: Box, x: number, y: number): Box => ({
  left: b.left + x,
  top: b.top + y,
  right: b.right + x,
  bottom: b.bottom + y,
});
const inside = (b: Box, room: Box) =>
  b.left >= room.left && b.right <= room.right && b.top >= room.top && b.bottom <= room.bottom;
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A marker as the fit sees it: its point, its icon's box, and its permanent label's box on either side of it. */
type Placed = {
  readonly marker: L.Marker;
  readonly at: L.LatLng;
  readonly icon: Box;
  readonly label: { readonly side: Side; readonly boxes: Record<Side, Box> } | null;
};

function placed(marker: L.Marker): Placed {
  const size = marker.options.icon?.options.iconSize;
  const [w, h] = Array.isArray(size) ? size : size ? [size.x, size.y] : [0, 0];
  const icon = { left: -w / 2, top: -h / 2, right: w / 2, bottom: h / 2 };
  const tooltip = marker.getTooltip();
  const element = tooltip?.options.permanent ? tooltip.getElement() : undefined;
  if (!tooltip || !element) return { marker, at: marker.getLatLng(), icon, label: null };
  const [dx, dy] = Array.isArray(tooltip.options.offset) ? tooltip.options.offset : [0, 0];
  const away = Math.abs(dx) + TOOLTIP_GAP;
  const width = element.offsetWidth;
  const half = element.offsetHeight / 2;
  const boxes = {
    left: { left: -away - width, right: -away, top: dy - half, bottom: dy + half },
    right: { left: away, right: away + width, top: dy - half, bottom: dy + half },
  };
  // The side it was drawn on first (its own option), kept while it fits.
  const first = ((tooltip as L.Tooltip & { tmSide?: Side }).tmSide ??=
    tooltip.options.direction === 'right' ? 'right' : 'left');
  return { marker, at: marker.getLatLng(), icon, label: { side: first, boxes } };
}

/** Puts a marker's permanent label on a side of it (a label near the map's held edge goes to the side with room). */
function labelOn(marker: L.Marker, side: Side): void {
  const tooltip = marker.getTooltip();
  if (!tooltip || tooltip.options.direction === side) return;
  const [dx, dy] = Array.isArray(tooltip.options.offset) ? tooltip.options.offset : [0, 0];
  tooltip.options.direction = side;
  tooltip.options.offset = [side === 'left' ? -Math.abs(dx) : Math.abs(dx), dy];
  tooltip.update();
}

/** A control over the map (the zoom buttons, the credits) as a box in the map's own pixels. */
function controlBox(map: L.Map, selector: string): Box | null {
  const control = map.getContainer().querySelector<HTMLElement>(selector);
  if (!control || control.offsetWidth === 0) return null;
  const outer = map.getContainer().getBoundingClientRect();
  const box = control.getBoundingClientRect();
  return {
    left: box.left - outer.left,
    top: box.top - outer.top,
    right: box.right - outer.left,
    bottom: box.bottom - outer.top,
  };
}

/** The bounds the map was first held within (spec §9), before a fit widened them. */
const heldAtFirst = new WeakMap<L.Map, L.LatLngBounds | null>();

/**
 * Holds the map within the island's bounds and the fitted view: a plan whose bases lie on the held edge (Negombo and
 * Colombo at the western one, Mirissa at the southern) is shown with their names and the credits beside them, as
 * Google's map allows (its restriction is not strict), and panning still stops there.
 */
function holdAround(map: L.Map, view: L.LatLngBounds): void {
  if (!heldAtFirst.has(map)) {
    const held = map.options.maxBounds;
    heldAtFirst.set(
      map,
      held instanceof L.LatLngBounds ? L.latLngBounds(held.getSouthWest(), held.getNorthEast()) : null,
    );
  }
  const held = heldAtFirst.get(map);
  if (held) map.setMaxBounds(L.latLngBounds(held.getSouthWest(), held.getNorthEast()).extend(view));
}

/**
 * Fits the box and the markers in it with every pin and label whole: the closest zoom at which they all lie between
 * the map's edges, above its credits and clear of its zoom buttons, centred in that room (holdAround); a label that
 * would cross an edge or cover another base's name goes to the other side of its pin. Leaflet's own fitBounds
 * knows only points, so the names of bases on the west coast (Negombo, Colombo, by the map's held western edge) were
 * cut, and a pin on the south coast could sit under the credits.
 */
function fitWithLabels(map: L.Map, box: L.LatLngBounds): void {
  const size = map.getSize();
  const credits = controlBox(map, '.leaflet-control-attribution');
  const zoomButtons = controlBox(map, '.leaflet-control-zoom');
  // The credits run along the bottom: the room ends above them.
  const room = { left: EDGE, top: EDGE, right: size.x - EDGE, bottom: Math.min(credits?.top ?? size.y, size.y) - EDGE };
  const clear = (b: Box) => inside(b, room) && !(zoomButtons && overlaps(b, zoomButtons));
  const grown = box.pad(0.05);
  const markers: Placed[] = [];
  map.eachLayer((layer) => {
    if (layer instanceof L.Marker && grown.contains(layer.getLatLng())) markers.push(placed(layer));
  });
  const corners = [box.getSouthWest(), box.getNorthEast()];
  const start = Math.min(
    Math.floor(map.getBoundsZoom(box, false, L.point(2 * EDGE, 2 * EDGE))),
    FIT_MAX_ZOOM,
    map.getMaxZoom(),
  );
  for (let zoom = start; zoom >= map.getMinZoom(); zoom -= 1) {
    const drawn = [
      ...corners.map((at) => ({ at, box: { left: 0, top: 0, right: 0, bottom: 0 } })),
      ...markers.flatMap((m) => [
        { at: m.at, box: m.icon },
        ...(m.label ? [{ at: m.at, box: m.label.boxes[m.label.side] }] : []),
      ]),
    ];
    const boxes = drawn.map(({ at, box: around }) => {
      const p = map.project(at, zoom);
      return moved(around, p.x, p.y);
    });
    const all = {
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
    // The middle of what is drawn at the middle of the room.
    const roomMiddle = L.point((room.left + room.right) / 2, (room.top + room.bottom) / 2);
    const centre = L.point((all.left + all.right) / 2, (all.top + all.bottom) / 2).add(
      size.divideBy(2).subtract(roomMiddle),
    );
    const origin = centre.subtract(size.divideBy(2));
    const onMap = (at: L.LatLng, around: Box) => {
      const p = map.project(at, zoom).subtract(origin);
      return moved(around, p.x, p.y);
    };
    const sides = new Map<L.Marker, Side>();
    // Labels already placed at this zoom: a label goes to a side where it covers none of them when it can.
    const taken: Box[] = [];
    const fits =
      corners.every((at) => inside(onMap(at, { left: 0, top: 0, right: 0, bottom: 0 }), room)) &&
      markers.every((m) => {
        if (!clear(onMap(m.at, m.icon))) return false;
        if (!m.label) return true;
        const other: Side = m.label.side === 'left' ? 'right' : 'left';
        const whole = [m.label.side, other].filter((s) => clear(onMap(m.at, m.label!.boxes[s])));
        const side = whole.find((s) => !taken.some((t) => overlaps(t, onMap(m.at, m.label!.boxes[s])))) ?? whole[0];
        if (!side) return false;
        sides.set(m.marker, side);
        taken.push(onMap(m.at, m.label.boxes[side]));
        return true;
      });
    if (!fits && zoom > map.getMinZoom()) continue;
    for (const [marker, side] of sides) labelOn(marker, side);
    holdAround(map, L.latLngBounds(map.unproject(origin, zoom), map.unproject(origin.add(size), zoom)));
    map.setView(map.unproject(centre, zoom), zoom);
    return;
  }
}

/**
 * Fits the map to the picked day, or to the whole plan, labels and pins whole (fitWithLabels); again when the map's
 * box changes size (a phone's map view shown, the page printed). A hidden map (no size) is left alone: Leaflet cannot
 * fit a box into nothing. Keyed by the box's numbers: an edit that leaves the box where it was does not move the map
 * (nor lay its labels out again).
 */
function FitPlan({ shapes, day }: { shapes: PlanShapes; day: number | null }) {
  const map = useMap();
  const box = focusOf(shapes, day);
  const [south, west, north, east] = box ? [box.south, box.west, box.north, box.east] : [];
  // Bases named or placed anew have new labels to fit.
  const basesKey = shapes.bases.map((b) => `${b.name} ${b.lat},${b.lng}`).join('|');
  useEffect(() => {
    if (south === undefined || west === undefined || north === undefined || east === undefined) return;
    const fit = () => {
      const size = map.getSize();
      if (size.x === 0 || size.y === 0) return;
      fitWithLabels(
        map,
        L.latLngBounds([
          [south, west],
          [north, east],
        ]),
      );
    };
    fit();
    map.on('resize', fit);
    return () => {
      map.off('resize', fit);
    };
  }, [map, south, west, north, east, basesKey]);
  return null;
}

type DayState = 'all' | 'picked' | 'faded';

/** One day's legs; drawn again only when the day or its state changes (plan-shapes keeps unchanged days). */
const DayLegs = memo(function DayLegs({ shape, state }: { shape: DayShape; state: DayState }) {
  return shape.legs.map((leg, i) => (
    <LegLine key={`${i}-${state}`} leg={leg} day={shape.day} faded={state === 'faded'} />
  ));
});

/** One day's stops: lettered and named for the picked day, dots otherwise, none on a faded day. */
const DayStops = memo(function DayStops({ shape, state }: { shape: DayShape; state: DayState }) {
  if (state === 'faded') return null;
  return shape.stops.map((stop) =>
    state === 'picked' ? (
      // Keys apart from the dots': react-leaflet does not rebuild a tooltip whose options change.
      <Marker
        key={`picked-${stop.label}`}
        position={[stop.lat, stop.lng]}
        icon={icon('tm-marker-day-stop', stop.label, 22)}
        title={stop.name}
        alt={stop.name}
        zIndexOffset={1000}
      >
        <Tooltip permanent direction="right" offset={[10, 0]} className="tm-plan-label">
          {stop.name}
        </Tooltip>
      </Marker>
    ) : (
      <Marker
        key={`dot-${stop.label}`}
        position={[stop.lat, stop.lng]}
        icon={icon('tm-marker-dot', '', 12)}
        title={stop.name}
        alt={stop.name}
      >
        <Tooltip>{`Day ${shape.day}: ${stop.name}`}</Tooltip>
      </Marker>
    ),
  );
});

const BaseMarkers = memo(function BaseMarkers({ bases }: { bases: PlanShapes['bases'] }) {
  return bases.map((base) => (
    <Marker
      key={`base-${base.label}`}
      position={[base.lat, base.lng]}
      icon={icon('tm-marker-base', base.label, 26)}
      title={base.name}
      alt={base.name}
      zIndexOffset={2000}
    >
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
