import { z } from 'zod';

/** A client's own name for one write (a UUID serves), so that sending it twice makes it once. */
export const IDEMPOTENCY_KEY_RULE =
  'Idempotency key must be 16 to 100 letters, digits, hyphens or underscores (a UUID, say).';

/** An optional idempotency key: null when not given. */
export const idempotencyKey = z
  .string({ error: IDEMPOTENCY_KEY_RULE })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, IDEMPOTENCY_KEY_RULE)
  .nullish()
  .transform((key) => key ?? null);
