import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { paths } from '../../config/paths.js';
import type { GeoData } from '../geo/geo.module.js';

/** The planner's curated data (see data/README.md for sources and years); read once at boot, checked against the geo data. */
export const plannerDataDir = path.join(paths.root, 'server/src/modules/planner/data');

export const interestIds = [
  'beaches',
  'wildlife',
  'history',
  'hiking',
  'tea',
  'surfing',
  'food',
  'family',
  'relaxation',
  'trains',
  'photography',
] as const;
export type InterestId = (typeof interestIds)[number];

export const areas = ['west-coast', 'south-coast', 'east-coast', 'north', 'hill-country', 'cultural-triangle'] as const;
export type Area = (typeof areas)[number];

export const regions = [
  'colombo',
  'west-coast',
  'south-coast',
  'hill-country',
  'cultural-triangle',
  'east-coast',
  'north',
  'south-east',
  'north-west',
] as const;
export type Region = (typeof regions)[number];

const baseSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  region: z.enum(regions),
  coast: z.enum(['west', 'south', 'east', 'north']).nullable(),
  themes: z.array(z.enum(interestIds)),
  stayFactor: z.number().min(0.5).max(2),
  station: z.string().nullable(),
  minNights: z.number().int().min(1),
  /** At most this many nights unless the traveller named the town or loves one of `moreNightsFor`. */
  maxNights: z.number().int().min(1).optional(),
  moreNightsFor: z.array(z.enum(interestIds)).optional(),
  /** The sights a local guide would not leave out of a stay here, when the traveller's interests match them. */
  mustSee: z.array(z.object({ attractionId: z.string(), interests: z.array(z.enum(interestIds)).min(1) })).optional(),
  why: z.string().min(1),
});

export const rateIds = [
  'stay.budget',
  'stay.midrange',
  'stay.comfort',
  'food.budget',
  'food.midrange',
  'food.comfort',
  'transport.car',
  'transport.van',
  'transport.coach',
  'transport.driver-night',
  'transport.bus',
  'transport.tuktuk',
  'transport.train.second',
  'transport.train.first',
  'activity.safari-jeep',
  'activity.whale-watching',
  'activity.surf-lesson',
  'activity.cooking-class',
  'activity.tea-factory',
  'tickets.park',
  'buffer',
] as const;
export type RateId = (typeof rateIds)[number];

/** A month of a year, "2025-10": when a figure was read. */
const yearMonth = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/);

/**
 * A fare table (the tuk-tuk's): the meter's first km and each km after, rounded up as meters round, a minimum TripMate
 * counts a ride at, and the ranges drivers quote tourists without a meter, by distance, where a source gives them.
 */
const fareTableSchema = z.object({
  firstKmLkr: z.number().positive(),
  perKmAfterLkr: z.number().positive(),
  roundUpToLkr: z.number().int().positive(),
  minimumLkr: z.number().positive(),
  asOf: yearMonth,
  confidence: z.enum(['high', 'medium', 'low']),
  touristQuotes: z.array(
    z.object({
      fromKm: z.number().min(0),
      toKm: z.number().positive().nullable(),
      fromLkr: z.number().positive(),
      toLkr: z.number().positive(),
    }),
  ),
});
export type FareTable = z.infer<typeof fareTableSchema>;

const rateSchema = z.object({
  id: z.string(),
  what: z.string(),
  amountLkr: z.number().min(0),
  unit: z.string(),
  year: z.number().int().min(2020),
  assumption: z.string(),
  approximate: z.boolean(),
  /** Where the figure comes from, as a traveller reads it (translated in `writer/data-texts/rates.ts`). */
  citation: z.string().min(1),
  /** The curator's provenance: publications, addresses, dates; for the data's maintainers, never shown. */
  source: z.string(),
  fare: fareTableSchema.optional(),
});

const ratesSchema = z.object({
  currency: z.literal('LKR'),
  rates: z.array(rateSchema),
  exchangeRates: z.array(
    z.object({
      currency: z.enum(['USD', 'EUR', 'GBP']),
      lkrPerUnit: z.number().positive(),
      /** The month the rate was read: every conversion a traveller sees says it. */
      asOf: yearMonth,
      year: z.number().int(),
      approximate: z.boolean(),
      citation: z.string().min(1),
      source: z.string(),
    }),
  ),
});

/** How strong a kind of page is as evidence of a fee: an issuer's page or a gazette, the national press, anything else. */
export const sourceKinds = ['issuer', 'gazette', 'press', 'blog', 'operator'] as const;
/** A date as precise as the page gives it: "2023", "2023-05" or "2023-05-23". */
const partialDate = z.string().regex(/^20\d\d(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/);
/** One published page a fee row, a season or a closure was read from. */
const feeSourceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  publisher: z.string().min(1),
  kind: z.enum(sourceKinds),
  /** The page's own date; for an undated page (`undated`), the year `dateNote` reasons it to. */
  date: partialDate,
  undated: z.boolean().default(false),
  dateNote: z.string().optional(),
  /** When TripMate read the stored copy of the page. */
  read: yearMonth,
  /** What the page says, in short. */
  says: z.string().min(1),
});
export type FeeSource = z.infer<typeof feeSourceSchema>;
/** The pages a season or closure was read from, and what was not found. */
const cited = { sources: z.array(feeSourceSchema).default([]), noSourceFound: z.string().min(1).optional() };

const weather = z.enum(['dry', 'mixed', 'wet']);
const month = z.number().int().min(1).max(12);

const seasonsSchema = z.object({
  areas: z.array(z.enum(areas)),
  months: z
    .array(
      z.object({
        month,
        name: z.string(),
        monsoon: z.enum(['northeast', 'southwest', 'inter-monsoon']),
        weather: z.object(Object.fromEntries(areas.map((a) => [a, weather])) as Record<Area, typeof weather>),
        note: z.string(),
      }),
    )
    .length(12),
  beachSeasons: z.object({ note: z.string(), areas: z.partialRecord(z.enum(areas), z.array(month)), ...cited }),
  closures: z.array(
    z.object({
      attractionId: z.string(),
      closedMonths: z.array(month),
      note: z.string(),
      approximate: z.boolean(),
      /** What to offer instead in the closed months: attractions that are open then, and a seasonal item (by id) that is in season. */
      instead: z
        .object({ attractionIds: z.array(z.string()).default([]), seasonal: z.string().nullable().default(null) })
        .optional(),
      ...cited,
    }),
  ),
  /** `season`: when an activity or sight is at its best (said when a visit falls outside it); `event`: a festival on its dates. */
  seasonal: z.array(
    z.object({
      id: z.string(),
      attractionIds: z.array(z.string()),
      area: z.enum(areas),
      months: z.array(month),
      what: z.string(),
      note: z.string(),
      kind: z.enum(['season', 'event']).default('season'),
      ...cited,
    }),
  ),
});

export const tipCategories = ['season', 'transport', 'etiquette', 'money', 'health', 'safety'] as const;
const tipsSchema = z.object({
  tips: z.array(
    z.object({
      id: z.string(),
      category: z.enum(tipCategories),
      when: z
        .object({
          interests: z.array(z.enum(interestIds)).optional(),
          regions: z.array(z.string()).optional(),
          months: z.array(month).optional(),
          modes: z.array(z.string()).optional(),
        })
        .default({}),
      text: z.string().min(1),
    }),
  ),
});

const money = z.number().min(0).nullable();
/** Under `freeUnder` a child enters free; up to `childUpTo` (inclusive) pays the child price. */
const childBand = z.object({ freeUnder: z.number().int().min(0).max(18), childUpTo: z.number().int().min(0).max(17) });
/**
 * `taxPercent`: a tax the issuer adds to the listed ticket at the gate (VAT at the wildlife department's parks);
 * `children`: this group's own age band, when it differs from the row's (Sri Lankan children under 18 enter the
 * Central Cultural Fund's sites free).
 */
const feeGroup = z.object({
  currency: z.enum(['LKR', 'USD']),
  adult: money,
  child: money,
  taxPercent: z.number().min(0).max(30).default(0),
  children: childBand.optional(),
});
export const residencies = ['FOREIGN', 'SAARC', 'RESIDENT'] as const;
export type ResidencyId = (typeof residencies)[number];
const feeSchema = z.object({
  attractionId: z.string(),
  issuer: z.string().min(1),
  /** The year of the figure: the year of the row's first source, the one its main figure is read from. */
  year: z.number().int().min(2010),
  confidence: z.enum(['high', 'medium', 'low']),
  /** Under `freeUnder` a child enters free; up to `childUpTo` (inclusive) pays the child price; null: not known. */
  children: childBand.nullable(),
  prices: z.object({ FOREIGN: feeGroup, SAARC: feeGroup, RESIDENT: feeGroup }),
  /** Charged once per group (not per person) on top of the tickets; kept out of the per-person price. */
  serviceCharge: z
    .object({
      perGroup: z.literal(true),
      currency: z.enum(['LKR', 'USD']),
      from: z.number().positive(),
      to: z.number().positive(),
      note: z.string().min(1),
    })
    .optional(),
  /** The activity in rates.json that prices a visit here (a tea-factory tour), so the row itself is 0. */
  pricedAs: z.enum(rateIds).optional(),
  note: z.string(),
  /** The pages the row was read from, the one its main figure comes from first. */
  sources: z.array(feeSourceSchema),
  /** When no page settles the price: what was looked for and not found (every price is then null). */
  noSourceFound: z.string().min(1).optional(),
});
const sunSchema = z.object({
  sights: z.array(
    z.object({
      attractionId: z.string(),
      event: z.enum(['sunrise', 'sunset']),
      leadMinutes: z.number().int().min(0).max(300),
      approximate: z.boolean(),
      note: z.string().min(1),
    }),
  ),
});
export type SunSight = z.infer<typeof sunSchema>['sights'][number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const hoursFields = {
  open: clock,
  close: clock,
  lastEntry: clock.optional(),
  /** 0 = Sunday ... 6 = Saturday. */
  days: z.array(z.number().int().min(0).max(6)).min(1).optional(),
  closedOnPoya: z.boolean().optional(),
  weekendsAndPoyaOnly: z.boolean().optional(),
  exposure: z.enum(['climb', 'sun']).nullable().optional(),
};
const categories = [
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
const hoursSchema = z.object({
  note: z.string(),
  /** Each category's conservative assumption for a sight without a sourced row (`basis` says why). */
  defaults: z.record(
    z.enum(categories),
    z.object({ ...hoursFields, days: hoursFields.days.unwrap(), basis: z.string().min(1) }),
  ),
  /** Rows read from a cited page; `confidence: approximate` where sources disagree or none gave the figure. */
  sights: z.record(
    z.string(),
    z.object({
      ...hoursFields,
      confidence: z.enum(['published', 'approximate']),
      source: z.string().min(1),
      url: z.string().nullable(),
      read: z.string().nullable(),
    }),
  ),
});
export type HoursRow = z.infer<typeof hoursSchema>['sights'][string];
export type HoursFile = z.infer<typeof hoursSchema>;

export type BaseRecord = z.infer<typeof baseSchema>;
export type FeeRecord = z.infer<typeof feeSchema>;
export type RateRecord = z.infer<typeof rateSchema> & { readonly id: RateId };
export type Seasons = z.infer<typeof seasonsSchema>;
export type TipRecord = z.infer<typeof tipsSchema>['tips'][number];
export type ExchangeRateRecord = z.infer<typeof ratesSchema>['exchangeRates'][number];

export type PlannerData = {
  readonly bases: readonly BaseRecord[];
  /** The airports where travellers land from abroad (bases.json `arrivalAirports`): a long first drive from one starts with a night near it. */
  readonly arrivalAirports: ReadonlySet<string>;
  /** National parks visited by hired jeep, and those charging the wildlife department's foreign ticket. */
  readonly parks: { readonly jeepSafari: ReadonlySet<string>; readonly wildlifeTicket: ReadonlySet<string> };
  readonly rates: ReadonlyMap<RateId, RateRecord>;
  readonly exchangeRates: readonly ExchangeRateRecord[];
  readonly seasons: Seasons;
  readonly tips: readonly TipRecord[];
  /** Published entry fees by residency and age (fees.json), by attraction id. */
  readonly fees: ReadonlyMap<string, FeeRecord>;
  /** Sights timed to the sunrise or the sunset, by attraction id. */
  readonly sun: ReadonlyMap<string, SunSight>;
  /** Opening hours and days: sourced rows by attraction id, and each category's default (hours.json). */
  readonly hours: HoursFile;
};

function read<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Planner data ${file} is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

/** Reads and checks the planner's data; a broken file or a reference to an unknown place stops the server at boot. */
export function loadPlannerData(geo: GeoData, dir = plannerDataDir): PlannerData {
  const baseFile = read(
    dir,
    'bases.json',
    z.object({
      bases: z.array(baseSchema).min(1),
      arrivalAirports: z.array(z.object({ placeId: z.string(), note: z.string().min(1) })),
    }),
  );
  const bases = baseFile.bases;
  const rateFile = read(dir, 'rates.json', ratesSchema);
  const seasons = read(dir, 'seasons.json', seasonsSchema);
  const tips = read(dir, 'tips.json', tipsSchema).tips;
  const feeFile = read(dir, 'fees.json', z.object({ note: z.string(), fees: z.array(feeSchema) }));
  const sunFile = read(dir, 'sun.json', sunSchema);
  const hours = read(dir, 'hours.json', hoursSchema);
  for (const c of categories)
    if (!hours.defaults[c]) throw new Error(`Planner data: hours.json has no default for ${c}`);
  const parkFile = read(
    dir,
    'parks.json',
    z.object({ jeepSafari: z.array(z.string()), wildlifeTicket: z.array(z.string()) }),
  );

  const placeIds = new Set(geo.places.map((p) => p.id));
  const attractionIds = new Set(geo.attractions.map((a) => a.id));
  const stations = new Set(geo.rail.flatMap((line) => line.stations));
  for (const { placeId } of baseFile.arrivalAirports) {
    if (geo.places.find((p) => p.id === placeId)?.kind !== 'airport')
      throw new Error(`Planner data: arrival airport ${placeId} is not an airport in the gazetteer`);
  }
  for (const b of bases) {
    if (!placeIds.has(b.placeId)) throw new Error(`Planner data: base ${b.placeId} is not in the gazetteer`);
    if (b.station && !stations.has(b.station))
      throw new Error(`Planner data: base ${b.placeId} names unknown station ${b.station}`);
    for (const { attractionId: id } of b.mustSee ?? [])
      if (!attractionIds.has(id)) throw new Error(`Planner data: base ${b.placeId} names unknown must-see ${id}`);
  }
  for (const id of [
    ...parkFile.jeepSafari,
    ...parkFile.wildlifeTicket,
    ...seasons.closures.flatMap((c) => [c.attractionId, ...(c.instead?.attractionIds ?? [])]),
    ...seasons.seasonal.flatMap((s) => s.attractionIds),
    ...sunFile.sights.map((s) => s.attractionId),
    ...feeFile.fees.map((f) => f.attractionId),
    ...Object.keys(hours.sights),
  ]) {
    if (!attractionIds.has(id))
      throw new Error(
        `Planner data: seasons.json, parks.json, sun.json, fees.json or hours.json names unknown attraction ${id}`,
      );
  }
  const rates = new Map<RateId, RateRecord>();
  for (const rate of rateFile.rates)
    if ((rateIds as readonly string[]).includes(rate.id)) rates.set(rate.id as RateId, rate as RateRecord);
  for (const id of rateIds) if (!rates.has(id)) throw new Error(`Planner data: rates.json has no rate ${id}`);
  if (!rates.get('transport.tuktuk')!.fare)
    throw new Error('Planner data: rates.json has no fare table for transport.tuktuk');
  for (const currency of ['USD', 'EUR', 'GBP']) {
    if (!rateFile.exchangeRates.some((r) => r.currency === currency))
      throw new Error(`Planner data: rates.json has no exchange rate for ${currency}`);
  }
  const parks = { jeepSafari: new Set(parkFile.jeepSafari), wildlifeTicket: new Set(parkFile.wildlifeTicket) };
  const fees = new Map(feeFile.fees.map((f) => [f.attractionId, f]));
  for (const c of seasons.closures) {
    if (c.instead?.seasonal && !seasons.seasonal.some((x) => x.id === c.instead?.seasonal))
      throw new Error(`Planner data: closure of ${c.attractionId} names unknown seasonal item ${c.instead.seasonal}`);
  }
  const sun = new Map(sunFile.sights.map((s) => [s.attractionId, s]));
  return {
    bases,
    arrivalAirports: new Set(baseFile.arrivalAirports.map((a) => a.placeId)),
    parks,
    rates,
    exchangeRates: rateFile.exchangeRates,
    seasons,
    tips,
    fees,
    sun,
    hours,
  };
}
