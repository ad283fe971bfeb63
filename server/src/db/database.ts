import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { openOrm } from './orm.js';

export type Database = {
  readonly orm: MikroORM;
  readonly embedded?: EmbeddedDatabase;
  close(): Promise<void>;
};

/** `DATABASE_URL` when set, otherwise the embedded PostgreSQL; then every pending migration, in one transaction. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, preferredPort: config.database.embeddedPort, logger });
  try {
    const orm = await openOrm(config.database.url ?? embedded!.url, logger);
    const applied = await orm.migrator.up();
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
    return {
      orm,
      embedded,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
