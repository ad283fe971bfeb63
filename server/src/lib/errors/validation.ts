import { z } from 'zod';
import { DomainError } from './domain-error.js';
import { SharedErrorCode } from './shared-codes.js';

export const BODY_NOT_OBJECT = 'The request body must be a JSON object, such as {"name": "..."}.';

/**
 * What rule an input broke, beside its English message, so the transports can say it in the reader's language
 * (server/src/messages/): zod's issue kinds, read from the issue whatever words the schema gave it. A rule of a
 * schema's own (a refine) is `invalid`; its English message is the key of a translation where one is kept.
 */
export type ValidationReason =
  | { readonly kind: 'required' }
  | {
      readonly kind: 'type';
      readonly expected: 'text' | 'number' | 'integer' | 'boolean' | 'list' | 'object' | 'other';
    }
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  | { readonly kind: 'tooSmall'; readonly minimum: number; readonly unit: 'characters' | 'items' | null }
  | { readonly kind: 'tooBig'; readonly maximum: number; readonly unit: 'characters' | 'items' | null }
  | { readonly kind: 'format'; readonly format: 'email' | 'url' | 'date' | 'other' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'controlCharacters' }
  | { readonly kind: 'unicode' }
  | { readonly kind: 'bodyNotObject' }
  | { readonly kind: 'nestedTooDeeply'; readonly levels: number }
  | { readonly kind: 'givenOnce' }
  | { readonly kind: 'photoEncoded' }
  | { readonly kind: 'photoIncomplete' };

export class ValidationError extends DomainError<SharedErrorCode.INVALID_INPUT> {
  constructor(message: string, field?: string, reason: ValidationReason = { kind: 'invalid' }) {
    super('BAD_USER_INPUT', SharedErrorCode.INVALID_INPUT, message, { field }, { reason });
  }

  get reason(): ValidationReason {
    return this.params.reason as ValidationReason;
  }
}

type Path = readonly PropertyKey[];

/**
 * Parses input with a zod schema whose messages are written for people; the first problem becomes a
 * ValidationError naming its field. Before the schema sees it, text PostgreSQL cannot store is refused: control
 * characters (NUL cannot be stored, and nobody types the others) and half of a UTF-16 surrogate pair (json columns
 * refuse it). A rule a schema leaves without words of its own is worded from the field's name (`fieldMessage`), so
 * zod's "Invalid input: expected string, received object" never reaches anyone.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable) {
    const { path, problem, reason } = unstorable;
    throw new ValidationError(`${fieldLabel(path)} ${problem}`, fieldName(path) || undefined, reason);
  }
  const result = schema.safeParse(input, { error: fieldMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldName(issue.path) || undefined;
  // Field messages are written for people; a wrong top-level shape (an array, say) would get zod's own words.
  if (!field) throw new ValidationError(BODY_NOT_OBJECT, undefined, { kind: 'bodyNotObject' });
  throw new ValidationError(issue.message, field, reasonOf(issue, valueAt(input, issue.path)));
}

/** The value an issue is about, walked down its path (zod's finished issues no longer carry it). */
function valueAt(input: unknown, path: Path): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const EXPECTED: Readonly<Record<string, Extract<ValidationReason, { kind: 'type' }>['expected']>> = {
  string: 'text',
  number: 'number',
  int: 'integer',
  boolean: 'boolean',
  array: 'list',
  object: 'object',
};
const unitOf = (origin: string) =>
  origin === 'string' ? 'characters' : origin === 'array' || origin === 'set' ? 'items' : null;

/** The rule a zod issue says was broken; a schema may name it itself with `params: { reason }` on a refine. */
function reasonOf(issue: z.core.$ZodIssue, value: unknown): ValidationReason {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return { kind: 'required' };
      return { kind: 'type', expected: EXPECTED[issue.expected] ?? 'other' };
    case 'invalid_value':
      return { kind: 'oneOf', values: issue.values.map(String) };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { kind: 'required' };
      return { kind: 'tooSmall', minimum: Number(issue.minimum), unit: unitOf(issue.origin) };
    case 'too_big':
      return { kind: 'tooBig', maximum: Number(issue.maximum), unit: unitOf(issue.origin) };
    case 'invalid_format':
      return { kind: 'format', format: issue.format === 'email' ? 'email' : issue.format === 'url' ? 'url' : 'other' };
    case 'custom': {
      const named = (issue.params as { reason?: ValidationReason } | undefined)?.reason;
      return named ?? { kind: 'invalid' };
    }
    default:
      return { kind: 'invalid' };
  }
}

/** Inputs a remembering parser keeps answers for; past it, the oldest is dropped. */
const REMEMBERED_INPUTS = 256;
/** Longest input (as JSON) a remembering parser keeps an answer for; longer ones are parsed every time. */
const REMEMBERED_INPUT_LENGTH = 1024;

/**
 * `parseInput` for one schema, remembering the answers to inputs it has parsed before, for hot reads whose few
 * different inputs come again and again (a page of the directory: parsing it cost as much as serving it from the
 * cache). An input is known by its JSON; an answer is kept only when the input parsed cleanly, and handed out frozen,
 * since every caller gets the same object. A refused input is parsed (and refused) every time.
 */
export function rememberingParser<S extends z.ZodType>(schema: S): (input: unknown) => z.output<S> {
  const answers = new Map<string, z.output<S>>();
  return (input) => {
    const key = JSON.stringify(input ?? null);
    if (key.length > REMEMBERED_INPUT_LENGTH) return parseInput(schema, input);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = deepFreeze(parseInput(schema, input));
    if (answers.size >= REMEMBERED_INPUTS) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** `YYYY-MM-DD` naming a day that exists (not 2026-02-30), or nothing; empty text counts as nothing. */
export function optionalCalendarDate(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD).`;
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), {
      message,
      params: { reason: { kind: 'format', format: 'date' } satisfies ValidationReason },
    });
}

function isCalendarDate(value: string): boolean {
  // Year 0 does not exist in PostgreSQL's calendar (1 BC is followed by AD 1).
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March 2; only a day that exists comes back as itself.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// Tab, line feed and carriage return are ordinary in text people write; the other C0 characters and DEL are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Passwords are hashed, never stored as text, so any character a person chose stays theirs. */
const PASSWORD_KEY = /password$/i;

/** The first text value that cannot be stored, and why, walked without recursion. */
function findUnstorableText(input: unknown): { path: Path; problem: string; reason: ValidationReason } | null {
  const pending: [unknown, Path][] = [[input, []]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value))
        return { path, problem: 'must not contain control characters.', reason: { kind: 'controlCharacters' } };
      if (LONE_SURROGATE.test(value))
        return { path, problem: 'must be valid Unicode text.', reason: { kind: 'unicode' } };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) pending.push([value[i], [...path, i]]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).filter(([key]) => !PASSWORD_KEY.test(key));
      for (const [key, child] of entries.reverse()) pending.push([child, [...path, key]]);
    }
  }
  return null;
}

function fieldName(path: Path): string {
  return path.map(String).join('.');
}

const WORDS: Readonly<Record<string, string>> = { url: 'URL', lat: 'latitude', lng: 'longitude' };
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
const singular = (text: string) => text.replace(/s$/, '');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A field's name as a person reads it: `startingLocation` -> "Starting location", `stops.0` -> "Each stop". */
export function fieldLabel(path: Path): string {
  const last = path.at(-1);
  const parent = path.at(-2);
  if (typeof last === 'number' && typeof parent === 'string') return `Each ${singular(words(parent))}`;
  if (typeof last === 'string' && typeof parent === 'number' && typeof path.at(-3) === 'string') {
    return capitalised(`${singular(words(path.at(-3) as string))} ${words(last)}`);
  }
  return typeof last === 'string' ? capitalised(words(last)) : 'The value';
}

const KIND_OF: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const count = (n: number | bigint, origin: string) => {
  const unit = origin === 'string' ? 'character' : origin === 'array' ? 'item' : '';
  return unit ? `${n} ${unit}${Number(n) === 1 ? '' : 's'}` : String(n);
};

/** The words for a rule a schema left without its own: zod's defaults name types, not fields. */
function fieldMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.path === undefined || issue.path.length === 0) return undefined;
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} must be ${KIND_OF[issue.expected] ?? 'of another kind'}.`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${label} is required.`;
      return `${label} must be at least ${count(issue.minimum, issue.origin)}.`;
    case 'too_big':
      return `${label} must be at most ${count(issue.maximum, issue.origin)}.`;
    default:
      return `${label} is not valid.`;
  }
}
