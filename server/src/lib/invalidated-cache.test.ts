import { describe, expect, it } from 'vitest';
import { InvalidatedCache } from './invalidated-cache.js';

describe('InvalidatedCache', () => {
  it('serves a stored value until invalidated', async () => {
    const cache = new InvalidatedCache<string>(10, 60_000);
    cache.setEnabled(true);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.getOrLoad('k', load)).toBe('value 1');
    expect(await cache.getOrLoad('k', load)).toBe('value 1');
    cache.invalidate();
    expect(await cache.getOrLoad('k', load)).toBe('value 2');
  });

  it('does not keep a value whose load began before an invalidation', async () => {
    const cache = new InvalidatedCache<string>(10, 60_000);
    cache.setEnabled(true);
    let release!: () => void;
    const slow = cache.getOrLoad('k', () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
    cache.invalidate();
    release();
    expect(await slow).toBe('stale');
    expect(await cache.getOrLoad('k', async () => 'fresh')).toBe('fresh');
  });

  it('passes every read through while disabled', async () => {
    const cache = new InvalidatedCache<number>(10, 60_000);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    await cache.getOrLoad('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('drops the least recently used entry beyond its size and expires entries after the TTL', async () => {
    const cache = new InvalidatedCache<string>(2, 50);
    cache.setEnabled(true);
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('a', async () => 'a2');
    await cache.getOrLoad('c', async () => 'c1');
    expect(await cache.getOrLoad('a', async () => 'a3')).toBe('a1');
    expect(await cache.getOrLoad('b', async () => 'b2')).toBe('b2');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.getOrLoad('a', async () => 'a4')).toBe('a4');
  });
});
