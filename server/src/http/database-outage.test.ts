import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';
import { freePort } from '../lib/free-port.js';
import { openOrm } from '../db/orm.js';
import { DATABASE_UNAVAILABLE } from '../lib/errors/unavailable.js';
import { createLogger } from '../lib/logger.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const logger = createLogger({ logLevel: 'silent' });
let dataDir = '';
let port = 0;
let database: EmbeddedDatabase | undefined;
let server: TestServer | undefined;

/** A PostgreSQL of this test's own, so it can be stopped and started under a running server. */
const startDatabase = async () => (database = await startEmbeddedPostgres({ dataDir, preferredPort: port, logger }));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-outage-'));
  port = await freePort();
  const { url } = await startDatabase();
  const orm = await openOrm(url);
  await orm.migrator.up();
  await orm.close(true);
  server = await startTestServer({}, { databaseUrl: url });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const listBusinesses = () => server!.fetch('/api/business/all?first=1');
const businessesQuery = () =>
  server!.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ businesses(first: 1) { edges { node { id } } } }' }) });

describe('PostgreSQL down, then back', () => {
  it('answers 503 with Retry-After and a plain message while it is down, and 200 again once it is back, without a restart', async () => {
    expect((await listBusinesses()).status).toBe(200);
    expect((await server!.fetch('/readyz')).status).toBe(200);

    await database!.stop();

    const rest = await listBusinesses();
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(await rest.json()).toMatchObject({ message: DATABASE_UNAVAILABLE });

    const graphql = await businessesQuery();
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');
    const body = (await graphql.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });

    const ready = await server!.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'database unreachable' });
    // What needs no database still answers.
    expect((await server!.fetch('/healthz')).status).toBe(200);

    await startDatabase();
    expect(database!.port).toBe(port);

    expect((await listBusinesses()).status).toBe(200);
    expect((await businessesQuery()).status).toBe(200);
    expect((await server!.fetch('/readyz')).status).toBe(200);
  }, 90_000);
});
