import type { Logger } from 'pino';
import { SharedRedis } from '../../lib/redis.js';

/**
 * Short-lived values read at most once (the OAuth hand-off codes). In process by default; in Redis when `REDIS_URL`
 * is set, so a code issued by one instance can be redeemed at another behind the same load balancer.
 */
export interface OneTimeStore {
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** The value, removed in the same step, so two redemptions racing cannot both get it; null if absent or expired. */
  take(key: string): Promise<string | null>;
  close(): Promise<void>;
}

export class MemoryOneTimeStore implements OneTimeStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  async put(key: string, value: string, ttlSeconds: number): Promise<void> {
    const now = Date.now();
    if (this.entries.size > 10_000) this.sweep(now);
    this.entries.set(key, { value, expiresAt: now + ttlSeconds * 1000 });
  }

  async take(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : null;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/**
 * Codes in Redis, so any instance can redeem them. While Redis is away (SharedRedis decides) they are kept in this
 * process: a sign-in then completes only on the instance that began it, but never fails with an error.
 */
export class RedisOneTimeStore implements OneTimeStore {
  private readonly fallback = new MemoryOneTimeStore();

  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix = 'tripmate:once:',
    /** Closes the connection with the store when the store opened it. */
    private readonly ownsConnection = false,
  ) {}

  put(key: string, value: string, ttlSeconds: number): Promise<void> {
    return this.redis.orInProcess(
      async (client) => void (await client.set(this.prefix + key, value, 'EX', ttlSeconds)),
      () => this.fallback.put(key, value, ttlSeconds),
    );
  }

  /** Redis first; a code issued while Redis was away is still in this process. */
  async take(key: string): Promise<string | null> {
    const stored = await this.redis.orInProcess(
      (client) => client.getdel(this.prefix + key),
      () => Promise.resolve(null),
    );
    return stored ?? this.fallback.take(key);
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.close();
    await this.fallback.close();
  }
}

/** In process without Redis; with it, on the instance's shared connection (`redis`), or on a connection of its own (`redisUrl`). */
export async function createOneTimeStore(options: {
  redis?: SharedRedis;
  redisUrl?: string;
  logger: Logger;
  prefix?: string;
}): Promise<OneTimeStore> {
  if (options.redis) return new RedisOneTimeStore(options.redis, options.prefix);
  if (!options.redisUrl) return new MemoryOneTimeStore();
  return new RedisOneTimeStore(
    await SharedRedis.connect(options.redisUrl, options.logger, 'OAuth sign-in codes'),
    options.prefix,
    true,
  );
}
