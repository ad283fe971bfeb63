// Geometry helpers of the map-data builder: line simplification, rounding and chaining. Pure functions, no I/O.

/** Squared distance from p to the segment a-b, in the plane of the coordinates (degrees, longitude scaled). */
function segmentDistanceSq(p, a, b, kx) {
  const ax = a[0] * kx;
  const bx = b[0] * kx;
  const px = p[0] * kx;
  let dx = bx - ax;
  let dy = b[1] - a[1];
  let x = ax;
  let y = a[1];
  if (dx !== 0 || dy !== 0) {
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    x = ax + t * dx;
    y = a[1] + t * dy;
  }
  dx = px - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}

/** Longitude shrinks with latitude: at Sri Lanka's 8° N a degree of longitude is 0.99 of a degree of latitude. */
const LNG_SCALE = Math.cos((8 * Math.PI) / 180);

/**
 * Douglas-Peucker: the fewest points of `line` that stay within `tolerance` degrees of it. The first and last points
 * are always kept, so a closed ring stays closed and lines that meet keep meeting. Iterative, so long rings do not
 * exhaust the stack.
 */
export function simplifyLine(line, tolerance) {
  if (line.length <= 2 || tolerance <= 0) return line.slice();
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const tolSq = tolerance * tolerance;
  const stack = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let worst = -1;
    let worstSq = tolSq;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistanceSq(line[i], line[first], line[last], LNG_SCALE);
      if (d > worstSq) {
        worst = i;
        worstSq = d;
      }
    }
    if (worst !== -1) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

/** Rounds every coordinate to `decimals` places and drops the points that rounding made equal to the one before. */
export function roundLine(line, decimals) {
  const f = 10 ** decimals;
  const out = [];
  for (const [lng, lat] of line) {
    const p = [Math.round(lng * f) / f, Math.round(lat * f) / f];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) out.push(p);
  }
  return out;
}

/** Twice the signed area of a ring, in square degrees. */
export function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(sum) / 2;
}

/**
 * A ring simplified and rounded, or null when too little of it is left to draw (fewer than 4 points, or smaller than
 * `minArea` square degrees). The first point is repeated at the end, as GeoJSON requires.
 */
export function simplifyRing(ring, { tolerance, decimals, minArea = 0 }) {
  if (ringArea(ring) < minArea) return null;
  const closed =
    ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring : [...ring, ring[0]];
  const out = roundLine(simplifyLine(closed, tolerance), decimals);
  const [first] = out;
  const last = out[out.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) out.push(first.slice());
  return out.length >= 4 && ringArea(out) > 0 ? out : null;
}

/** A line simplified and rounded, or null when it shrank to a point. */
export function simplifyPath(line, { tolerance, decimals }) {
  const out = roundLine(simplifyLine(line, tolerance), decimals);
  return out.length >= 2 ? out : null;
}

const key = (p) => `${p[0]},${p[1]}`;

/**
 * Joins lines that share an end into as few long lines as it can (a line may be reversed to fit), so a road drawn
 * from many short edges is simplified and sent as a few long paths.
 */
export function chainLines(lines) {
  const pending = lines.map((line) => line.slice());
  const byEnd = new Map();
  const index = (i) => {
    for (const end of [pending[i][0], pending[i][pending[i].length - 1]]) {
      const k = key(end);
      if (!byEnd.has(k)) byEnd.set(k, new Set());
      byEnd.get(k).add(i);
    }
  };
  const unindex = (i) => {
    for (const end of [pending[i][0], pending[i][pending[i].length - 1]]) byEnd.get(key(end))?.delete(i);
  };
  pending.forEach((_, i) => index(i));
  const used = new Uint8Array(pending.length);
  const out = [];
  for (let i = 0; i < pending.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    unindex(i);
    let line = pending[i];
    for (const atEnd of [true, false]) {
      for (;;) {
        const end = atEnd ? line[line.length - 1] : line[0];
        const next = [...(byEnd.get(key(end)) ?? [])].find((j) => !used[j]);
        if (next === undefined) break;
        used[next] = 1;
        unindex(next);
        let other = pending[next];
        if (atEnd) {
          if (key(other[0]) !== key(end)) other = other.slice().reverse();
          line = [...line, ...other.slice(1)];
        } else {
          if (key(other[other.length - 1]) !== key(end)) other = other.slice().reverse();
          line = [...other.slice(0, -1), ...line];
        }
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * The boundaries between neighbouring polygons, as lines: the edges two rings have in common (the source shares
 * their vertices), chained. Coastal edges belong to one polygon only and are left out: the coastline draws them.
 */
export function sharedBoundaries(rings) {
  const edgeKey = (a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
  };
  const count = new Map();
  for (const ring of rings) {
    const seen = new Set();
    for (let i = 1; i < ring.length; i++) {
      const k = edgeKey(ring[i - 1], ring[i]);
      if (seen.has(k)) continue;
      seen.add(k);
      count.set(k, (count.get(k) ?? 0) + 1);
    }
  }
  const edges = [];
  const taken = new Set();
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const k = edgeKey(ring[i - 1], ring[i]);
      if (count.get(k) < 2 || taken.has(k)) continue;
      taken.add(k);
      edges.push([ring[i - 1], ring[i]]);
    }
  }
  return chainLines(edges);
}
