import { z } from 'zod';
import { businessCategories, eatCategories, stayCategories } from './business-category.js';
import { languages, priceRanges, weekdays } from './business-details.js';
import { DISTRICT_NAMES, SRI_LANKA_BOUNDS as LK } from '../geo/geo.module.js';

export const businessLimits = {
  name: 120,
  address: 300,
  email: 254,
  telephone: 32,
  website: 2048,
  description: 2000,
} as const;

/** Trimmed text; empty after trimming counts as missing. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Trimmed text or nothing; empty after trimming becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Any scheme (`javascript:`, `ftp:`, `mailto:`), but not a port after a bare host (`ella-view.lk:8080`). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** A bare domain (`ella-view.lk`, `www.ella-view.lk/rooms`) is read as an https:// address. */
function withWebScheme(value: string | null): string | null {
  if (value === null || HAS_SCHEME.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

const TELEPHONE_CHARACTERS = /^[\d\s()+-]+$/;

const HOURS_MESSAGE = 'Opening hours must be times like 08:00 or 22:30.';
const clockTime = z
  .string({ error: HOURS_MESSAGE })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOURS_MESSAGE);
/** A closing time may be 24:00, the day's end: 00:00 to 24:00 is open all day (00:00 to 00:00 says nothing). */
const closingTime = z
  .string({ error: HOURS_MESSAGE })
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, HOURS_MESSAGE);

/** One interval a day; a closing time before the opening time runs past midnight. Days left out are closed. */
const openingHours = z
  .array(
    z
      .object({
        day: z.enum(weekdays, { error: `Opening hours need a day: one of ${weekdays.join(', ')}.` }),
        opens: clockTime,
        closes: closingTime,
      })
      .refine((hours) => hours.opens !== hours.closes, 'Opening hours cannot open and close at the same time.'),
    { error: 'Opening hours must be a list of days with their opening and closing times.' },
  )
  .max(7, 'Opening hours may give each day once.')
  .refine(
    (hours) => new Set(hours.map((entry) => entry.day)).size === hours.length,
    'Opening hours may give each day once.',
  )
  .nullish()
  .transform((hours) => [...(hours ?? [])].sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day)));

const LOCATION_SHAPE =
  'Location must be a point with a latitude and a longitude, such as {"lat": 6.8667, "lng": 81.0466}.';
const coordinate = z.number({ error: LOCATION_SHAPE }).refine(Number.isFinite, LOCATION_SHAPE);

/**
 * The map pin an owner placed: inside Sri Lanka's box here (the service then keeps it on the island's land). Left out
 * or null, the pin is found from the address.
 */
export const locationSchema = z
  .object({ lat: coordinate, lng: coordinate }, { error: LOCATION_SHAPE })
  .refine(
    ({ lat, lng }) => lat >= LK.minLat && lat <= LK.maxLat && lng >= LK.minLng && lng <= LK.maxLng,
    `Location must be in Sri Lanka: latitude ${LK.minLat} to ${LK.maxLat}, longitude ${LK.minLng} to ${LK.maxLng}.`,
  )
  .nullish()
  .transform((point) => (point ? { lat: point.lat, lng: point.lng } : null));

export const registerBusinessSchema = z.object({
  name: requiredText('Name', businessLimits.name),
  address: requiredText('Address', businessLimits.address),
  email: requiredText('Email', businessLimits.email).pipe(z.email('Email must be a valid email address.')),
  telephone: requiredText('Telephone', businessLimits.telephone)
    .refine(
      (value) => TELEPHONE_CHARACTERS.test(value),
      'Telephone may contain only digits, spaces, +, - and parentheses.',
    )
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 20;
    }, 'Telephone must have 7 to 20 digits.'),
  website: optionalText('Website', businessLimits.website)
    .transform(withWebScheme)
    .refine(
      (value) => value === null || isWebAddress(value),
      'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
    )
    .refine(
      (value) => value === null || value.length <= businessLimits.website,
      `Website must be at most ${businessLimits.website} characters.`,
    ),
  description: optionalText('Description', businessLimits.description),
  category: z.enum(businessCategories, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required.'
        : `Category must be one of: ${businessCategories.join(', ')}.`,
  }),
  openingHours,
  languages: z
    .array(z.enum(languages, { error: `Languages must be among: ${languages.join(', ')}.` }), {
      error: `Languages must be among: ${languages.join(', ')}.`,
    })
    .max(languages.length, `Languages must be among: ${languages.join(', ')}.`)
    .nullish()
    .transform((spoken) => [...new Set(spoken ?? [])]),
  priceRange: z
    .enum(priceRanges, { error: `Price range must be one of: ${priceRanges.join(', ')}.` })
    .nullish()
    .transform((range) => range ?? null),
  closedOnPoyaDays: z
    .boolean({ error: 'Closed on poya days must be true or false.' })
    .nullish()
    .transform((closed) => closed ?? false),
  location: locationSchema,
});

export type RegisterBusinessData = z.output<typeof registerBusinessSchema>;

/** An edit replaces the whole listing, so it is checked exactly as a registration is. */
export const updateBusinessSchema = registerBusinessSchema;

/** Directory search (issue 19, item 7): a query's length, the circle's radius, and how many results a search answers. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The widest circle around a point any read of the directory takes: a search's and the listings near a place alike. */
export const MAX_NEAR_RADIUS_KM = 50;
export const DEFAULT_SEARCH_RADIUS_KM = 10;
/** A search ranks (or a near-point list orders) at most this many listings; pages go no further. */
export const MAX_SEARCH_RESULTS = 200;

const LAT_RANGE = `lat must be a latitude in Sri Lanka, from ${LK.minLat} to ${LK.maxLat}.`;
const LNG_RANGE = `lng must be a longitude in Sri Lanka, from ${LK.minLng} to ${LK.maxLng}.`;
const finite = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);
const latitude = finite('lat must be a number.').refine((lat) => lat >= LK.minLat && lat <= LK.maxLat, LAT_RANGE);
const longitude = finite('lng must be a number.').refine((lng) => lng >= LK.minLng && lng <= LK.maxLng, LNG_RANGE);
const radiusKm = finite('radiusKm must be a number.')
  .refine((km) => km > 0, 'radiusKm must be more than 0.')
  .refine((km) => km <= MAX_NEAR_RADIUS_KM, `radiusKm must be at most ${MAX_NEAR_RADIUS_KM}.`);

const DISTRICT_MESSAGE = `district must be one of: ${DISTRICT_NAMES.join(', ')}.`;
/** A district by its name in any case (`nuwara eliya`), answered as stored (`Nuwara Eliya`). */
const district = z
  .string({ error: DISTRICT_MESSAGE })
  .trim()
  .max(40, DISTRICT_MESSAGE)
  .nullish()
  .transform((name, ctx) => {
    if (!name) return null;
    const known = DISTRICT_NAMES.find(
      (candidate) => candidate.toLowerCase() === name.toLowerCase().replace(/\s+/g, ' '),
    );
    if (!known) ctx.addIssue({ code: 'custom', message: DISTRICT_MESSAGE });
    return known ?? null;
  });

/** Words to search for; GraphQL calls them `query`, REST `q`. */
const searchQuery = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `${name} must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A page of the directory: newest first, filtered by category and district (and the older `search`, every word as a
 * substring); or, with `query` or a point, a search: best match first, or nearest first when a point is given. GraphQL
 * sends the point as `near: { lat, lng, radiusKm }`, REST as the query-string parameters `lat`, `lng` and `radiusKm`.
 */
export const listBusinessesSchema = z
  .object({
    first: z
      .number({ error: 'first must be a whole number.' })
      .int('first must be a whole number.')
      .min(1, 'first must be between 1 and 100.')
      .max(100, 'first must be between 1 and 100.')
      .default(20),
    after: z.string().trim().max(200, 'after is not a valid cursor.').nullish(),
    category: z
      .enum(businessCategories, { error: `category must be one of: ${businessCategories.join(', ')}.` })
      .nullish(),
    district,
    search: z
      .string()
      .trim()
      .max(100, 'search must be at most 100 characters.')
      .nullish()
      .transform((value) => (value ? value : null)),
    query: searchQuery('query'),
    q: searchQuery('q'),
    near: z
      .object(
        { lat: latitude, lng: longitude, radiusKm: radiusKm.nullish() },
        { error: 'near must be a point with lat and lng, and optionally radiusKm.' },
      )
      .nullish(),
    lat: latitude.nullish(),
    lng: longitude.nullish(),
    radiusKm: radiusKm.nullish(),
  })
  .superRefine((input, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const flat = input.lat != null || input.lng != null;
    if (flat && (input.lat == null || input.lng == null))
      problem(input.lat == null ? 'lat' : 'lng', 'lat and lng go together: give both, or neither.');
    else if (input.radiusKm != null && !flat)
      problem('radiusKm', 'radiusKm needs lat and lng: the point to measure from.');
    else if (flat && input.near) problem('near', 'Give near or lat and lng, not both.');
    else if (input.query && input.q) problem('q', 'Give query or q, not both.');
    else if (input.search && (input.query || input.q || input.near || flat))
      problem('search', 'search cannot be combined with q, query or a point: use q or query.');
  })
  .transform(({ lat, lng, radiusKm: flatRadius, near, q, query, ...rest }) => {
    const point = near ?? (lat != null && lng != null ? { lat, lng, radiusKm: flatRadius } : null);
    return {
      ...rest,
      query: query ?? q,
      near: point
        ? { point: { lat: point.lat, lng: point.lng }, radiusKm: point.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM }
        : null,
    };
  });

/** Listings near a point: at most MAX_NEAR_RADIUS_KM and 50 listings. */
export const MAX_NEAR_LIMIT = 50;
export const nearSchema = z.object({
  point: locationSchema.pipe(z.object({ lat: z.number(), lng: z.number() }, { error: 'A point is required.' })),
  radiusKm: z
    .number({ error: 'radiusKm must be a number.' })
    .positive('radiusKm must be more than 0.')
    .max(MAX_NEAR_RADIUS_KM, `radiusKm must be at most ${MAX_NEAR_RADIUS_KM}.`),
  categories: z
    .array(z.enum(businessCategories, { error: `categories must be among: ${businessCategories.join(', ')}.` }))
    .max(businessCategories.length, `categories must be among: ${businessCategories.join(', ')}.`)
    .transform((list) => [...new Set(list)]),
  limit: z
    .number()
    .int('limit must be a whole number.')
    .min(1, `limit must be between 1 and ${MAX_NEAR_LIMIT}.`)
    .max(MAX_NEAR_LIMIT, `limit must be between 1 and ${MAX_NEAR_LIMIT}.`),
});

/** What a page asks of the listings near a place (a guide's "where to stay and eat"): at most 12, within 25 km. */
export const nearbyListingsSchema = z.object({
  first: z
    .number()
    .int('first must be a whole number.')
    .min(1, 'first must be between 1 and 12.')
    .max(12, 'first must be between 1 and 12.'),
  radiusKm: z
    .number({ error: 'radiusKm must be a number.' })
    .positive('radiusKm must be more than 0.')
    .max(25, 'radiusKm must be at most 25.'),
  categories: z
    .array(z.enum(businessCategories, { error: `categories must be among: ${businessCategories.join(', ')}.` }))
    .max(businessCategories.length, `categories must be among: ${businessCategories.join(', ')}.`)
    .nullish()
    .transform((list) => (list && list.length > 0 ? list : [...stayCategories, ...eatCategories])),
});

/** A management code as its holder pastes it; its match is the service's question. */
export const managementCodeSchema = z.object({
  managementCode: z
    .string({ error: 'Management code is required.' })
    .trim()
    .min(1, 'Management code is required.')
    .max(100, 'This management code does not match the business. Check it and try again.'),
});
