import { inject } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../config/config.js';
import { ChangeFeed } from '../db/change-feed.js';
import { openOrm } from '../db/orm.js';
import { changeChannels } from '../modules/services.js';
import { createAppServer, type AppServer } from '../http/app.js';
import { createLogger } from '../http/logger.js';
import type { Clock } from '../lib/rate-limit.js';
import { createAuthModule, type AuthModule } from '../modules/auth/auth.module.js';
import type { ProviderEndpoints } from '../modules/auth/oauth.module.js';
import type { AuthProvider } from '../modules/users/provider-identity.entity.js';

export type GraphQLResult<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export type TestServer = {
  readonly url: string;
  readonly orm: MikroORM;
  /** Sends one GraphQL operation the way the web client does. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: GraphQLResult<T> }>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/** The secret test servers sign tokens with, for tests that forge their own. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** The settings every test app starts from, in process or not; a test overrides what it is about. */
export function testEnv(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests sign many accounts up and in, and register businesses, from 127.0.0.1; the limit tests lower these.
    SIGNIN_ATTEMPTS_PER_ADDRESS: '100000',
    SIGNUPS_PER_ADDRESS: '100000',
    BUSINESS_REGISTRATIONS_PER_ADDRESS: '100000',
  };
}

/** The real HTTP app (GraphQL, REST, error handling) on a free port, against the test run's PostgreSQL. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    oauthEndpoints?: Partial<Record<AuthProvider, ProviderEndpoints>>;
    port?: number;
    /** The rate limiter's clock (in-process counting only), so a test can move time past a window. */
    clock?: Clock;
    /** Another PostgreSQL than the test run's (the outage test stops its own). */
    databaseUrl?: string;
    /** Receives every log line (at LOG_LEVEL, which defaults to silent). */
    logs?: DestinationStream;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({ ...testEnv(), LOG_LEVEL: 'silent', ...env });
  const logger = createLogger(config, options.logs);
  const databaseUrl = options.databaseUrl ?? inject('databaseUrl');
  const orm = await openOrm(databaseUrl, logger);
  const changes = await ChangeFeed.start(databaseUrl, changeChannels, logger);
  const auth: AuthModule = await createAuthModule(config, logger, { clock: options.clock });
  const server: AppServer = await createAppServer({ config, orm, logger, changes, auth, oauthEndpoints: options.oauthEndpoints });
  const port = await server.listen(options.port ?? 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    orm,
    fetch: (path, init) => fetch(url + path, init),
    async graphql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GraphQLResult<never> };
    },
    async close() {
      await server.stop();
      await auth.close();
      await changes.close();
      await orm.close(true);
    },
  };
}

let counter = 0;
/** A unique suffix, so every test's data is its own even when files run side by side. */
export function unique(label = 't'): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}
