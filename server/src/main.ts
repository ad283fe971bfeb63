import 'reflect-metadata';
import { compose, type App } from './compose.js';
import { ConfigError, loadDotEnv } from './config/config.js';

/** Boot: compose the app (config, database, shared state, providers, features, transports), listen, and stop in order. */
async function main(): Promise<void> {
  loadDotEnv();
  let app: App;
  try {
    app = await compose();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { config, logger, server } = app;

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    if (stopping) return;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Whatever hangs, the process ends: the delay, the drain and a margin for closing the database.
    setTimeout(
      () => {
        logger.error('shutdown took too long; exiting');
        process.exit(1);
      },
      config.edge.shutdownDelayMs + config.shutdownTimeoutMs + 10_000,
    ).unref();
    stopping = app.close().then(() => logger.info('stopped'));
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
    logger.info(
      { url: `http://localhost:${port}`, graphql: `http://localhost:${port}/graphql` },
      'TripMate is running',
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is in use: stop what uses it, or set PORT to another port.`
        : { err: error },
      'could not listen',
    );
    await app.close();
    process.exit(1);
  }
}

await main();
