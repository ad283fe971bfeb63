import { isUuid } from './uuid.js';

/**
 * Opaque keyset cursors for lists ordered newest first: the position is (createdAt, id), so pages stay stable while
 * rows are added and cost the same on page 1 and page 500.
 */
export type KeysetPosition = { readonly createdAt: Date; readonly id: string };

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

/** What `encodeCursor` writes for a time we stored: years 1 to 9999, inside PostgreSQL's range (it has no year 0). */
const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The position a cursor names, or null when the text is not a cursor this server made. Cursors come from clients,
 * so a forged one must fail here, never in the database: the id must be a UUID and the time exactly as encoded.
 */
export function decodeCursor(cursor: string): KeysetPosition | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !ISO_INSTANT.test(createdAt) || !isUuid(id)) return null;
  const date = new Date(createdAt);
  return !Number.isNaN(date.getTime()) && date.toISOString() === createdAt ? { createdAt: date, id } : null;
}

/**
 * Cursors for lists ordered by something computed per request (relevance, distance): the number of rows already
 * shown. Such an order has no stored key to seek from, and a search answers at most a few hundred rows, so the offset
 * costs nothing a keyset would save.
 */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify(['offset', offset])).toString('base64url');
}

/** The offset an offset cursor names (0 to `max`), or null when the text is not one this server made. */
export function decodeOffsetCursor(cursor: string, max: number): number | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2 || value[0] !== 'offset') return null;
  const offset = value[1] as unknown;
  return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 && offset <= max ? offset : null;
}

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
