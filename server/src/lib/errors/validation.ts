import type { z } from 'zod';
import { DomainError } from './domain-error.js';

export const BODY_NOT_OBJECT = 'The request body must be a JSON object, such as {"name": "..."}.';

export class ValidationError extends DomainError<'INVALID_INPUT'> {
  constructor(message: string, field?: string) {
    super('BAD_USER_INPUT', 'INVALID_INPUT', message, { field });
  }
}

/**
 * Parses input with a zod schema whose messages are written for people; the first problem becomes a
 * ValidationError naming its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  // Field messages are written for people; a wrong top-level shape (an array, say) would get zod's own words.
  throw new ValidationError(field ? issue.message : BODY_NOT_OBJECT, field);
}
