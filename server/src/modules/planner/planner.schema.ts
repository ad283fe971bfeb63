import { z } from 'zod';

/** Spec §9 bounds, plus the notes and custom-place limits of issue 6. */
export const PLAN_LIMITS = { days: { min: 1, max: 30 }, people: { min: 1, max: 20 }, budgetMin: 1000, budgetMax: 1_000_000_000, notes: 2000, customPlaces: 10, place: 200 } as const;

const place = (label: string) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(PLAN_LIMITS.place, `${label} must be at most ${PLAN_LIMITS.place} characters.`);

const whole = (min: number, max: number, message: string, tooLarge = message) =>
  z.number({ error: message }).int(message).min(min, message).max(max, tooLarge);

/** YYYY-MM-DD naming a real day (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

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
  startDate: z
    .string({ error: 'Start date must be a date (YYYY-MM-DD).' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), 'Start date must be a date (YYYY-MM-DD).'),
});

export type PlanRequest = z.output<typeof planTripSchema>;
