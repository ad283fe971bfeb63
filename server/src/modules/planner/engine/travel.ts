import type { BuiltInGeoProvider } from '../../geo/geo.module.js';
import type { PathAnswer } from '../../geo/geo.module.js';
import type { GeoData } from '../../geo/geo.module.js';
import type { LngLat } from '../../geo/geo.module.js';
import { RailNetwork, type RailTrip } from './rail-network.js';

/** Public transport is slower than a private car on the same road; these factors are TripMate's estimates. */
export const SLOWER = { BUS: 1.35, TUKTUK: 1.2 } as const;

/** Getting to the station, buying or collecting tickets, boarding. */
export const STATION_MINUTES = 30;

/** A point the planner travels between: a gazetteer place (its id is a road-graph node when it is one) or an attraction. */
export type Point = { readonly key: string; readonly lat: number; readonly lng: number; readonly nodeId?: string };

export type Drive = { readonly km: number; readonly minutes: number; readonly roads: readonly string[] };

const MAX_MEMO = 100_000;

/**
 * Driving times between points on the built-in road graph, memoised for the life of the process (the road data never
 * changes while it runs), and trains along the railway track with the lines' typical times between key stations. The
 * planner plans on these; a configured maps service measures the chosen roads afterwards (../road-measure.ts).
 */
export class Travel {
  /**
   * One road search per pair of points for the life of the process: its drive and its line both come from it. Keyed
   * by the first point, then the second (planning asks millions of times; no key string is built for each).
   */
  private readonly paths = new Map<
    string,
    Map<string, { readonly path: PathAnswer | null; readonly drive: Drive | null }>
  >();
  private memoised = 0;
  private readonly rail: RailNetwork;

  constructor(
    private readonly engine: BuiltInGeoProvider,
    data: GeoData,
  ) {
    this.rail = new RailNetwork(data);
  }

  private search(a: Point, b: Point): { readonly path: PathAnswer | null; readonly drive: Drive | null } {
    let from = this.paths.get(a.key);
    if (!from) {
      from = new Map();
      this.paths.set(a.key, from);
    }
    let found = from.get(b.key);
    if (!found) {
      const path = this.engine.graph.route(
        { lng: a.lng, lat: a.lat, id: a.nodeId },
        { lng: b.lng, lat: b.lat, id: b.nodeId },
      );
      const drive = path
        ? {
            km: Math.round(path.km * 10) / 10,
            minutes: Math.round(path.minutes),
            roads: this.engine.graph.roads(path).filter((r) => r !== 'B'),
          }
        : null;
      found = { path, drive };
      if (++this.memoised > MAX_MEMO) {
        this.paths.clear();
        this.memoised = 1;
        this.paths.set(a.key, from);
        from.clear();
      }
      from.set(b.key, found);
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
    return path
      ? this.engine.graph.geometry([a.lng, a.lat], path, [b.lng, b.lat])
      : [
          [a.lng, a.lat],
          [b.lng, b.lat],
        ];
  }

  train(fromStation: string, toStation: string): RailTrip | null {
    return this.rail.trip(fromStation, toStation);
  }
}
