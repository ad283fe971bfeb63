import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parseInput } from '../../lib/errors/validation.js';
import { exceeded, type RateLimiter } from '../../lib/rate-limit.js';
import type { User } from '../accounts/accounts.module.js';
import { Feedback, FeedbackCategory } from './feedback.entity.js';
import { FeedbackError } from './feedback.errors.js';

export const FEEDBACK_PER_ADDRESS = 5;
export const FEEDBACK_WINDOW_SECONDS = 10 * 60;

const submitFeedbackSchema = z.object({
  rating: z
    .number({ error: 'Rating must be from 1 to 5.' })
    .int('Rating must be from 1 to 5.')
    .min(1, 'Rating must be from 1 to 5.')
    .max(5, 'Rating must be from 1 to 5.'),
  category: z.enum(FeedbackCategory, { error: 'Choose a category.' }),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(2000, 'Message must be at most 2000 characters.'),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email('Invalid email address.').max(254, 'Invalid email address.').nullable()),
  feeRow: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,100}$/, 'Unknown fee row.')
        .nullable(),
    ),
});

/** Give Feedback: stored for the team; a few per address in ten minutes, so a script cannot flood it. */
export class FeedbackService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
  ) {}

  async submit(input: unknown, user: User | null, clientIp: string): Promise<void> {
    const data = parseInput(submitFeedbackSchema, input);
    const rule = { limit: FEEDBACK_PER_ADDRESS, windowSeconds: FEEDBACK_WINDOW_SECONDS };
    const retryAfterSeconds = await exceeded(this.limiter, `feedback:ip:${clientIp}`, rule);
    if (retryAfterSeconds) throw new FeedbackError(retryAfterSeconds);
    this.em.create(Feedback, { ...data, user });
    await this.em.flush();
  }
}
