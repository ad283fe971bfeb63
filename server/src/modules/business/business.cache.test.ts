import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ChangeFeed } from '../../db/change-feed.js';
import { MemoryRateLimiter } from '../../lib/rate-limit.js';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';
import { BUSINESS_CHANGED, BusinessModule, createPhotoStorage } from './business.module.js';
import { eventually } from '../../test/eventually.js';
import { builtInGeo } from '../../test/geo.js';
import { GeoModule } from '../geo/geo.module.js';

/**
 * The business directory's one cache: pages kept by each app instance (business.module.ts), used by REST and by
 * GraphQL, signed in or not. Two instances on one database, as behind a load balancer: writes anywhere reach both.
 * Other test files write listings at the same time, so every assertion is about the listings a test wrote itself
 * (found by a unique search word), never about whole pages or whether a read was a cache hit.
 */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([a.close(), b.close()]));

const json = { 'content-type': 'application/json' };
const namesOn = async (server: TestServer, tag: string) =>
  ((await (await server.fetch(`/api/business/all?search=${tag}`)).json()) as { name: string }[]).map((x) => x.name);

const LIST =
  'query CacheProbe($s: String) { businesses(first: 5, search: $s) { edges { node { name ownedByViewer } } } }';
async function graphqlListing(server: TestServer, tag: string, token?: string) {
  const response = await server.fetch('/graphql', {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: LIST, variables: { s: tag } }),
  });
  const body = (await response.json()) as {
    data: { businesses: { edges: { node: { name: string; ownedByViewer: boolean } }[] } };
  };
  return body.data.businesses.edges.map((e) => e.node);
}

const listing = (tag: string, name: string) => ({
  name: `${name} ${tag}`,
  address: 'Galle Fort',
  email: `${tag}@example.lk`,
  telephone: '091 223 3333',
  category: 'restaurant',
});

describe('the page cache', () => {
  it('shows a listing registered on one instance on the other, and on the writer at once', async () => {
    const tag = unique('cache');
    expect(await namesOn(b, tag)).toEqual([]);
    expect(await namesOn(a, tag)).toEqual([]);

    const response = await a.fetch('/api/business/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(listing(tag, 'Hill Club')),
    });
    expect(response.status).toBe(201);
    expect(await namesOn(a, tag)).toEqual([`Hill Club ${tag}`]);
    expect(await eventually(async () => (await namesOn(b, tag)).length === 1)).toBe(true);
  });

  it('forgets pages after a write made outside the app, straight in SQL', async () => {
    const tag = unique('sql');
    await a.fetch('/api/business/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(listing(tag, 'Tea Rest')),
    });
    expect(await eventually(async () => (await namesOn(b, tag)).length === 1)).toBe(true);

    await a.orm.em
      .getConnection()
      .execute(`update business set deleted_at = now() where name = ?`, [`Tea Rest ${tag}`]);
    expect(await eventually(async () => (await namesOn(b, tag)).length === 0)).toBe(true);
    expect(await eventually(async () => (await namesOn(a, tag)).length === 0)).toBe(true);
  });

  it('serves GraphQL readers, anonymous and signed in, from the same pages, and a write on another instance reaches both', async () => {
    const tag = unique('gql');
    const email = `${tag}@owner.lk`;
    const signUp = await a.fetch('/api/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'secret12', name: 'Fort Owner' }),
    });
    const { token } = (await signUp.json()) as { token: string };
    // Both readers on b cache the empty page first.
    expect(await graphqlListing(b, tag)).toEqual([]);
    expect(await graphqlListing(b, tag, token)).toEqual([]);

    const registered = await a.fetch('/api/business/register', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify(listing(tag, 'Fort Cafe')),
    });
    expect(registered.status).toBe(201);
    expect(await eventually(async () => (await graphqlListing(b, tag)).length === 1)).toBe(true);
    // The cached page is shared; whose listing it is, is worked out per request.
    expect(await graphqlListing(b, tag)).toEqual([{ name: `Fort Cafe ${tag}`, ownedByViewer: false }]);
    expect(await graphqlListing(b, tag, token)).toEqual([{ name: `Fort Cafe ${tag}`, ownedByViewer: true }]);
  });
});

describe('a page read while the data changes', () => {
  const logger = pino({ level: 'silent' });
  const limits = {
    limiter: new MemoryRateLimiter(),
    registrationsPerAddress: 100,
    perOwner: 100,
    photoUploadsPerAddress: 100,
  };
  // Never written to here: these tests read pages only.
  const photoStorage = createPhotoStorage({ folder: '/nonexistent/photos', logger });
  let feed: ChangeFeed;
  let sql: pg.Client;
  beforeAll(async () => {
    feed = await ChangeFeed.start(inject('databaseUrl'), [BUSINESS_CHANGED], logger);
    sql = new pg.Client({ connectionString: inject('databaseUrl') });
    await sql.connect();
  });
  afterAll(async () => {
    await feed.close();
    await sql.end();
  });

  /**
   * Reads the page for `tag` while the table is locked, so the read is still in flight when `during` runs; then
   * adds a listing with triggers off (no notification, as if it were missed), so only a page that was not stored
   * can show it.
   */
  async function readAcrossAChange(tag: string, during: () => Promise<void>): Promise<string[]> {
    const module = new BusinessModule(
      limits,
      photoStorage,
      new GeoModule(builtInGeo()).locator,
      {
        ...limits,
        perAddress: 100,
        perAccount: 100,
        threshold: 3,
        reporterMinAccountDays: 7,
        hidingAllowed: true,
        addressSecret: 'unused',
      },
      feed,
    );
    const service = () => module.service(() => a.orm.em.fork());
    const locker = new pg.Client({ connectionString: inject('databaseUrl') });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table business in access exclusive mode');
      const inFlight = service().list({ first: 5, search: tag });
      await during();
      await locker.query('rollback');
      expect((await inFlight).edges).toEqual([]);
    } finally {
      await locker.end();
    }
    await sql.query('begin');
    await sql.query('set local session_replication_role = replica');
    await sql.query(
      `insert into business (id, name, address, email, telephone, category) values (gen_random_uuid(), $1, 'Ella', $2, '057 222 8000', 'hotel')`,
      [`Rest House ${tag}`, `${tag}@resthouse.lk`],
    );
    await sql.query('commit');
    return (await service().list({ first: 5, search: tag })).edges.map((edge) => edge.node.name);
  }

  it('never stores a page whose read began before an invalidation', async () => {
    const tag = unique('stale');
    const invalidated = new Promise<void>((resolve) => feed.once('change', () => resolve()));
    const names = await readAcrossAChange(tag, async () => {
      await sql.query(`select pg_notify($1, '')`, [BUSINESS_CHANGED]);
      await invalidated;
    });
    expect(names).toEqual([`Rest House ${tag}`]);
  });

  it('stores that page when nothing changed meanwhile (so the test above can fail)', async () => {
    const tag = unique('kept');
    expect(await readAcrossAChange(tag, async () => {})).toEqual([]);
  });
});
