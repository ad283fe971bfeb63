import { Redis } from 'ioredis';

export type Count = { readonly count: number; readonly resetInSeconds: number };

/**
 * Fixed-window counters. In process by default; in Redis when `REDIS_URL` is set, so every instance counts together.
 */
export interface RateLimiter {
  /** Counts one more event for `key`; the window starts with the first event and lasts `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<Count>;
  peek(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();

  async hit(key: string, windowSeconds: number): Promise<Count> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, expiresAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInSeconds: Math.ceil((window.expiresAt - now) / 1000) };
  }

  async peek(key: string): Promise<Count> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.expiresAt <= now) return { count: 0, resetInSeconds: 0 };
    return { count: window.count, resetInSeconds: Math.ceil((window.expiresAt - now) / 1000) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.expiresAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'tripmate:rate:') {
    // Fail fast rather than queue: a request should not hang because Redis is away.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  }

  async connect(): Promise<this> {
    await this.redis.connect();
    return this;
  }

  async hit(key: string, windowSeconds: number): Promise<Count> {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
    return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  async peek(key: string): Promise<Count> {
    const k = this.prefix + key;
    const results = await this.redis.multi().get(k).ttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return { count, resetInSeconds: ttl > 0 ? ttl : 0 };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export async function createRateLimiter(redisUrl: string | undefined): Promise<RateLimiter> {
  return redisUrl ? new RedisRateLimiter(redisUrl).connect() : new MemoryRateLimiter();
}
