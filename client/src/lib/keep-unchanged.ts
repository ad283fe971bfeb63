/**
 * `next`, with every part of it that equals the same part of `previous` (deeply, whatever the order of an object's
 * keys) given back as `previous`'s object: structural sharing, as a cache does. A server's answer that changed one
 * stop of a plan then shares every other day, stop, leg and budget line with the plan already on the screen, so
 * components memoised on those objects (React.memo, useMemo, WeakMap caches) skip what did not change, at every level.
 * Arrays are matched item by item, by position. Plain data only (what JSON gives): no dates, maps or classes.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const items = next.map((item: unknown, i) => {
      const kept = i < previous.length ? keepUnchanged(previous[i], item) : item;
      if (kept !== previous[i]) same = false;
      return kept;
    });
    return (same ? previous : items) as T;
  }
  if (isRecord(next)) {
    if (!isRecord(previous)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const copy: Record<string, unknown> = {};
    for (const key of keys) {
      const kept = Object.hasOwn(previous, key) ? keepUnchanged(previous[key], next[key]) : next[key];
      if (kept !== previous[key] || !Object.hasOwn(previous, key)) same = false;
      copy[key] = kept;
    }
    return (same ? previous : copy) as T;
  }
  return next;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
