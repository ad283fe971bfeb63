/**
 * True when `value` serialised as JSON would be longer than `limit` characters, found without building the string:
 * an answer made of the same long text repeated under many aliases is a small object in memory but hundreds of MB
 * once serialised. The walk stops as soon as the running total passes the limit, so it costs at most about as much
 * as the allowed answer, however large the whole would be.
 */
export function exceedsJsonLength(value: unknown, limit: number): boolean {
  let total = 0;
  const pending: object[] = [];
  // A leaf is counted at once; an array or object waits in `pending` (a stack, so deep nesting costs no recursion).
  const visit = (item: unknown): boolean => {
    const length = leafLength(item);
    if (length < 0) pending.push(item as object);
    else total += length;
    return total > limit;
  };
  if (visit(value)) return true;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (Array.isArray(next)) {
      total += next.length + 1;
      if (total > limit) return true;
      for (const item of next) if (visit(item)) return true;
      continue;
    }
    const json = (next as { toJSON?: unknown }).toJSON;
    if (typeof json === 'function') {
      if (visit(json.call(next))) return true;
      continue;
    }
    const keys = Object.keys(next);
    total += keys.length * 2 + 1;
    if (total > limit) return true;
    for (const key of keys) {
      total += key.length + 2;
      if (visit((next as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/** The characters a leaf takes in JSON (strings without their escapes), or -1 for an array or object. */
function leafLength(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value).length;
    case 'undefined':
      return 4;
    case 'object':
      return value === null ? 4 : -1;
    default:
      return 0;
  }
}
