import type { BuiltInGeoProvider } from '../../geo/geo.module.js';
import { OpeningHours } from './hours.js';
import type { AttractionRecord, GeoData, PlaceRecord } from '../../geo/geo.module.js';
import { haversineKm } from '../../geo/geo.module.js';
import type { Area, BaseRecord, InterestId, PlannerData, Region } from '../planner.data.js';
import { MentionFinder } from './notes.js';
import { SLOWER, STATION_MINUTES, Travel, type Point } from './travel.js';

/** Which interests an attraction of each category serves. */
export const categoryInterests: Record<AttractionRecord['category'], readonly InterestId[]> = {
  'ancient-city': ['history', 'photography'],
  temple: ['history'],
  beach: ['beaches', 'relaxation', 'family', 'surfing'],
  'national-park': ['wildlife', 'family', 'photography'],
  waterfall: ['hiking', 'photography', 'family'],
  viewpoint: ['hiking', 'photography'],
  'tea-estate': ['tea', 'photography'],
  hike: ['hiking', 'photography'],
  museum: ['history', 'family'],
};

/**
 * Which interests the seasonal activities of seasons.json serve, beyond their sight's category: a whale-watching boat
 * from Mirissa is filed as a viewpoint but is a wildlife outing, a surf season serves surfers. Every `season` item
 * is listed here (planner.interests.test.ts checks it), so one added to the data is classified too.
 */
export const seasonInterests: Readonly<Record<string, readonly InterestId[]>> = {
  'whales-mirissa': ['wildlife'],
  'whales-trincomalee': ['wildlife'],
  'surf-arugam-bay': ['surfing'],
  'surf-south-west': ['surfing'],
  'elephant-gathering': ['wildlife'],
  'adams-peak-season': ['hiking'],
  'turtles-south-coast': ['wildlife', 'family'],
  'dolphins-kalpitiya': ['wildlife'],
  'pigeon-island-snorkelling': ['wildlife', 'beaches'],
  'hill-walks-clear-season': ['hiking'],
  'yala-dry-season': ['wildlife'],
};

/** Interests a plan serves with an activity rather than a sight: a cooking class, a ride on the train. */
export const activityInterests: ReadonlySet<InterestId> = new Set(['food', 'trains']);

/**
 * The weather area of each region (seasons.json describes areas). The south-east (Yala, Tissamaharama) is dry zone and
 * follows the cultural triangle's pattern, not the wet south-west coast's; the north-west (Kalpitiya, Mannar) the north's.
 */
export const areaOfRegion: Record<Region, Area> = {
  colombo: 'west-coast',
  'west-coast': 'west-coast',
  'south-coast': 'south-coast',
  'hill-country': 'hill-country',
  'cultural-triangle': 'cultural-triangle',
  'east-coast': 'east-coast',
  north: 'north',
  'south-east': 'cultural-triangle',
  'north-west': 'north',
};

export const placePoint = (p: PlaceRecord): Point => ({ key: `p:${p.id}`, lat: p.lat, lng: p.lng, nodeId: p.id });
export const attractionPoint = (a: AttractionRecord): Point => ({ key: `a:${a.id}`, lat: a.lat, lng: a.lng });

export type Base = BaseRecord & {
  readonly place: PlaceRecord;
  readonly point: Point;
  readonly area: Area;
  readonly nearby: readonly AttractionRecord[];
};

/** Attractions this close to a base (straight line) can be visited from it on a day out. */
export const DAY_OUT_KM = 45;

/** Everything the planner reads, indexed once per process. */
export class PlannerWorld {
  readonly travel: Travel;
  /** Each sight's opening hours and open days (hours.json). */
  readonly hours: OpeningHours;
  readonly mentions: MentionFinder;
  readonly bases: readonly Base[];
  readonly placeById: ReadonlyMap<string, PlaceRecord>;
  readonly attractionById: ReadonlyMap<string, AttractionRecord>;
  readonly stations: ReadonlySet<string>;
  /** The weather area of each beach: that of the nearest base within 30 km (a beach with none has no area). */
  readonly beachArea: ReadonlyMap<string, Area>;
  private readonly interestsById = new Map<string, readonly InterestId[]>();

  constructor(
    readonly geo: GeoData,
    /** The built-in engine, whatever maps provider the app is configured with: planning needs its synchronous answers. */
    readonly engine: BuiltInGeoProvider,
    readonly data: PlannerData,
  ) {
    this.travel = new Travel(engine, geo);
    this.hours = new OpeningHours(data);
    this.mentions = new MentionFinder(geo.places, geo.attractions, geo.placeNames);
    this.placeById = new Map(geo.places.map((p) => [p.id, p]));
    this.attractionById = new Map(geo.attractions.map((a) => [a.id, a]));
    this.stations = new Set(geo.rail.flatMap((l) => l.stations));
    this.bases = data.bases.map((b) => {
      const place = this.placeById.get(b.placeId)!;
      const nearby = geo.attractions
        .map((a) => ({ a, km: haversineKm(place.lat, place.lng, a.lat, a.lng) }))
        .filter((x) => x.km <= DAY_OUT_KM)
        .sort((x, y) => x.km - y.km || x.a.id.localeCompare(y.a.id))
        .map((x) => x.a);
      return { ...b, place, point: placePoint(place), area: areaOfRegion[b.region], nearby };
    });
    const beachArea = new Map<string, Area>();
    for (const a of geo.attractions) {
      const base = a.category === 'beach' ? this.baseNear(a.lat, a.lng, 30) : null;
      if (base) beachArea.set(a.id, base.area);
    }
    this.beachArea = beachArea;
  }

  /** The interests a sight serves: its category's, and its seasonal activities' (a whale-watching boat: wildlife). */
  interestsOf(a: AttractionRecord): readonly InterestId[] {
    let found = this.interestsById.get(a.id);
    if (!found) {
      const more = this.data.seasons.seasonal
        .filter((s) => s.kind === 'season' && s.attractionIds.includes(a.id))
        .flatMap((s) => seasonInterests[s.id] ?? []);
      found = [...new Set([...categoryInterests[a.category], ...more])];
      this.interestsById.set(a.id, found);
    }
    return found;
  }

  /**
   * Whether a sight is in season in a month: not closed then (closures), and the month among its best months
   * (attractions.json `bestMonths`) or its seasonal activity's (seasons.json `season` items). Any month is in
   * season for a trip without dates (null).
   */
  inSeason(a: AttractionRecord, month: number | null): boolean {
    if (month === null) return true;
    if (this.data.seasons.closures.some((c) => c.attractionId === a.id && c.closedMonths.includes(month))) return false;
    return (
      a.bestMonths.includes(month) ||
      this.data.seasons.seasonal.some(
        (s) => s.kind === 'season' && s.attractionIds.includes(a.id) && s.months.includes(month),
      )
    );
  }

  /** The base at or next to a place (within km), nearest first. */
  baseNear(lat: number, lng: number, km: number): Base | null {
    let best: Base | null = null;
    let bestKm = km;
    for (const b of this.bases) {
      const d = haversineKm(lat, lng, b.place.lat, b.place.lng);
      if (d <= bestKm) {
        bestKm = d;
        best = b;
      }
    }
    return best;
  }

  /** The rail station serving a place: the place itself, or the station of the base it is. */
  stationOf(place: PlaceRecord): string | null {
    if (this.stations.has(place.id)) return place.id;
    return this.baseNear(place.lat, place.lng, 3)?.station ?? null;
  }

  /** The fastest way between two places by public transport, in minutes: the bus, or the train when there is one. */
  publicMinutes(from: PlaceRecord, to: PlaceRecord, carMinutes: number): number {
    const a = this.stationOf(from);
    const b = this.stationOf(to);
    const train = a && b ? this.travel.train(a, b) : null;
    return Math.min(carMinutes * SLOWER.BUS, train ? train.minutes + STATION_MINUTES : Infinity);
  }
}
