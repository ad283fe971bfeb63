import type { AttractionRecord, PlaceRecord } from '../../geo/geo.module.js';
import type { Area, InterestId, PlannerData } from '../planner.data.js';
import type { PlanRequest } from '../planner.schema.js';
import type { RequestedBy } from '../plan.types.js';
import type { Party } from './fees.js';
import type { PlannerWorld } from './world.js';

/** How long a day may be for this party. Families and those who came to relax get shorter days. */
export type Pace = {
  readonly dayStart: number;
  readonly limitMinutes: number;
  readonly maxDriveMinutes: number;
  readonly nightsPerBase: number;
  /** The longest a day may spend on the road by the slowest way the plan may be priced (bus, or the train). */
  readonly maxRoadMinutes: number;
  /** The fewest nights a base gets when the trip has the nights for it. */
  readonly minNights: number;
};

/** A child under this age is a young child: the family pace (two nights a base, five hours on the road at most). */
export const YOUNG_CHILD_AGE = 12;

export const PACES = {
  standard: {
    dayStart: 8 * 60,
    limitMinutes: 600,
    maxDriveMinutes: 360,
    nightsPerBase: 2,
    maxRoadMinutes: 480,
    minNights: 1,
  },
  gentle: {
    dayStart: 8 * 60 + 30,
    limitMinutes: 480,
    maxDriveMinutes: 300,
    nightsPerBase: 3,
    maxRoadMinutes: 480,
    minNights: 1,
  },
  youngFamily: {
    dayStart: 8 * 60 + 30,
    limitMinutes: 480,
    maxDriveMinutes: 300,
    nightsPerBase: 3,
    maxRoadMinutes: 300,
    minNights: 2,
  },
} as const satisfies Record<string, Pace>;

export const LUNCH_AT = 12 * 60 + 30;
export const LUNCH_MINUTES = 60;
/** A day out from a base: each sight at most this far by road. */
export const DAY_OUT_MAX_MINUTES = 100;
/** Days out leave an hour of the day's allowance free: a plan is a guide, not a race. */
export const DAY_OUT_SLACK = 60;
/** The longest drive before a sunrise sight (Hatton to the Adam's Peak trailhead at Dalhousie is about an hour). */
export const SUNRISE_APPROACH_MAX = 75;

/** A place the traveller asked for: picked in the planner, named in the notes, or a stop; each gets an outcome. */
export type CustomPlace = {
  readonly requested: string;
  readonly requestedBy: RequestedBy;
  readonly attraction: AttractionRecord | null;
  readonly place: PlaceRecord | null;
};

/** One planning request, resolved: places found, interests read, seasons known. */
export type PlanContext = {
  readonly request: PlanRequest;
  readonly start: PlaceRecord;
  readonly end: PlaceRecord;
  readonly interests: readonly InterestId[];
  /** Attractions the traveller named or asked for: visited when they can be. */
  readonly wanted: ReadonlySet<string>;
  /** Towns the traveller named: stayed in when they can be. */
  readonly namedTowns: readonly PlaceRecord[];
  readonly custom: readonly CustomPlace[];
  /** The stops the traveller added between start and end, in their order (also among `namedTowns`). */
  readonly stops: readonly PlaceRecord[];
  /** Who travels, for entry fees. */
  readonly party: Party;
  /** The calendar month of each day (1-12), or null for every day when there is no start date. */
  readonly monthOfDay: readonly (number | null)[];
  readonly months: readonly number[];
  readonly pace: Pace;
};

/**
 * For a beach the sea matters more than the rain: a coast's beach season (`beachSeasons` in seasons.json: the west
 * and south from December to April, the east from May to September) comes first, the month's weather second. A coast
 * out of its season, even on a dry day, is a poor beach month; one in its rains, the poorest.
 */
const beachFactor = {
  inSeason: { dry: 1, mixed: 0.75, wet: 0.1 },
  outOfSeason: { dry: 0.45, mixed: 0.25, wet: 0.1 },
  /** A coast with no season given (the north): the weather alone. */
  unlisted: { dry: 0.7, mixed: 0.35, wet: 0.1 },
} as const;

/** How good an area's coast is for beach days over the trip's months, 0.1-1 (1 when the dates are unknown). */
export function beachWeatherScore(data: PlannerData, area: Area, months: readonly number[]): number {
  if (months.length === 0) return 1;
  const season = data.seasons.beachSeasons.areas[area];
  let sum = 0;
  for (const m of months)
    sum +=
      beachFactor[!season ? 'unlisted' : season.includes(m) ? 'inSeason' : 'outOfSeason'][
        data.seasons.months[m - 1]!.weather[area]
      ];
  return sum / months.length;
}

export function isClosed(data: PlannerData, attractionId: string, months: readonly number[]): boolean {
  if (months.length === 0) return false;
  return data.seasons.closures.some(
    (c) => c.attractionId === attractionId && months.every((m) => c.closedMonths.includes(m)),
  );
}

/**
 * How good an attraction is for anyone: its rating plus a little for how many rated it (about 5.3 to 7 in our data).
 * The spec's priority (rating + count / 1000) ranks the attractions along a route; inside a plan the count would drown
 * the traveller's interests, so it counts here on a log scale.
 */
export const appeal = (a: AttractionRecord) => a.rating + Math.log10(1 + a.ratingCount) / 2;

/** Below this score an attraction is not worth a place in the plan. */
export const WORTH_VISITING = 6;
/** Sights this good are worth a visit whatever the traveller said they love. */
export const MUST_SEE_APPEAL = 6.7;

/** Whether an attraction belongs in this traveller's plan at all: wanted, matching an interest, or a must-see. */
export function suits(world: PlannerWorld, ctx: PlanContext, a: AttractionRecord): boolean {
  return (
    ctx.wanted.has(a.id) ||
    ctx.interests.length === 0 ||
    world.interestsOf(a).some((i) => ctx.interests.includes(i)) ||
    appeal(a) >= MUST_SEE_APPEAL
  );
}

/** How much this traveller would enjoy an attraction: its appeal, their interests, its season; -Infinity when closed. */
export function attractionScore(
  world: PlannerWorld,
  ctx: PlanContext,
  a: AttractionRecord,
  monthsOfVisit: readonly number[] = ctx.months,
): number {
  if (isClosed(world.data, a.id, monthsOfVisit)) return -Infinity;
  let score = appeal(a);
  if (ctx.wanted.has(a.id)) score += 4;
  if (ctx.interests.length > 0) score += world.interestsOf(a).some((i) => ctx.interests.includes(i)) ? 1.5 : -0.6;
  if (monthsOfVisit.length > 0) score += monthsOfVisit.some((m) => a.bestMonths.includes(m)) ? 0.3 : -0.8;
  const beachArea = world.beachArea.get(a.id);
  if (beachArea) {
    const sea = beachWeatherScore(world.data, beachArea, monthsOfVisit);
    // Beach time on a coast out of its season is not worth a stop, unless asked for.
    score += (sea - 0.6) * 2 - (sea < 0.5 ? 1.5 : 0);
  }
  if (ctx.interests.includes('family') && (a.category === 'hike' || a.category === 'viewpoint') && a.visitHours > 3)
    score -= 1.5;
  return score;
}
