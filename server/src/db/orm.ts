import { fileURLToPath } from 'node:url';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import { paths } from '../config/paths.js';
import { entities } from './entities.js';

/** Under tsx the migrations are the committed .ts files; in the built server, their compiled .js twins. */
const runningFromSource = fileURLToPath(import.meta.url).endsWith('.ts');

export function ormOptions(clientUrl: string, logger?: Logger): Options {
  return defineConfig({
    clientUrl,
    entities: [...entities],
    extensions: [Migrator],
    // Every property carries an explicit type, so there is no metadata to discover or cache.
    metadataCache: { enabled: false },
    pool: { min: 0, max: 20 },
    // A database that does not answer (a network partition) fails the request in 5 s instead of holding it open.
    driverOptions: { connectionTimeoutMillis: 5_000 },
    forceUtcTimezone: true,
    debug: false,
    logger: (message) => logger?.debug({ orm: message }, 'orm'),
    migrations: {
      path: runningFromSource ? paths.migrations : paths.migrationsDist,
      glob: runningFromSource ? '!(*.d).ts' : '!(*.d).js',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}

export function openOrm(clientUrl: string, logger?: Logger): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, logger));
}
