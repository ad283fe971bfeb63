import 'reflect-metadata';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { paths } from '../config/paths.js';
import { openDatabase } from '../db/database.js';
import { freePort } from '../lib/free-port.js';
import { createLogger } from '../lib/logger.js';
import { loadConfig } from '../config/config.js';

/**
 * One real PostgreSQL for the whole run: `DATABASE_URL` when set, otherwise an embedded cluster under
 * `$DATA_DIR/test` (default `.data/test`) on a free port. Migrations run once here; tests then create their own data and never wipe tables.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: path.join(process.env.DATA_DIR || paths.dataDir, 'test'),
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config, createLogger({ logLevel: 'warn' }), { channels: [] });
  project.provide('databaseUrl', config.database.url ?? database.embedded!.url);
  await database.changes.close();
  await database.orm.close(true);
  return () => database.embedded?.stop() ?? Promise.resolve();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
