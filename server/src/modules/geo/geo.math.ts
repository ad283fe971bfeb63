/** [longitude, latitude], GeoJSON's order. */
export type LngLat = readonly [number, number];

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A flat projection for distances of tens of kilometres: Sri Lanka spans 5.9-9.9 degrees north, where the scale of a
 * degree of longitude varies by under 1%, so one cosine for the island is accurate enough for a 20 km corridor.
 */
export const KM_PER_DEG_LAT = 110.95;
export const KM_PER_DEG_LNG = 111.32 * Math.cos(7.85 * RAD);

/** Distance in km from point P to segment AB, all given as longitude/latitude, in the flat projection. */
export function pointSegmentKm(
  pLng: number,
  pLat: number,
  aLng: number,
  aLat: number,
  bLng: number,
  bLat: number,
): number {
  const px = pLng * KM_PER_DEG_LNG;
  const py = pLat * KM_PER_DEG_LAT;
  const ax = aLng * KM_PER_DEG_LNG;
  const ay = aLat * KM_PER_DEG_LAT;
  const dx = bLng * KM_PER_DEG_LNG - ax;
  const dy = bLat * KM_PER_DEG_LAT - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey);
}

/** [west, south, east, north] in degrees: the bounding box of polygons' outer rings. */
export type Box = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

export function boxOf(polygons: readonly (readonly (readonly (readonly [number, number])[])[])[]): Box {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons) {
    for (const [lng, lat] of polygon[0] ?? []) {
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
  }
  return [minLng, minLat, maxLng, maxLat];
}

export const inBox = (box: Box, lng: number, lat: number): boolean =>
  lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];

/** Ray casting over every ring (holes count as outside by the even-odd rule). */
export function pointInMultiPolygon(
  lng: number,
  lat: number,
  polygons: readonly (readonly (readonly (readonly [number, number])[])[])[],
): boolean {
  let inside = false;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/** Shortest distance in km from a point to the outline's rings (for points on the coast). */
export function distanceToRingsKm(
  lng: number,
  lat: number,
  polygons: readonly (readonly (readonly (readonly [number, number])[])[])[],
): number {
  let best = Infinity;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const a = ring[i - 1]!;
        const b = ring[i]!;
        const d = pointSegmentKm(lng, lat, a[0], a[1], b[0], b[1]);
        if (d < best) best = d;
      }
    }
  }
  return best;
}

/**
 * A uniform grid of cells over longitude/latitude holding item indexes; a query visits only the cells a box touches.
 */
export class SpatialGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(private readonly cellDeg: number) {}

  private key(cx: number, cy: number): number {
    return cx * 100_000 + cy;
  }

  insert(index: number, lng: number, lat: number): void {
    const k = this.key(Math.floor(lng / this.cellDeg), Math.floor(lat / this.cellDeg));
    const cell = this.cells.get(k);
    if (cell) cell.push(index);
    else this.cells.set(k, [index]);
  }

  /** Calls visit for every item in the cells that the box touches (items may lie just outside the box). */
  visitBox(minLng: number, minLat: number, maxLng: number, maxLat: number, visit: (index: number) => void): void {
    const x0 = Math.floor(minLng / this.cellDeg);
    const x1 = Math.floor(maxLng / this.cellDeg);
    const y0 = Math.floor(minLat / this.cellDeg);
    const y1 = Math.floor(maxLat / this.cellDeg);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const cell = this.cells.get(this.key(x, y));
        if (cell) for (let i = 0; i < cell.length; i++) visit(cell[i]!);
      }
    }
  }
}

/** A binary min-heap of (priority, node) pairs in typed arrays, reused across searches. */
export class MinHeap {
  private keys: Float64Array;
  private values: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.values = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(key: number, value: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      const values = new Int32Array(this.size * 2);
      values.set(this.values);
      this.keys = keys;
      this.values = values;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.values[i] = this.values[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.values[i] = value;
  }

  /** The smallest key (call before pop). */
  peekKey(): number {
    return this.keys[0]!;
  }

  pop(): number {
    const top = this.values[0]!;
    const lastKey = this.keys[--this.size]!;
    const lastValue = this.values[this.size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= lastKey) break;
      this.keys[i] = this.keys[child]!;
      this.values[i] = this.values[child]!;
      i = child;
    }
    this.keys[i] = lastKey;
    this.values[i] = lastValue;
    return top;
  }
}
