/**
 * A small LRU cache for read results that is emptied whenever the data behind it changes. A value loaded before an
 * invalidation is not stored (`set` takes the generation its load began in), so a slow read can never put stale
 * data back. Disabled, it stores nothing and passes every read through.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private current = 0;
  private enabled = false;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  /** Take this before loading a value, and hand it to `set`. */
  get generation(): number {
    return this.current;
  }

  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, loadedInGeneration: number): void {
    if (!this.enabled || loadedInGeneration !== this.current) return;
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.current;
    const value = await load();
    this.set(key, value, generation);
    return value;
  }

  invalidate(): void {
    this.current += 1;
    this.entries.clear();
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }
}
