// Rail on its track: each line of rail.mjs is laid along the OpenStreetMap railway ways
// (sources/osm-railways-lines.geojson, a copy of ../shared/geodata's, ODbL 1.0, "© OpenStreetMap contributors").
//
// The ways become a graph over their vertices (ways meet where they share a vertex). Every station is snapped to the
// nearest point of the track; consecutive stations of a line are joined by the shortest path along the track, so
// sidings, yards and other lines are left out unless a train runs over them. Where OpenStreetMap has a hole (two ways
// that should meet but do not), the path may jump the hole in a straight line; a jump costs far more than track, so
// the smallest hole that joins the two stations is taken, and every one used is recorded. Each stretch between two
// stations is then simplified (Douglas-Peucker) for drawing; the kilometres are measured before simplifying.
import fs from 'node:fs';

/** The OpenStreetMap railway ways this module reads (sources.mjs), and their licence. */
export const OSM_RAIL = {
  file: 'osm-railways-lines.geojson',
  source:
    'OpenStreetMap railway=rail ways via the HOT export hotosm_lka_railways_lines (2024-08), as mirrored in SanthushW/API_Data_Generator; file scripts/geo-data/sources/osm-railways-lines.geojson (a copy of ../shared/geodata/)',
  licence:
    'ODbL 1.0 (https://opendatacommons.org/licenses/odbl/1-0/); this file is a derived database under the same licence',
  attribution: '© OpenStreetMap contributors',
};

const R = 6371.0088;
const rad = (d) => (d * Math.PI) / 180;
export function haversineKm(a, b) {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** Local flat projection in km (good to a fraction of a percent over Sri Lanka's size). */
const KX = 111.32 * Math.cos(rad(7.8));
const KY = 110.574;

/** Simplification tolerance for the drawn line, in km. */
export const SIMPLIFY_KM = 0.02;
/** A hole in the OSM track is jumped only if it is at most this long. */
const MAX_GAP_KM = 60;
/** An interior station moves onto its line's through track only if that is at most this much further from it. */
const RESNAP_KM = 0.5;
/** Ways that miss each other by at most this much are joined (OSM ways that should share a vertex). */
const JOIN_KM = 0.06;
/** What a km of jump costs in the search, against 1 for a km of track: a join almost nothing, a hole a lot. */
const PENALTY = { join: 1.5, hole: 4 };

class MinHeap {
  constructor() {
    this.keys = [];
    this.vals = [];
  }
  get size() {
    return this.keys.length;
  }
  push(k, v) {
    const { keys, vals } = this;
    let i = keys.length;
    keys.push(k);
    vals.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= k) break;
      keys[i] = keys[p];
      vals[i] = vals[p];
      i = p;
    }
    keys[i] = k;
    vals[i] = v;
  }
  pop() {
    const { keys, vals } = this;
    const top = [keys[0], vals[0]];
    const k = keys.pop();
    const v = vals.pop();
    if (keys.length > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= keys.length) break;
        if (c + 1 < keys.length && keys[c + 1] < keys[c]) c++;
        if (keys[c] >= k) break;
        keys[i] = keys[c];
        vals[i] = vals[c];
        i = c;
      }
      keys[i] = k;
      vals[i] = v;
    }
    return top;
  }
}

/** The railway network of the OSM ways: vertices, track edges, and candidate jumps over holes. */
export class Track {
  constructor(features) {
    this.coords = [];
    this.adj = [];
    this.index = new Map();
    this.segments = [];
    this.wayOf = [];
    features.forEach((f, way) => {
      if (f.geometry?.type !== 'LineString') return;
      let prev = -1;
      for (const c of f.geometry.coordinates) {
        const v = this.vertex(c);
        this.wayOf[v].add(way);
        if (prev >= 0 && prev !== v) {
          this.link(prev, v, haversineKm(this.coords[prev], this.coords[v]), false);
          this.segments.push([prev, v]);
        }
        prev = v;
      }
    });
    this.addGapCandidates();
  }

  vertex(c) {
    const key = `${c[0].toFixed(7)},${c[1].toFixed(7)}`;
    let v = this.index.get(key);
    if (v === undefined) {
      v = this.coords.length;
      this.coords.push([c[0], c[1]]);
      this.adj.push([]);
      this.wayOf.push(new Set());
      this.index.set(key, v);
    }
    return v;
  }

  link(a, b, km, gap) {
    this.adj[a].push({ to: b, km, gap });
    this.adj[b].push({ to: a, km, gap });
  }

  /** Connected components of the real track (jumps excluded). */
  components() {
    const comp = new Int32Array(this.coords.length).fill(-1);
    let n = 0;
    for (let s = 0; s < comp.length; s++) {
      if (comp[s] >= 0) continue;
      const stack = [s];
      comp[s] = n;
      while (stack.length) {
        const u = stack.pop();
        for (const e of this.adj[u]) {
          if (e.gap || comp[e.to] >= 0) continue;
          comp[e.to] = n;
          stack.push(e.to);
        }
      }
      n++;
    }
    return comp;
  }

  /**
   * From every dead end of a way, possible jumps: to the nearest vertex of any other way within JOIN_KM (ways that
   * should share a vertex but miss by metres), and to the nearest vertex of each other piece of track within
   * MAX_GAP_KM (a hole in the data).
   */
  addGapCandidates() {
    const comp = this.components();
    const wayOf = this.wayOf;
    const cell = 0.03;
    const grid = new Map();
    const keyOf = (x, y) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
    this.coords.forEach((c, v) => {
      const k = keyOf(c[0], c[1]);
      (grid.get(k) ?? grid.set(k, []).get(k)).push(v);
    });
    const reach = Math.ceil(MAX_GAP_KM / (cell * KX));
    const deadEnds = this.coords.map((_, u) => u).filter((u) => this.adj[u].length === 1);
    for (const u of deadEnds) {
      const [x, y] = this.coords[u];
      const holes = new Map();
      const joins = new Map();
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      for (let i = -reach; i <= reach; i++) {
        for (let j = -reach; j <= reach; j++) {
          for (const v of grid.get(`${cx + i},${cy + j}`) ?? []) {
            if (v === u || this.adj[u].some((e) => e.to === v)) continue;
            const km = haversineKm(this.coords[u], this.coords[v]);
            if (km <= JOIN_KM && !wayOf[v].has([...wayOf[u]][0]) && km < (joins.get([...wayOf[v]][0])?.km ?? Infinity))
              joins.set([...wayOf[v]][0], { v, km });
            if (comp[v] !== comp[u] && km <= MAX_GAP_KM && km < (holes.get(comp[v])?.km ?? Infinity))
              holes.set(comp[v], { v, km });
          }
        }
      }
      const done = new Set();
      for (const { v, km } of joins.values()) {
        done.add(v);
        this.link(u, v, km, 'join');
      }
      for (const { v, km } of holes.values()) if (!done.has(v)) this.link(u, v, km, 'hole');
    }
  }

  /** The nearest point of the track to a place; a vertex there is added (splitting the segment) when needed. */
  snap(lngLat) {
    return this.snapTo(lngLat, this.segments);
  }

  /** The nearest point of a path (its vertices in order) to a place, as a vertex of the track. */
  snapOnto(lngLat, vertices) {
    return this.snapTo(
      lngLat,
      vertices.slice(1).map((v, i) => [vertices[i], v]),
    );
  }

  snapTo(lngLat, segments) {
    let best = null;
    const px = lngLat[0] * KX;
    const py = lngLat[1] * KY;
    for (const [a, b] of segments) {
      const ax = this.coords[a][0] * KX;
      const ay = this.coords[a][1] * KY;
      const dx = this.coords[b][0] * KX - ax;
      const dy = this.coords[b][1] * KY - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      const d2 = (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
      if (!best || d2 < best.d2) best = { a, b, t, d2 };
    }
    const { a, b, t } = best;
    const at = t <= 0 ? a : t >= 1 ? b : null;
    const point =
      at !== null
        ? this.coords[at]
        : [
            this.coords[a][0] + t * (this.coords[b][0] - this.coords[a][0]),
            this.coords[a][1] + t * (this.coords[b][1] - this.coords[a][1]),
          ];
    let v = at;
    if (v === null) {
      v = this.vertex(point);
      const kind = this.adj[a].find((e) => e.to === b)?.gap ?? false;
      this.link(a, v, haversineKm(this.coords[a], point), kind);
      this.link(v, b, haversineKm(point, this.coords[b]), kind);
      this.segments.push([a, v], [v, b]);
    }
    return { vertex: v, movedKm: haversineKm(lngLat, this.coords[v]) };
  }

  /** Shortest path along the track (jumps heavily penalised): the vertices in order and the jumps used. */
  path(from, to) {
    const n = this.coords.length;
    const cost = new Float64Array(n).fill(Infinity);
    const prev = new Int32Array(n).fill(-1);
    const prevEdge = new Array(n);
    const heap = new MinHeap();
    cost[from] = 0;
    heap.push(0, from);
    while (heap.size) {
      const [c, u] = heap.pop();
      if (c > cost[u]) continue;
      if (u === to) break;
      for (const e of this.adj[u]) {
        const nc = c + (e.gap ? e.km * PENALTY[e.gap] + 0.01 : e.km);
        if (nc < cost[e.to]) {
          cost[e.to] = nc;
          prev[e.to] = u;
          prevEdge[e.to] = e;
          heap.push(nc, e.to);
        }
      }
    }
    if (cost[to] === Infinity) return null;
    const vertices = [to];
    const gaps = [];
    let km = 0;
    for (let v = to; v !== from; v = prev[v]) {
      const e = prevEdge[v];
      km += e.km;
      if (e.gap) gaps.push({ kind: e.gap, from: this.coords[prev[v]], to: this.coords[v], km: e.km });
      vertices.push(prev[v]);
    }
    vertices.reverse();
    return { vertices, points: vertices.map((v) => this.coords[v]), km, gaps: gaps.reverse() };
  }
}

/** Douglas-Peucker in the flat projection; keeps both ends. */
export function simplify(points, tolerance = SIMPLIFY_KM) {
  if (points.length < 3) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop();
    const ax = points[i][0] * KX;
    const ay = points[i][1] * KY;
    const dx = points[j][0] * KX - ax;
    const dy = points[j][1] * KY - ay;
    const len = Math.hypot(dx, dy);
    let worst = -1;
    let worstD = tolerance;
    for (let k = i + 1; k < j; k++) {
      const px = points[k][0] * KX - ax;
      const py = points[k][1] * KY - ay;
      const d = len === 0 ? Math.hypot(px, py) : Math.abs(px * dy - py * dx) / len;
      if (d > worstD) [worst, worstD] = [k, d];
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([i, worst], [worst, j]);
    }
  }
  return points.filter((_, k) => keep[k]);
}

const r5 = (x) => Math.round(x * 1e5) / 1e5;
const r2 = (x) => Math.round(x * 100) / 100;

/**
 * Lays every line along the track. `lines` are rail.mjs's lines with station ids, a line that branches off another
 * coming after it; `placeOf(id)` gives a station's gazetteer point. Each station is snapped to the nearest track,
 * then, where that is a siding or another line (the path would run out to it and back), to the nearest point of the
 * track between its neighbours; a line's end at a station inside another line goes to the point where the two tracks
 * meet. Returns each line's drawn geometry, its stations' km along it, snapped points and snap distances, and the
 * joins and holes jumped.
 */
export function layRail(geojsonPath, lines, placeOf) {
  const osm = JSON.parse(fs.readFileSync(geojsonPath, 'utf8'));
  const track = new Track(osm.features);
  const gazetteer = (id) => [placeOf(id).lng, placeOf(id).lat];
  const snap = new Map();
  for (const line of lines)
    for (const id of line.stations) if (!snap.has(id)) snap.set(id, track.snap(gazetteer(id)).vertex);
  const route = (line, a, b) => {
    const path = track.path(snap.get(a), snap.get(b));
    if (!path)
      throw new Error(`rail ${line.id}: no track from ${a} to ${b}, not even across a hole of ${MAX_GAP_KM} km`);
    return path;
  };

  // Interior stations off the through track.
  for (const line of lines) {
    for (let i = 1; i + 1 < line.stations.length; i++) {
      const id = line.stations[i];
      const through = route(line, line.stations[i - 1], line.stations[i + 1]);
      if (through.vertices.includes(snap.get(id))) continue;
      const onto = track.snapOnto(gazetteer(id), through.vertices);
      // Not where the through track jumps a hole far from the station: there the nearest track is the better guess.
      if (onto.movedKm > haversineKm(gazetteer(id), track.coords[snap.get(id)]) + RESNAP_KM) continue;
      snap.set(id, onto.vertex);
    }
  }
  // Branch ends at junctions.
  const laidOn = new Map();
  for (const line of lines) {
    for (const [end, next] of [
      [0, 1],
      [line.stations.length - 1, line.stations.length - 2],
    ]) {
      const id = line.stations[end];
      const parent = lines.find(
        (l) =>
          l !== line &&
          laidOn.has(l.id) &&
          l.stations.indexOf(id) > 0 &&
          l.stations.indexOf(id) < l.stations.length - 1,
      );
      if (!parent) continue;
      const onParent = laidOn.get(parent.id);
      const inward = route(line, line.stations[next], id).vertices;
      const meet = inward.find((v) => onParent.has(v));
      if (meet !== undefined) snap.set(id, meet);
    }
    laidOn.set(line.id, new Set(line.stations.slice(1).flatMap((id, i) => route(line, line.stations[i], id).vertices)));
  }

  const gaps = [];
  const laid = lines.map((line) => {
    const geometry = [track.coords[snap.get(line.stations[0])].map(r5)];
    const stops = [];
    let km = 0;
    line.stations.forEach((id, i) => {
      if (i > 0) {
        const path = route(line, line.stations[i - 1], id);
        for (const g of path.gaps)
          gaps.push({
            kind: g.kind,
            line: line.id,
            between: [line.stations[i - 1], id],
            from: g.from.map(r5),
            to: g.to.map(r5),
            km: r2(g.km),
          });
        km += path.km;
        geometry.push(
          ...simplify(path.points)
            .slice(1)
            .map((c) => c.map(r5)),
        );
      }
      const [lng, lat] = track.coords[snap.get(id)];
      stops.push({
        station: id,
        km: r2(km),
        vertex: geometry.length - 1,
        lng: r5(lng),
        lat: r5(lat),
        snapM: Math.round(haversineKm(gazetteer(id), [lng, lat]) * 1000),
      });
    });
    return { id: line.id, geometry, lengthKm: r2(km), stops };
  });
  // A jump met by two lines (or twice) is listed once.
  const seen = new Set();
  const uniqueGaps = gaps.filter((g) => {
    const key = [g.from.join(), g.to.join()].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { lines: laid, gaps: uniqueGaps };
}
