import { z } from 'zod';
import { optionalCalendarDate } from '../../lib/errors/validation.js';
import { idempotencyKey } from '../../lib/idempotency.js';

const place = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} must be at most 200 characters.`);

/** The spec's Create a New Trip rules (§3, §5), enforced again here for every client. */
export const createTripSchema = z
  .object({
    startingLocation: place('Starting location'),
    // Blank stops are dropped; at least one must remain.
    stops: z
      .array(z.string().trim().max(200, 'Each stop must be at most 200 characters.'), {
        error: 'Add at least one stop.',
      })
      .max(20, 'A trip can have at most 20 stops.')
      .transform((stops) => stops.filter(Boolean))
      .refine((stops) => stops.length >= 1, 'Add at least one stop.'),
    finalDestination: place('Final destination'),
    travelers: z
      .number({ error: 'Travelers must be a whole number of at least 1.' })
      .int('Travelers must be a whole number of at least 1.')
      .min(1, 'Travelers must be a whole number of at least 1.')
      .max(100, 'Travelers must be at most 100.'),
    startDate: optionalCalendarDate('Start date'),
    endDate: optionalCalendarDate('End date'),
    budget: z
      .number({ error: 'Budget must be a number.' })
      .int('Budget must be a whole number of LKR.')
      .min(0, 'Budget cannot be negative.')
      .max(1_000_000_000, 'Budget must be at most 1,000,000,000 LKR.')
      .nullish()
      .transform((budget) => budget ?? 0),
  })
  .refine((trip) => !trip.startDate || !trip.endDate || trip.endDate > trip.startDate, {
    message: 'End date must be after start date',
    path: ['endDate'],
  });

/** createTrip's idempotency key, read apart from the trip it names. */
export const createTripKeySchema = z.object({ idempotencyKey });
