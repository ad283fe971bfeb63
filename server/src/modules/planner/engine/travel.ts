import type { BuiltInGeoProvider } from '../../geo/geo.module.js';
import type { PathAnswer } from '../../geo/geo.module.js';
import type { GeoData } from '../../geo/geo.module.js';
import { haversineKm, MinHeap, type LngLat } from '../../geo/geo.module.js';

/** Public transport is slower than a private car on the same road; these factors are TripMate's estimates. */
export const SLOWER = { BUS: 1.35, TUKTUK: 1.2 } as const;

/** Getting to the station, buying or collecting tickets, boarding. */
export const STATION_MINUTES = 30;

/** A point the planner travels between: a gazetteer place (its id is a road-graph node when it is one) or an attraction. */
export type Point = { readonly key: string; readonly lat: number; readonly lng: number; readonly nodeId?: string };

export type Drive = { readonly km: number; readonly minutes: number; readonly roads: readonly string[] };
export type RailTrip = { readonly km: number; readonly minutes: number; readonly lines: readonly string[] };

/** Railway track is longer than the straight line between stations; this is the usual ratio on Sri Lanka's lines (approximate). */
const TRACK_WINDING = 1.25;
const MAX_MEMO = 100_000;

/**
 * Driving times between points on the built-in road graph, memoised for the life of the process (the road data never
 * changes while it runs), and train times on the railway lines from their typical times between key stations. The
 * planner plans on these; a configured maps service measures the chosen roads afterwards (../road-measure.ts).
 */
export class Travel {
  /** One road search per pair of points for the life of the process: its drive and its line both come from it. */
  private readonly paths = new Map<string, { readonly path: PathAnswer | null; readonly drive: Drive | null }>();
  private readonly rail: RailNetwork;

  constructor(
    private readonly engine: BuiltInGeoProvider,
    data: GeoData,
  ) {
    this.rail = new RailNetwork(data);
  }

  private search(a: Point, b: Point): { readonly path: PathAnswer | null; readonly drive: Drive | null } {
    const key = `${a.key}>${b.key}`;
    let found = this.paths.get(key);
    if (!found) {
      const path = this.engine.graph.route({ lng: a.lng, lat: a.lat, id: a.nodeId }, { lng: b.lng, lat: b.lat, id: b.nodeId });
      const drive = path ? { km: Math.round(path.km * 10) / 10, minutes: Math.round(path.minutes), roads: this.engine.graph.roads(path).filter((r) => r !== 'B') } : null;
      found = { path, drive };
      if (this.paths.size >= MAX_MEMO) this.paths.clear();
      this.paths.set(key, found);
    }
    return found;
  }

  drive(a: Point, b: Point): Drive | null {
    if (a.key === b.key) return { km: 0, minutes: 0, roads: [] };
    return this.search(a, b).drive;
  }

  /** The line of a drive, for finding attractions along it. */
  line(a: Point, b: Point): LngLat[] {
    const { path } = this.search(a, b);
    return path ? this.engine.graph.geometry([a.lng, a.lat], path, [b.lng, b.lat]) : [[a.lng, a.lat], [b.lng, b.lat]];
  }

  train(fromStation: string, toStation: string): RailTrip | null {
    return this.rail.trip(fromStation, toStation);
  }
}

type RailArc = { readonly to: number; readonly minutes: number; readonly km: number; readonly line: string };

/** The railway as a graph of stations; each line's typical times between key stations are spread over the stations between them by distance. */
class RailNetwork {
  private readonly index = new Map<string, number>();
  private readonly arcs: RailArc[][] = [];
  private readonly memo = new Map<string, RailTrip | null>();

  constructor(data: GeoData) {
    const placeOf = new Map(data.places.map((p) => [p.id, p]));
    const node = (id: string) => {
      let i = this.index.get(id);
      if (i === undefined) {
        i = this.index.size;
        this.index.set(id, i);
        this.arcs.push([]);
      }
      return i;
    };
    for (const line of data.rail) {
      const km = line.stations.slice(1).map((id, i) => {
        const a = placeOf.get(line.stations[i]!)!;
        const b = placeOf.get(id)!;
        return haversineKm(a.lat, a.lng, b.lat, b.lng) * TRACK_WINDING;
      });
      // Minutes per km for each gap, from the key-station time that spans it.
      const perKm = new Array<number>(km.length).fill(NaN);
      for (const timing of line.typicalMinutes) {
        const from = line.stations.indexOf(timing.from);
        const to = line.stations.indexOf(timing.to);
        const [lo, hi] = from < to ? [from, to] : [to, from];
        const span = km.slice(lo, hi).reduce((sum, k) => sum + k, 0);
        for (let g = lo; g < hi; g++) perKm[g] = timing.minutes / span;
      }
      // Gaps no key time spans take the line's average pace.
      const known = perKm.filter((v) => !Number.isNaN(v));
      const average = known.reduce((s, v) => s + v, 0) / Math.max(1, known.length) || 1.5;
      line.stations.slice(1).forEach((id, g) => {
        const a = node(line.stations[g]!);
        const b = node(id);
        const minutes = km[g]! * (Number.isNaN(perKm[g]!) ? average : perKm[g]!);
        this.arcs[a]!.push({ to: b, minutes, km: km[g]!, line: line.name });
        this.arcs[b]!.push({ to: a, minutes, km: km[g]!, line: line.name });
      });
    }
  }

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
      let km = 0;
      const lines: string[] = [];
      for (let v = end; v !== start; v = prevNode[v]!) {
        const arc = prev[v]!;
        km += arc.km;
        if (lines[0] !== arc.line) lines.unshift(arc.line);
      }
      trip = { km: Math.round(km), minutes: Math.round(dist[end]!), lines };
    }
    this.memo.set(key, trip);
    return trip;
  }
}
