import type { Request } from 'express';
import { ValidationError } from '../lib/errors/validation.js';

type Query = Request['query'];

/** A query-string value given once, or undefined; a repeated parameter is a client mistake worth naming. */
export function textParam(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`${name} must be given once.`, name, { kind: 'givenOnce' });
  return value;
}

export function integerParam(query: Query, name: string, fallback: number): number {
  const value = textParam(query, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new ValidationError(`${name} must be a whole number.`, name, { kind: 'type', expected: 'integer' });
  return Number(value);
}

/** A decimal number (`6.9271`, `-0.5`, `10`), or undefined when not given or empty. */
export function numberParam(query: Query, name: string): number | undefined {
  const value = textParam(query, name);
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\s*-?\d{1,9}(\.\d{1,15})?\s*$/.test(value)) throw new ValidationError(`${name} must be a number.`, name, { kind: 'type', expected: 'number' });
  return Number(value);
}
