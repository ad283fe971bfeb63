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
type LogLine = {
  level: number;
  msg: string;
  err?: { stack?: string };
  res?: { statusCode: number };
  downForMs?: number;
};
const lines: LogLine[] = [];

/** A PostgreSQL of this test's own, so it can be stopped and started under a running server. */
const startDatabase = async () => (database = await startEmbeddedPostgres({ dataDir, preferredPort: port, logger }));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-outage-'));
  port = await freePort();
  const { url } = await startDatabase();
  const orm = await openOrm(url);
  await orm.migrator.up();
  await orm.close(true);
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { databaseUrl: url, logs: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const listBusinesses = () => server!.fetch('/api/business/all?first=1');
const businessesQuery = () =>
  server!.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ businesses(first: 1) { edges { node { id } } } }' }),
  });

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
    expect(body.errors[0]).toMatchObject({
      message: DATABASE_UNAVAILABLE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });

    const ready = await server!.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'database unreachable' });
    // What needs no database still answers.
    expect((await server!.fetch('/healthz')).status).toBe(200);

    // The outage is said once, with its cause; each 503 is a warning of the access log, without a stack.
    for (let i = 0; i < 5; i++) expect((await (i % 2 ? listBusinesses() : businessesQuery())).status).toBe(503);
    // Besides the change feed's own notices (its connection, its reconnecting), the outage, once, with its cause.
    const said = lines.filter(
      (line) => line.level >= 40 && line.res?.statusCode !== 503 && !line.msg.startsWith('change feed'),
    );
    expect(said.map((line) => line.msg)).toEqual(['database unreachable: answering 503 until it is back']);
    expect(said.find((line) => line.msg.startsWith('database unreachable'))!.err?.stack).toBeDefined();
    const refused = lines.filter((line) => line.res?.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(7);
    for (const line of refused)
      expect([line.level, line.msg, line.err]).toEqual([40, 'request refused: service unavailable', undefined]);

    await startDatabase();
    expect(database!.port).toBe(port);
    await expect
      .poll(() => lines.filter((line) => line.msg === 'database reachable again').length, { timeout: 10_000 })
      .toBe(1);
    expect(lines.filter((line) => line.msg.startsWith('database unreachable'))).toHaveLength(1);

    expect((await listBusinesses()).status).toBe(200);
    expect((await businessesQuery()).status).toBe(200);
    expect((await server!.fetch('/readyz')).status).toBe(200);
  }, 90_000);
});
