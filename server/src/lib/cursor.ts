/**
 * Opaque keyset cursors for lists ordered newest first: the position is (createdAt, id), so pages stay stable while
 * rows are added and cost the same on page 1 and page 500.
 */
export type KeysetPosition = { readonly createdAt: Date; readonly id: string };

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

/** The position a cursor names, or null when the text is not a cursor this server made. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string') return null;
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { createdAt: date, id };
  } catch {
    return null;
  }
}

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
