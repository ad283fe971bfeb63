import 'reflect-metadata';
import { loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../lib/logger.js';
import { openDatabase } from './database.js';

/**
 * `up`: apply pending migrations (also done at every start).
 * `create`: write a migration for what the entities changed.
 * `check`: exit 1 when the entities need a migration that is not committed (CI).
 * Against `DATABASE_URL`, or the embedded PostgreSQL.
 */
loadDotEnv();
const command = process.argv[2] ?? 'up';
const config = loadConfig();
const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
const database = await openDatabase(config, logger, { channels: [] });
let exitCode = 0;
try {
  const { orm } = database;
  if (command === 'create') {
    const result = await orm.migrator.create();
    console.log(result.fileName ? `wrote ${result.fileName}` : 'The entities match the migrations: nothing to write.');
  } else if (command === 'check') {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
    if (diff.trim()) {
      console.error(`The entities need a migration that is not committed (run npm run migration:create):\n${diff}`);
      exitCode = 1;
    } else {
      console.log('Migrations are up to date with the entities.');
    }
  } else if (command !== 'up') {
    console.error(`Unknown command "${command}": use up, create or check.`);
    exitCode = 2;
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
process.exit(exitCode);
