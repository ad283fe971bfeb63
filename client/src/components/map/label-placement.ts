import type { LabelKind, LabelRow } from './map-data';

export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
export type Side = 'right' | 'left' | 'above' | 'below' | 'above-right' | 'below-right' | 'above-left' | 'below-left';
export type PlacedLabel = {
  readonly name: string;
  readonly kind: LabelKind;
  readonly lng: number;
  readonly lat: number;
  readonly side: Side;
  readonly box: Box;
};

type PlaceOptions = {
  readonly zoom: number;
  /** The map's size in pixels; labels wholly inside it are placed. */
  readonly width: number;
  readonly height: number;
  /** A point's position on the map, in pixels. */
  readonly toPixel: (lng: number, lat: number) => { x: number; y: number };
  /** A label's width in pixels. */
  readonly measure: (text: string, kind: LabelKind) => number;
  /** Room already taken (the route's markers): no label is put over it. */
  readonly reserved?: readonly Box[];
};

/** Line height of a label, and the gap between a place's dot and its label. */
export const LABEL_HEIGHT = 16;
const GAP = 4;
/** Room kept around each named place's dot, so no other label covers it. */
const DOT = 6;
const CELL = 64;
/** Clear space kept around each label, so names do not run into each other. */
const MARGIN = 2;
const inflate = (box: Box, by: number): Box => ({ x: box.x - by, y: box.y - by, w: box.w + 2 * by, h: box.h + 2 * by });

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Taken room, bucketed into a grid so each test looks at the few boxes near it. */
class Occupancy {
  private readonly cells = new Map<string, Box[]>();

  private *keys(box: Box) {
    for (let cx = Math.floor(box.x / CELL); cx <= Math.floor((box.x + box.w) / CELL); cx++) {
      for (let cy = Math.floor(box.y / CELL); cy <= Math.floor((box.y + box.h) / CELL); cy++) yield `${cx},${cy}`;
    }
  }

  /** Whether `box` touches anything taken, `except` aside (a label's own dot). */
  collides(box: Box, except?: Box): boolean {
    for (const key of this.keys(box))
      if (this.cells.get(key)?.some((other) => other !== except && overlaps(box, other))) return true;
    return false;
  }

  add(box: Box): void {
    for (const key of this.keys(box)) {
      const cell = this.cells.get(key);
      if (cell) cell.push(box);
      else this.cells.set(key, [box]);
    }
  }
}

function boxAt(side: Side, x: number, y: number, w: number): Box {
  const h = LABEL_HEIGHT;
  switch (side) {
    case 'right':
      return { x: x + GAP, y: y - h / 2, w, h };
    case 'left':
      return { x: x - GAP - w, y: y - h / 2, w, h };
    case 'above':
      return { x: x - w / 2, y: y - GAP - h, w, h };
    case 'below':
      return { x: x - w / 2, y: y + GAP, w, h };
    case 'above-right':
      return { x: x + GAP / 2, y: y - GAP / 2 - h, w, h };
    case 'below-right':
      return { x: x + GAP / 2, y: y + GAP / 2, w, h };
    case 'above-left':
      return { x: x - GAP / 2 - w, y: y - GAP / 2 - h, w, h };
    case 'below-left':
      return { x: x - GAP / 2 - w, y: y + GAP / 2, w, h };
  }
}

/** Where a label may go, in the order tried: beside its dot first, as maps usually name places. */
const SIDES: readonly Side[] = [
  'right',
  'left',
  'above-right',
  'below-right',
  'above-left',
  'below-left',
  'above',
  'below',
];

type Candidate = { name: string; kind: LabelKind; lng: number; lat: number; x: number; y: number; dot: Box };

/**
 * Which labels to show at this zoom, and where. Places come in the rows' order (the more important first), tier by
 * tier (the places first shown at the same zoom): the dots of a whole tier are set down first, so that a label keeps
 * off the dots of its peers that come after it; then each of them gets the first side of its dot where its label fits
 * inside the map without touching a label, a dot or a reserved box already there. A place whose dot lands on
 * something, or whose label fits nowhere, is not named. No two placed labels overlap.
 */
export function placeLabels(rows: readonly LabelRow[], options: PlaceOptions): PlacedLabel[] {
  const { zoom, width, height, toPixel, measure, reserved = [] } = options;
  const taken = new Occupancy();
  for (const box of reserved) taken.add(box);
  const placed: PlacedLabel[] = [];
  const fits = (box: Box, own: Box) =>
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.w <= width &&
    box.y + box.h <= height &&
    !taken.collides(inflate(box, MARGIN), own);
  let start = 0;
  while (start < rows.length) {
    const tierZoom = rows[start]![3];
    let end = start;
    while (end < rows.length && rows[end]![3] === tierZoom) end += 1;
    const tier: Candidate[] = [];
    if (tierZoom <= zoom) {
      for (const [name, lng, lat, , kind] of rows.slice(start, end)) {
        const { x, y } = toPixel(lng, lat);
        if (x < 0 || y < 0 || x > width || y > height) continue;
        const dot: Box = { x: x - DOT / 2, y: y - DOT / 2, w: DOT, h: DOT };
        if (taken.collides(dot)) continue;
        taken.add(dot);
        tier.push({ name, kind, lng, lat, x, y, dot });
      }
    }
    for (const { name, kind, lng, lat, x, y, dot } of tier) {
      const w = measure(name, kind);
      const side = SIDES.find((s) => fits(boxAt(s, x, y, w), dot));
      if (!side) continue;
      const box = boxAt(side, x, y, w);
      taken.add(inflate(box, MARGIN));
      placed.push({ name, kind, lng, lat, side, box });
    }
    start = end;
  }
  return placed;
}
