import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberingParser, ValidationError } from './validation.js';

const counted = () => {
  let parses = 0;
  const schema = z
    .object({
      first: z.number({ error: 'first must be a whole number.' }).int().default(20),
      name: z.string().optional(),
    })
    .transform((value) => {
      parses += 1;
      return value;
    });
  return { schema, parses: () => parses };
};

describe('rememberingParser', () => {
  it('answers an input it has parsed before without parsing it again, with the same frozen answer', () => {
    const { schema, parses } = counted();
    const parse = rememberingParser(schema);
    const first = parse({ first: 5 });
    expect(parse({ first: 5 })).toBe(first);
    expect(parses()).toBe(1);
    expect(first).toEqual({ first: 5 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(parse({})).toEqual({ first: 20 });
    expect(parses()).toBe(2);
  });

  it('refuses a bad input every time, with the field named, and keeps nothing of it', () => {
    const { schema, parses } = counted();
    const parse = rememberingParser(schema);
    for (let i = 0; i < 2; i++) {
      expect(() => parse({ first: 'ten' })).toThrow(
        new ValidationError('first must be a whole number.', 'first', { kind: 'type', expected: 'number' }),
      );
    }
    expect(parses()).toBe(0);
  });

  it('parses a long input every time rather than keep it', () => {
    const { schema, parses } = counted();
    const parse = rememberingParser(schema);
    const long = { first: 1, name: 'x'.repeat(2000) };
    parse(long);
    parse(long);
    expect(parses()).toBe(2);
  });
});
