import type { Request } from 'express';
import { ValidationError } from '../lib/errors/validation.js';

type Query = Request['query'];

/** A query-string value given once, or undefined; a repeated parameter is a client mistake worth naming. */
export function textParam(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`${name} must be given once.`, name);
  return value;
}

export function integerParam(query: Query, name: string, fallback: number): number {
  const value = textParam(query, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new ValidationError(`${name} must be a whole number.`, name);
  return Number(value);
}
