import type { z } from 'zod';
import { DomainError } from './domain-error.js';

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
  throw new ValidationError(issue.message, field);
}
