import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * PostgreSQL LISTEN on a dedicated connection: every app instance hears about writes made by any instance (a
 * statement trigger calls pg_notify), so in-process caches stay correct behind a load balancer with no Redis.
 * While the connection is down the feed is not `live`, and caches that depend on it must not serve.
 */
export class ChangeFeed extends EventEmitter<{ change: [channel: string]; live: [live: boolean] }> {
  private client?: pg.Client;
  private closed = false;
  private retry?: NodeJS.Timeout;
  live = false;

  private constructor(
    private readonly url: string,
    private readonly channels: readonly string[],
    private readonly logger: Logger,
  ) {
    super();
  }

  static async start(url: string, channels: readonly string[], logger: Logger): Promise<ChangeFeed> {
    const feed = new ChangeFeed(url, channels, logger);
    await feed.connect();
    return feed;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'tripmate-change-feed' });
    client.on('notification', (message) => this.emit('change', message.channel));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen ${client.escapeIdentifier(channel)}`);
      this.client = client;
      this.setLive(true);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client && this.client) return;
    this.client = undefined;
    this.setLive(false);
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    if (this.closed || this.retry) return;
    this.logger.warn({ err: error }, 'change feed connection lost; caches are off until it is back');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, 1000);
    this.retry.unref();
  }

  private setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    this.emit('live', live);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.setLive(false);
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

/**
 * Keeps a cache on only while the feed is live, and empties it on every change on `channel`: a cache that cannot
 * hear about writes made elsewhere must not serve. Without a feed the cache stays off.
 */
export function followChanges(
  cache: { setEnabled(enabled: boolean): void; invalidate(): void },
  changes: ChangeFeed | undefined,
  ...channels: string[]
): void {
  if (!changes) return;
  cache.setEnabled(changes.live);
  changes.on('live', (live) => cache.setEnabled(live));
  changes.on('change', (channel) => {
    if (channels.includes(channel)) cache.invalidate();
  });
}
