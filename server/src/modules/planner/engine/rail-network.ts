import type { GeoData, LngLat } from '../../geo/geo.module.js';
import { MinHeap } from '../../geo/geo.module.js';

/** A train journey: km along the track, typical minutes, the lines taken in order, and its line along the track. */
export type RailTrip = {
  readonly km: number;
  readonly minutes: number;
  readonly lines: readonly string[];
  readonly geometry: readonly LngLat[];
};

/** One stretch of a line between two consecutive stations, in one direction. */
type RailArc = {
  readonly to: number;
  readonly minutes: number;
  readonly km: number;
  readonly line: number;
  readonly fromVertex: number;
  readonly toVertex: number;
};

/**
 * The railway as a graph of stations. Each stretch between consecutive stations is as long as the track between them
 * (the stations' km along their line, from OpenStreetMap); each line's typical times between key stations are spread
 * over the stretches between them by length.
 */
export class RailNetwork {
  private readonly index = new Map<string, number>();
  private readonly arcs: RailArc[][] = [];
  private readonly memo = new Map<string, RailTrip | null>();

  constructor(private readonly data: GeoData) {
    const node = (id: string) => {
      let i = this.index.get(id);
      if (i === undefined) {
        i = this.index.size;
        this.index.set(id, i);
        this.arcs.push([]);
      }
      return i;
    };
    data.rail.forEach((line, lineIndex) => {
      const km = line.stops.slice(1).map((stop, g) => stop.km - line.stops[g]!.km);
      // Minutes per km for each stretch, from the key-station time that spans it.
      const perKm = new Array<number>(km.length).fill(NaN);
      for (const timing of line.typicalMinutes) {
        const from = line.stations.indexOf(timing.from);
        const to = line.stations.indexOf(timing.to);
        const [lo, hi] = from < to ? [from, to] : [to, from];
        const span = km.slice(lo, hi).reduce((sum, k) => sum + k, 0);
        for (let g = lo; g < hi; g++) perKm[g] = timing.minutes / span;
      }
      // Stretches no key time spans take the line's average pace.
      const known = perKm.filter((v) => !Number.isNaN(v));
      const average = known.reduce((s, v) => s + v, 0) / Math.max(1, known.length) || 1.5;
      line.stops.slice(1).forEach((stop, g) => {
        const prev = line.stops[g]!;
        const a = node(prev.station);
        const b = node(stop.station);
        const minutes = km[g]! * (Number.isNaN(perKm[g]!) ? average : perKm[g]!);
        this.arcs[a]!.push({
          to: b,
          minutes,
          km: km[g]!,
          line: lineIndex,
          fromVertex: prev.vertex,
          toVertex: stop.vertex,
        });
        this.arcs[b]!.push({
          to: a,
          minutes,
          km: km[g]!,
          line: lineIndex,
          fromVertex: stop.vertex,
          toVertex: prev.vertex,
        });
      });
    });
  }

  /** The fastest train from one station to another (ids), or null when either has no train or they are the same. */
  trip(from: string, to: string): RailTrip | null {
    const start = this.index.get(from);
    const end = this.index.get(to);
    if (start === undefined || end === undefined || start === end) return null;
    const key = `${from}>${to}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const n = this.arcs.length;
    const dist = new Float64Array(n).fill(Infinity);
    const prev = new Array<RailArc | null>(n).fill(null);
    const prevNode = new Int32Array(n).fill(-1);
    const heap = new MinHeap(n * 4);
    dist[start] = 0;
    heap.push(0, start);
    while (heap.size > 0) {
      const d = heap.peekKey();
      const u = heap.pop();
      if (d > dist[u]!) continue;
      if (u === end) break;
      for (const arc of this.arcs[u]!) {
        const nd = d + arc.minutes;
        if (nd < dist[arc.to]!) {
          dist[arc.to] = nd;
          prev[arc.to] = arc;
          prevNode[arc.to] = u;
          heap.push(nd, arc.to);
        }
      }
    }
    let trip: RailTrip | null = null;
    if (dist[end] !== Infinity) {
      const path: RailArc[] = [];
      for (let v = end; v !== start; v = prevNode[v]!) path.unshift(prev[v]!);
      const lines: string[] = [];
      const geometry: LngLat[] = [];
      let km = 0;
      for (const arc of path) {
        km += arc.km;
        const name = this.data.rail[arc.line]!.name;
        if (lines.at(-1) !== name) lines.push(name);
        this.appendTrack(geometry, arc);
      }
      trip = { km: Math.round(km), minutes: Math.round(dist[end]!), lines, geometry };
    }
    this.memo.set(key, trip);
    return trip;
  }

  /** Adds an arc's stretch of track to a line, without repeating the station it shares with the stretch before. */
  private appendTrack(geometry: LngLat[], arc: RailArc) {
    const track = this.data.rail[arc.line]!.geometry;
    const step = arc.toVertex >= arc.fromVertex ? 1 : -1;
    for (let v = arc.fromVertex; v !== arc.toVertex + step; v += step) {
      const point = track[v]!;
      const last = geometry.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) geometry.push(point);
    }
  }
}
