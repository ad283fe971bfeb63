import type http from 'node:http';
import { inject } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DestinationStream } from 'pino';
import { compose } from '../compose.js';
import type { Clock } from '../lib/rate-limit.js';
import type { AuthProvider, ProviderEndpoints } from '../modules/accounts/accounts.module.js';
import { builtInGeo } from './geo.js';

export type GraphQLResult<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export type TestServer = {
  readonly url: string;
  readonly orm: MikroORM;
  /** The app's one HTTP server (for a test that listens on it as a WebSocket server would). */
  readonly httpServer: http.Server;
  /** Sends one GraphQL operation the way the web client does. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: GraphQLResult<T> }>;
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

/** The real app, built by the composition root as main.ts builds it, on a free port, against the test run's PostgreSQL. */
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
  const app = await compose({
    env: {
      ...testEnv(),
      LOG_LEVEL: 'silent',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...env,
    },
    logs: options.logs,
    migrate: false,
    clock: options.clock,
    oauthEndpoints: options.oauthEndpoints,
    builtInGeo: builtInGeo(),
  });
  const { orm, server } = app;
  const port = await server.listen(options.port ?? 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    orm,
    httpServer: server.httpServer,
    fetch: (path, init) => fetch(url + path, init),
    async graphql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GraphQLResult<never> };
    },
    close: () => app.close(),
  };
}

let counter = 0;
/** A unique suffix, so every test's data is its own even when files run side by side. */
export function unique(label = 't'): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}
