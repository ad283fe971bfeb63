import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DestinationStream, Logger } from 'pino';
import { loadConfig, TRUST_PROXY_TRUE, type Config } from './config/config.js';
import { paths } from './config/paths.js';
import { openDatabase } from './db/database.js';
import { createAppServer, type AppServer } from './http/app.js';
import { changeChannels, type Modules } from './http/request-services.js';
import { createLogger } from './lib/logger.js';
import { createRateLimiter, type Clock } from './lib/rate-limit.js';
import { SharedRedis } from './lib/redis.js';
import {
  type AuthProvider,
  createAuthModule,
  OAuthModule,
  type ProviderEndpoints,
} from './modules/accounts/accounts.module.js';
import { BusinessModule, createPhotoStorage } from './modules/business/business.module.js';
import { builtInParts, createChatModule } from './modules/chat/chat.module.js';
import { ContentService } from './modules/content/content.module.js';
import { GeoModule, loadBuiltInGeo, type BuiltInGeo } from './modules/geo/geo.module.js';
import { createModelClient } from './modules/llm/llm.module.js';
import { createPlannerModule, shareSettings } from './modules/planner/planner.module.js';

/** What the running app is made of, and how to take it down again in the reverse order. */
export type App = {
  readonly config: Config;
  readonly logger: Logger;
  readonly orm: MikroORM;
  readonly server: AppServer;
  /** Stops taking requests (after the drain), then closes what compose opened, last opened first. */
  close(): Promise<void>;
};

/** What a caller other than main.ts may change: tests and benches. */
export type ComposeOptions = {
  /** The environment to read the configuration from (default: process.env). */
  readonly env?: NodeJS.ProcessEnv;
  /** Receives the log lines (default: stdout). */
  readonly logs?: DestinationStream;
  /** The database is already migrated (the tests' global setup migrates once per run). */
  readonly migrate?: boolean;
  /** The rate limiter's clock, so a test can move time past a window. */
  readonly clock?: Clock;
  /** Where Google and GitHub live; tests point them at a local OAuth 2 server. */
  readonly oauthEndpoints?: Partial<Record<AuthProvider, ProviderEndpoints>>;
  /** The built-in geo engine, when the caller has one already (tests share one per worker). */
  readonly builtInGeo?: BuiltInGeo;
};

/**
 * The composition root: the only place that builds the app. Each stage builds what the next ones need, in order,
 * and registers how to close what it opened:
 *   1. config and logging  2. database  3. shared state (limits, secrets)  4. providers (maps, model)
 *   5. features  6. transports (HTTP: GraphQL, REST, OAuth, the web client).
 * A bad setting throws ConfigError from stage 1, before anything is opened.
 */
export async function compose(options: ComposeOptions = {}): Promise<App> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse()) await closeOne();
  };

  // 1. Config and logging.
  const config = loadConfig(options.env);
  const logger = createLogger(config, options.logs);
  if (config.trustProxy === true)
    logger.warn(
      `TRUST_PROXY=${TRUST_PROXY_TRUE}: give the number of proxies in front (for example 1) or their addresses`,
    );
  const stage = (name: string, started: number) =>
    logger.debug({ stage: name, ms: Math.round(performance.now() - started) }, 'boot stage done');

  try {
    // 2. The database: embedded or DATABASE_URL, migrated, with the change feed that tells every instance of writes.
    let started = performance.now();
    const database = await openDatabase(config, logger, { channels: changeChannels, migrate: options.migrate });
    closers.push(() => database.close());
    stage('database', started);

    // 3. Shared state: one Redis connection (when configured) for the rate limiter and the sign-in codes, the signing
    //    secret and the accounts' stores.
    started = performance.now();
    const redis = config.redisUrl
      ? await SharedRedis.connect(config.redisUrl, logger, 'rate limits and sign-in codes')
      : undefined;
    if (redis) closers.push(() => redis.close());
    const limiter = await createRateLimiter({
      redis,
      prefix: `${config.limits.redisKeyPrefix}rate:`,
      logger,
      clock: options.clock,
    });
    closers.push(() => limiter.close());
    const auth = await createAuthModule(config, logger, { limiter, redis, changes: database.changes });
    closers.push(() => auth.close());
    stage('shared state', started);

    // 4. Providers: the maps (Google when configured, the built-in engine otherwise), the model (when configured) and
    //    the photo storage (an S3-compatible bucket when configured, files under DATA_DIR otherwise).
    started = performance.now();
    const builtIn = options.builtInGeo ?? loadBuiltInGeo();
    const geo = new GeoModule(builtIn, config.googleMaps);
    const model = createModelClient(config.models, logger);
    const photoStorage = createPhotoStorage({ ...config.photos, logger });
    logger.debug({ photoStorage: photoStorage.kind }, 'photo storage');
    stage('providers', started);

    // 5. Features.
    started = performance.now();
    const content = ContentService.load(paths.content);
    const modules: Modules = {
      auth,
      oauth: new OAuthModule({
        publicUrl: config.publicUrl,
        stateSecret: auth.secret,
        google: config.auth.google,
        github: config.auth.github,
        endpoints: options.oauthEndpoints,
      }),
      business: new BusinessModule(
        {
          registrationsPerAddress: config.limits.businessRegistrationsPerAddress,
          perOwner: config.limits.businessesPerOwner,
          photoUploadsPerAddress: config.limits.photoUploadsPerAddress,
          limiter,
        },
        photoStorage,
        geo.locator,
        {
          limiter,
          perAddress: config.limits.businessReportsPerAddress,
          perAccount: config.limits.businessReportsPerAccount,
          threshold: config.moderation.reportThreshold,
          reporterMinAccountDays: config.moderation.reporterMinAccountDays,
          // Nothing is hidden while nobody could restore it.
          hidingAllowed: config.moderation.adminEmails.length > 0,
          addressSecret: auth.secret,
        },
        database.changes,
      ),
      chat: createChatModule({
        model,
        timeoutMs: config.models.timeoutMs,
        limiter,
        logger,
        builtIn: builtInParts(builtIn, content),
        site: { origins: [config.publicUrl, config.clientUrl] },
      }),
      planner: createPlannerModule({
        builtIn,
        geo: geo.provider,
        model,
        limiter,
        logger,
        share: shareSettings({ clientUrl: config.clientUrl, publicUrl: config.publicUrl, secret: auth.secret }),
      }),
      geo,
      content,
    };
    stage('features', started);

    // 6. Transports: one HTTP server for GraphQL, REST, OAuth and the web client.
    started = performance.now();
    const server = await createAppServer({ config, logger, orm: database.orm, changes: database.changes, modules });
    closers.push(() => server.stop());
    stage('transports', started);

    return { config, logger, orm: database.orm, server, close };
  } catch (error) {
    await close();
    throw error;
  }
}
