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
  if (!/^\d{1,9}$/.test(value))
    throw new ValidationError(`${name} must be a whole number.`, name, { kind: 'type', expected: 'integer' });
  return Number(value);
}

/** Longest number text read; far more digits than a double holds (17 significant), so nothing real is refused. */
const MAX_NUMBER_TEXT = 64;
/** A number as JavaScript and JSON write it: `6.9271`, `-0.5`, `10`, `.5`, `7.5507871331349925`, `1e-3`. */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * A finite decimal number, or undefined when not given or empty. Any number a client may write is read (GPS clients
 * and `String(Math.random())` give sixteen or seventeen decimals); whether it is in range is the service's rule.
 */
export function numberParam(query: Query, name: string): number | undefined {
  const value = textParam(query, name)?.trim();
  if (value === undefined || value === '') return undefined;
  const number = value.length <= MAX_NUMBER_TEXT && DECIMAL.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number))
    throw new ValidationError(`${name} must be a number.`, name, { kind: 'type', expected: 'number' });
  return number;
}
