import { Redis } from 'ioredis';
import type { Logger } from 'pino';

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
 * Counters in Redis, shared by every instance. When Redis is unreachable (at boot or later), counting goes on in
 * process with a logged warning instead of failing requests; each limit then holds per instance until Redis
 * answers again, which ioredis notices by reconnecting in the background, and from then on Redis counts again.
 */
const SKIP_AFTER_FAILURE_MS = 5000;

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly fallback: MemoryRateLimiter;
  private degraded = false;
  /** After a command failed on a connection that looked fine (a Redis that hangs), skip Redis until then. */
  private skipUntil = 0;

  constructor(
    url: string,
    private readonly logger: Logger,
    private readonly prefix = 'tripmate:rate:',
    clock?: Clock,
  ) {
    this.fallback = new MemoryRateLimiter(clock);
    this.redis = new Redis(url, {
      lazyConnect: true,
      // Fail fast rather than queue or hang: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    // ioredis reports every failed reconnect; one warning per outage is enough (see degrade()).
    this.redis.on('error', (error: Error) => this.degrade(error));
    this.redis.on('ready', () => this.recovered());
  }

  /** Connects once; when Redis cannot be reached the server still starts, counting in process until it can. */
  async connect(): Promise<this> {
    await this.redis.connect().catch((error: unknown) => this.degrade(error));
    return this;
  }

  async hit(key: string, windowSeconds: number): Promise<Count> {
    return this.orInProcess(
      async () => {
        const k = this.prefix + key;
        const results = await this.redis.multi().incr(k).pexpire(k, windowSeconds * 1000, 'NX').pttl(k).exec();
        if (!results || results.some(([error]) => error)) throw results?.find(([error]) => error)?.[0] ?? new Error('transaction aborted');
        const count = Number(results[0]![1]);
        const ttl = Number(results[2]![1]);
        return { count, resetInSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : windowSeconds };
      },
      () => this.fallback.hit(key, windowSeconds),
    );
  }

  async reset(key: string): Promise<void> {
    await this.orInProcess(
      async () => void (await this.redis.del(this.prefix + key)),
      () => this.fallback.reset(key),
    );
  }

  async close(): Promise<void> {
    this.degraded = false;
    this.redis.removeAllListeners('error');
    this.redis.on('error', () => {});
    await this.redis.quit().catch(() => this.redis.disconnect());
    await this.fallback.close();
  }

  private async orInProcess<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready' || Date.now() < this.skipUntil) {
      this.degrade(new Error(`Redis connection is ${this.redis.status}`));
      return local();
    }
    try {
      const result = await shared();
      this.recovered();
      return result;
    } catch (error) {
      this.skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
      this.degrade(error);
      return local();
    }
  }

  private recovered(): void {
    this.skipUntil = 0;
    if (!this.degraded) return;
    this.degraded = false;
    this.logger.info('Redis is reachable again: rate limits are shared by every instance again');
  }

  private degrade(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      { err: error },
      'Redis is unreachable: rate limits are counted in this process only until it is back (each instance enforces its own)',
    );
  }
}

export async function createRateLimiter(options: { redisUrl?: string; prefix?: string; logger: Logger; clock?: Clock }): Promise<RateLimiter> {
  if (!options.redisUrl) return new MemoryRateLimiter(options.clock);
  return new RedisRateLimiter(options.redisUrl, options.logger, options.prefix, options.clock).connect();
}
