import type { Logger } from 'pino';
import { SharedRedis } from './redis.js';

export type Count = { readonly count: number; readonly resetInSeconds: number };

/** Milliseconds since the epoch; injectable so tests move time instead of waiting for it. */
export type Clock = () => number;

/** At most `limit` events per key in a fixed window of `windowSeconds`. */
export type LimitRule = { readonly limit: number; readonly windowSeconds: number };

/**
 * Fixed-window counters. In process by default; in Redis when `REDIS_URL` is set, so every instance counts together.
 * `hit` is one atomic step (count and read back), so parallel requests can never all see the same count.
 */
export interface RateLimiter {
  /** Counts one more event for `key`; the window starts with the first event and lasts `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<Count>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counts one event against `rule`; when it is one too many, answers how many seconds until the window ends
 * (at least 1, for a `Retry-After` header), else undefined.
 */
export async function exceeded(limiter: RateLimiter, key: string, rule: LimitRule): Promise<number | undefined> {
  const { count, resetInSeconds } = await limiter.hit(key, rule.windowSeconds);
  return count > rule.limit ? Math.max(1, resetInSeconds) : undefined;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly clock: Clock = Date.now) {}

  // Synchronous between reading and writing the map: no other request can interleave, so counting is atomic.
  async hit(key: string, windowSeconds: number): Promise<Count> {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, expiresAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
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

/**
 * Counters in Redis, shared by every instance. While Redis is away (at boot or later) counting goes on in process:
 * each limit then holds per instance until Redis answers again (SharedRedis decides which).
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback: MemoryRateLimiter;

  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix = 'tripmate:rate:',
    clock?: Clock,
    /** Closes the connection with the limiter when the limiter opened it. */
    private readonly ownsConnection = false,
  ) {
    this.fallback = new MemoryRateLimiter(clock);
  }

  hit(key: string, windowSeconds: number): Promise<Count> {
    return this.redis.orInProcess(
      async (client) => {
        const k = this.prefix + key;
        const results = await client
          .multi()
          .incr(k)
          .pexpire(k, windowSeconds * 1000, 'NX')
          .pttl(k)
          .exec();
        if (!results || results.some(([error]) => error))
          throw results?.find(([error]) => error)?.[0] ?? new Error('transaction aborted');
        const count = Number(results[0]![1]);
        const ttl = Number(results[2]![1]);
        return { count, resetInSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : windowSeconds };
      },
      () => this.fallback.hit(key, windowSeconds),
    );
  }

  reset(key: string): Promise<void> {
    return this.redis.orInProcess(
      async (client) => void (await client.del(this.prefix + key)),
      () => this.fallback.reset(key),
    );
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.close();
    await this.fallback.close();
  }
}

/**
 * In process without Redis; with it, on the instance's shared connection (`redis`), or on a connection of its own
 * (`redisUrl`, closed with the limiter).
 */
export async function createRateLimiter(options: {
  redis?: SharedRedis;
  redisUrl?: string;
  prefix?: string;
  logger: Logger;
  clock?: Clock;
}): Promise<RateLimiter> {
  if (options.redis) return new RedisRateLimiter(options.redis, options.prefix, options.clock);
  if (!options.redisUrl) return new MemoryRateLimiter(options.clock);
  const own = await SharedRedis.connect(options.redisUrl, options.logger, 'rate limits');
  return new RedisRateLimiter(own, options.prefix, options.clock, true);
}
