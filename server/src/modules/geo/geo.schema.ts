import { z } from 'zod';
import { MAX_WAYPOINTS } from './builtin.provider.js';

/** Sri Lanka's bounding box with a margin for its islands and coastal waters. */
export const SRI_LANKA_BOUNDS = { minLat: 5.9, maxLat: 9.9, minLng: 79.5, maxLng: 82.0 } as const;
export const MAX_TEXT_LENGTH = 200;
export const MAX_RADIUS_KM = 20;
export const MAX_ATTRACTIONS = 20;
export const MAX_PATH_POINTS = 5000;

const text = z
  .string()
  .trim()
  .min(1, 'Enter a place.')
  .max(MAX_TEXT_LENGTH, `A place is at most ${MAX_TEXT_LENGTH} characters.`);

const latitude = z
  .number()
  .min(
    SRI_LANKA_BOUNDS.minLat,
    `Latitude must be within Sri Lanka (${SRI_LANKA_BOUNDS.minLat} to ${SRI_LANKA_BOUNDS.maxLat}).`,
  )
  .max(
    SRI_LANKA_BOUNDS.maxLat,
    `Latitude must be within Sri Lanka (${SRI_LANKA_BOUNDS.minLat} to ${SRI_LANKA_BOUNDS.maxLat}).`,
  );
const longitude = z
  .number()
  .min(
    SRI_LANKA_BOUNDS.minLng,
    `Longitude must be within Sri Lanka (${SRI_LANKA_BOUNDS.minLng} to ${SRI_LANKA_BOUNDS.maxLng}).`,
  )
  .max(
    SRI_LANKA_BOUNDS.maxLng,
    `Longitude must be within Sri Lanka (${SRI_LANKA_BOUNDS.minLng} to ${SRI_LANKA_BOUNDS.maxLng}).`,
  );

export const pointSchema = z.object({ lat: latitude, lng: longitude });

/** A stop: free text to geocode, or a point; exactly one. */
export const locationSchema = z
  .object({ text: text.nullish(), point: pointSchema.nullish() })
  .refine((l) => (l.text == null) !== (l.point == null), { message: 'Give either text or a point for each place.' });

export const geocodeSchema = z.object({ query: text });

export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 10;

export const geocodeSuggestionsSchema = z.object({
  query: text,
  first: z
    .number()
    .int()
    .min(1, 'first is at least 1.')
    .max(MAX_SUGGESTIONS, `first is at most ${MAX_SUGGESTIONS}.`)
    .nullish(),
});

/** An address as a business gives it (the directory allows 300 characters). */
export const addressPinSchema = z.object({
  address: z.string().trim().min(1, 'Enter an address.').max(300, 'An address is at most 300 characters.'),
});

export const pinAtSchema = z.object({ point: pointSchema });

export const routeSchema = z.object({
  from: locationSchema,
  to: locationSchema,
  waypoints: z.array(locationSchema).max(MAX_WAYPOINTS, `At most ${MAX_WAYPOINTS} waypoints.`).nullish(),
  optimize: z.boolean().nullish(),
});

export const attractionsAlongRouteSchema = z.object({
  path: z
    .array(pointSchema)
    .min(1, 'The route needs at least one point.')
    .max(MAX_PATH_POINTS, `A route has at most ${MAX_PATH_POINTS} points.`),
  radiusKm: z
    .number()
    .positive('radiusKm must be positive.')
    .max(MAX_RADIUS_KM, `radiusKm is at most ${MAX_RADIUS_KM}.`)
    .nullish(),
  limit: z
    .number()
    .int()
    .min(1, 'limit is at least 1.')
    .max(MAX_ATTRACTIONS, `limit is at most ${MAX_ATTRACTIONS}.`)
    .nullish(),
});

export type LocationInputData = z.infer<typeof locationSchema>;
