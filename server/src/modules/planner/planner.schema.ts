import { z } from 'zod';
import { optionalCalendarDate } from '../../lib/errors/validation.js';
import { idempotencyKey } from '../../lib/idempotency.js';
import { PLAN_LANGUAGES, type PlanLanguageCode } from './writer/languages.js';

/** The comfort levels a traveller may keep a plan at (plan.types.ts's Comfort). */
const COMFORT_LEVELS = ['BUDGET', 'MIDRANGE', 'COMFORT'] as const;

/** Spec §9 bounds, plus the notes and custom-place limits of issue 6. */
export const PLAN_LIMITS = {
  days: { min: 1, max: 30 },
  people: { min: 1, max: 20 },
  budgetMin: 1000,
  budgetMax: 1_000_000_000,
  notes: 2000,
  customPlaces: 10,
  stops: 8,
  place: 200,
  title: 200,
  childAge: 17,
} as const;

const place = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(PLAN_LIMITS.place, `${label} must be at most ${PLAN_LIMITS.place} characters.`);

const whole = (min: number, max: number, message: string, tooLarge = message) =>
  z.number({ error: message }).int(message).min(min, message).max(max, tooLarge);

const languageMessage = 'Language must be en, si or ta.';
/** A BCP 47 tag whose language is English, Sinhala or Tamil (`si`, `si-LK`, `TA`); the plan keeps its language subtag. */
const languageSchema = z
  .string({ error: languageMessage })
  .trim()
  .regex(/^(en|si|ta)(-[a-z0-9]{1,8})*$/i, languageMessage)
  .nullish()
  .transform((tag) => (tag ? (tag.slice(0, 2).toLowerCase() as PlanLanguageCode) : null));

const residencyMessage = 'Residency must be FOREIGN, SAARC or RESIDENT.';
const childAgeMessage = `Each child's age must be a whole number from 0 to ${PLAN_LIMITS.childAge}.`;

/** Who travels: where they live (entry fees differ) and the children's ages (children pay less, or nothing). */
const travellerSchema = z
  .object(
    {
      residency: z
        .enum(['FOREIGN', 'SAARC', 'RESIDENT'], { error: residencyMessage })
        .nullish()
        .transform((r) => r ?? 'FOREIGN'),
      childAges: z
        .array(
          z
            .number({ error: childAgeMessage })
            .int(childAgeMessage)
            .min(0, childAgeMessage)
            .max(PLAN_LIMITS.childAge, childAgeMessage),
          { error: "Children's ages must be a list of whole numbers." },
        )
        .max(PLAN_LIMITS.people.max, `At most ${PLAN_LIMITS.people.max} children.`)
        .nullish()
        .transform((ages) => ages ?? []),
    },
    { error: 'Traveller must be an object with residency and childAges.' },
  )
  .nullish()
  .transform((t) => t ?? { residency: 'FOREIGN' as const, childAges: [] });

export const planTripSchema = z
  .object({
    start: place('Start'),
    end: place('End'),
    days: whole(PLAN_LIMITS.days.min, PLAN_LIMITS.days.max, 'Days must be a whole number from 1 to 30.'),
    people: whole(PLAN_LIMITS.people.min, PLAN_LIMITS.people.max, 'People must be a whole number from 1 to 20.'),
    budget: whole(
      PLAN_LIMITS.budgetMin,
      PLAN_LIMITS.budgetMax,
      'Budget must be a whole number of LKR, at least 1,000.',
      'Budget must be at most 1,000,000,000 LKR.',
    ),
    notes: z
      .string({ error: 'Notes must be text.' })
      .max(PLAN_LIMITS.notes, `Notes must be at most ${PLAN_LIMITS.notes} characters.`)
      .nullish()
      .transform((notes) => notes?.trim() ?? ''),
    customPlaces: z
      .array(
        z
          .string({ error: 'Each custom place must be text.' })
          .trim()
          .max(PLAN_LIMITS.place, `Each custom place must be at most ${PLAN_LIMITS.place} characters.`),
        { error: 'Custom places must be a list of names.' },
      )
      .max(PLAN_LIMITS.customPlaces, `At most ${PLAN_LIMITS.customPlaces} custom places.`)
      .nullish()
      .transform((places) => [...new Set((places ?? []).filter(Boolean))]),
    startDate: optionalCalendarDate('Start date'),
    stops: z
      .array(
        z
          .string({ error: 'Each stop must be a place name.' })
          .trim()
          .min(1, 'A stop cannot be empty: name a town or remove the stop.')
          .max(PLAN_LIMITS.place, `Each stop must be at most ${PLAN_LIMITS.place} characters.`),
        { error: 'Stops must be a list of place names.' },
      )
      .max(PLAN_LIMITS.stops, `At most ${PLAN_LIMITS.stops} stops.`)
      .nullish()
      .transform((stops) => stops ?? []),
    traveller: travellerSchema,
    language: languageSchema,
    comfort: z
      .enum(COMFORT_LEVELS, { error: `Comfort must be one of ${COMFORT_LEVELS.join(', ')}.` })
      .nullish()
      .transform((comfort) => comfort ?? null),
  })
  .superRefine((request, issues) => {
    // At least one adult travels: the children are part of the party counted in `people`.
    if (request.traveller.childAges.length >= request.people) {
      issues.addIssue({
        code: 'custom',
        path: ['traveller', 'childAges'],
        message: `With ${request.people} ${request.people === 1 ? 'traveller' : 'travellers'}, at most ${request.people - 1} can be children: at least one adult travels.`,
      });
    }
  });

/** A saved plan's new name; blank keeps the current one. */
export const saveTripPlanSchema = z.object({
  title: z
    .string({ error: 'Title must be text.' })
    .trim()
    .max(PLAN_LIMITS.title, `Title must be at most ${PLAN_LIMITS.title} characters.`)
    .nullish()
    .transform((title) => title || null),
});

export type PlanRequest = z.output<typeof planTripSchema>;

/** "Add a place": the search text, at most 100 characters; at most 20 answers. */
export const searchAttractionsSchema = z.object({
  query: z.string({ error: 'Query must be text.' }).trim().max(100, 'Query must be at most 100 characters.'),
  first: z
    .number({ error: 'First must be a whole number from 1 to 20.' })
    .int('First must be a whole number from 1 to 20.')
    .min(1, 'First must be a whole number from 1 to 20.')
    .max(20, 'First must be a whole number from 1 to 20.')
    .nullish()
    .transform((n) => n ?? 8),
});

/** The most edits one editTripPlan may carry: a drag, an undo of a batch, never a whole plan rewritten edit by edit. */
export const MAX_EDITS_PER_CALL = 20;

/** The edits editTripPlan (GraphQL) and edit_trip_plan (MCP) take. */
export const PLAN_EDIT_KINDS = [
  'MOVE_STOP',
  'REMOVE_STOP',
  'ADD_STOP',
  'ADD_NIGHT',
  'REMOVE_NIGHT',
  'SWAP_DAYS',
] as const;
const id = (label: string) =>
  z
    .string({ error: `${label} must be an id.` })
    .trim()
    .max(100, `${label} must be at most 100 characters.`)
    .nullish();
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .nullish();

const VERSION_RULE = 'Version must be the plan’s version, a whole number from 1.';
const planVersion = z.number({ error: VERSION_RULE }).int(VERSION_RULE).min(1, VERSION_RULE);

export const editTripPlanSchema = z.object({
  version: planVersion,
  edits: z
    .array(
      z.object({
        kind: z.enum(PLAN_EDIT_KINDS, { error: `Kind must be one of ${PLAN_EDIT_KINDS.join(', ')}.` }),
        attractionId: id('Attraction id'),
        placeId: id('Place id'),
        day: count('Day'),
        index: count('Index'),
        otherDay: count('Other day'),
      }),
      { error: 'Edits must be a list.' },
    )
    .min(1, 'Send at least one edit.')
    .max(MAX_EDITS_PER_CALL, `At most ${MAX_EDITS_PER_CALL} edits at a time.`),
  idempotencyKey,
});

/** A plan written again in another language (`rewriteTripPlan`): the plan's language, as PlanLanguage's values. */
export const rewriteTripPlanSchema = z.object({
  version: planVersion,
  language: z.enum(PLAN_LANGUAGES, { error: languageMessage }),
});

/** A calendar for a plan without dates starts on this day. */
export const calendarSchema = z.object({ start: optionalCalendarDate('Start') });
