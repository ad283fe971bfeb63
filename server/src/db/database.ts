import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import { ChangeFeed } from './change-feed.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { openOrm } from './orm.js';

export type Database = {
  readonly orm: MikroORM;
  readonly embedded?: EmbeddedDatabase;
  readonly changes: ChangeFeed;
  close(): Promise<void>;
};

/** `DATABASE_URL` when set, otherwise the embedded PostgreSQL; then every pending migration, in one transaction. */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: {
    /** The channels the change feed listens on, one per module that caches. */
    channels: readonly string[];
    /** Tests open a database their global setup has already migrated. */
    migrate?: boolean;
  },
): Promise<Database> {
  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, preferredPort: config.database.embeddedPort, logger });
  try {
    const url = config.database.url ?? embedded!.url;
    const orm = await openOrm(url, logger);
    if (options.migrate !== false) {
      const applied = await orm.migrator.up();
      if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
    }
    const changes = await ChangeFeed.start(url, options.channels, logger);
    return {
      orm,
      embedded,
      changes,
      async close() {
        await changes.close();
        logger.debug('change feed closed');
        await orm.close(true);
        logger.debug('connection pool closed');
        await embedded?.stop();
        logger.debug('embedded PostgreSQL stopped');
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
