import { Redis } from 'ioredis';
import type { Logger } from 'pino';

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

export class RedisOneTimeStore implements OneTimeStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'tripmate:once:') {
    // Fail fast rather than queue, like the rate limiter: a sign-in should not hang because Redis is away.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    // A lost connection surfaces as failed commands (a refused code); ioredis reconnects on its own.
    this.redis.on('error', () => {});
  }

  async connect(): Promise<this> {
    await this.redis.connect();
    return this;
  }

  async put(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Redis when configured and reachable; otherwise in process, with a warning when Redis was meant to be used. */
export async function createOneTimeStore(redisUrl: string | undefined, logger: Logger, prefix?: string): Promise<OneTimeStore> {
  if (!redisUrl) return new MemoryOneTimeStore();
  const store = new RedisOneTimeStore(redisUrl, prefix);
  try {
    return await store.connect();
  } catch (error) {
    await store.close();
    logger.warn({ err: error }, 'Redis is unreachable: OAuth sign-in codes are kept in this process only');
    return new MemoryOneTimeStore();
  }
}
