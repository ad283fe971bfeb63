/**
 * True when `value` serialised as JSON would be longer than `limit` characters, found without building the string:
 * an answer made of the same long text repeated under many aliases is a small object in memory but hundreds of MB
 * once serialised. The walk stops as soon as the running total passes the limit, so it costs at most about as much
 * as the allowed answer, however large the whole would be.
 */
export function exceedsJsonLength(value: unknown, limit: number): boolean {
  let total = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      total += next.length + 2;
    } else if (typeof next === 'number' || typeof next === 'boolean' || typeof next === 'bigint') {
      total += String(next).length;
    } else if (next === null || next === undefined) {
      total += 4;
    } else if (Array.isArray(next)) {
      total += next.length + 1;
      if (total > limit) return true;
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object') {
      const json = (next as { toJSON?: unknown }).toJSON;
      if (typeof json === 'function') {
        pending.push(json.call(next));
        continue;
      }
      const entries = Object.entries(next);
      total += entries.length * 2 + 1;
      if (total > limit) return true;
      for (const [key, item] of entries) {
        total += key.length + 2;
        pending.push(item);
      }
    }
    if (total > limit) return true;
  }
  return false;
}
