import { z } from 'zod';
import { optionalCalendarDate } from '../../lib/errors/validation.js';

/** Spec §9 bounds, plus the notes and custom-place limits of issue 6. */
export const PLAN_LIMITS = { days: { min: 1, max: 30 }, people: { min: 1, max: 20 }, budgetMin: 1000, budgetMax: 1_000_000_000, notes: 2000, customPlaces: 10, place: 200, title: 200 } as const;

const place = (label: string) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(PLAN_LIMITS.place, `${label} must be at most ${PLAN_LIMITS.place} characters.`);

const whole = (min: number, max: number, message: string, tooLarge = message) =>
  z.number({ error: message }).int(message).min(min, message).max(max, tooLarge);

export const planTripSchema = z.object({
  start: place('Start'),
  end: place('End'),
  days: whole(PLAN_LIMITS.days.min, PLAN_LIMITS.days.max, 'Days must be a whole number from 1 to 30.'),
  people: whole(PLAN_LIMITS.people.min, PLAN_LIMITS.people.max, 'People must be a whole number from 1 to 20.'),
  budget: whole(PLAN_LIMITS.budgetMin, PLAN_LIMITS.budgetMax, 'Budget must be a whole number of LKR, at least 1,000.', 'Budget must be at most 1,000,000,000 LKR.'),
  notes: z
    .string({ error: 'Notes must be text.' })
    .max(PLAN_LIMITS.notes, `Notes must be at most ${PLAN_LIMITS.notes} characters.`)
    .nullish()
    .transform((notes) => notes?.trim() ?? ''),
  customPlaces: z
    .array(z.string({ error: 'Each custom place must be text.' }).trim().max(PLAN_LIMITS.place, `Each custom place must be at most ${PLAN_LIMITS.place} characters.`), { error: 'Custom places must be a list of names.' })
    .max(PLAN_LIMITS.customPlaces, `At most ${PLAN_LIMITS.customPlaces} custom places.`)
    .nullish()
    .transform((places) => [...new Set((places ?? []).filter(Boolean))]),
  startDate: optionalCalendarDate('Start date'),
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
