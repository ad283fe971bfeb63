import 'reflect-metadata';
import { ConfigError, loadConfig, loadDotEnv } from './config/config.js';
import { openDatabase } from './db/database.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { createAppServer } from './http/app.js';
import { createLogger } from './http/logger.js';

/** Boot: config -> database (embedded or DATABASE_URL, migrated) -> GraphQL schema -> HTTP. */
async function main(): Promise<void> {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const auth = await createAuthModule(config, logger);
  const server = await createAppServer({ config, orm: database.orm, logger, changes: database.changes, auth });

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    if (stopping) return;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Whatever hangs, the process ends: the delay, the drain and a margin for closing the database.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.edge.shutdownDelayMs + config.shutdownTimeoutMs + 10_000).unref();
    stopping = (async () => {
      await server.stop();
      await auth.close();
      logger.info('http server closed');
      await database.close();
      logger.info('database closed; stopped');
    })();
    stopping.then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: if that parent goes away, however it ended, stop
  // too instead of running on orphaned.
  process.on('disconnect', () => shutdown('parent exited'));

  try {
    const port = await server.listen(config.port);
    logger.info({ url: `http://localhost:${port}`, graphql: `http://localhost:${port}/graphql` }, 'TripMate is running');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(
      code === 'EADDRINUSE' ? `Port ${config.port} is in use: stop what uses it, or set PORT to another port.` : { err: error },
      'could not listen',
    );
    await database.close();
    process.exit(1);
  }
}

await main();
