import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** After a command failed on a connection that looked fine (a Redis that hangs), Redis is skipped for this long. */
const SKIP_AFTER_FAILURE_MS = 5000;

/**
 * One connection to Redis for everything an instance shares with the others (rate limits, sign-in codes), and one
 * rule for when Redis is away, at boot or later: the caller's in-process fall-back answers instead, with one warning
 * per outage, and Redis is used again once ioredis has reconnected. Requests never wait for Redis to come back and
 * never fail because it is away.
 */
export class SharedRedis {
  private readonly client: Redis;
  private degraded = false;
  private skipUntil = 0;

  private constructor(
    url: string,
    private readonly logger: Logger,
    /** What the warning says is kept in process while Redis is away. */
    private readonly shared: string,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      // Fail fast rather than queue or hang: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    // ioredis reports every failed reconnect; one warning per outage is enough (see degrade()).
    this.client.on('error', (error: Error) => this.degrade(error));
    this.client.on('ready', () => this.recovered());
  }

  /** Connects once; when Redis cannot be reached the server still starts, and callers fall back until it can. */
  static async connect(url: string, logger: Logger, shared: string): Promise<SharedRedis> {
    const redis = new SharedRedis(url, logger, shared);
    await redis.client.connect().catch((error: unknown) => redis.degrade(error));
    return redis;
  }

  /** `remote` on Redis, or `local` in this process while Redis is away. */
  async orInProcess<T>(remote: (client: Redis) => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready' || Date.now() < this.skipUntil) {
      this.degrade(undefined);
      return local();
    }
    try {
      const result = await remote(this.client);
      this.recovered();
      return result;
    } catch (error) {
      this.skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
      this.degrade(error);
      return local();
    }
  }

  async close(): Promise<void> {
    this.degraded = false;
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private recovered(): void {
    this.skipUntil = 0;
    if (!this.degraded) return;
    this.degraded = false;
    this.logger.info(`Redis is reachable again: ${this.shared} are shared by every instance again`);
  }

  private degrade(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      { err: error ?? new Error(`Redis connection is ${this.client.status}`) },
      `Redis is unreachable: ${this.shared} are kept in this process only until it is back (each instance keeps its own)`,
    );
  }
}
