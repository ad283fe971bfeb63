import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';

/** Two app instances on one database, as behind a load balancer: each caches pages, and writes anywhere reach both. */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([a.close(), b.close()]));

const namesOn = async (server: TestServer, tag: string) =>
  ((await (await server.fetch(`/api/business/all?search=${tag}`)).json()) as { name: string }[]).map((x) => x.name);

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('the page cache', () => {
  it('shows a listing registered on one instance on the other, and on the writer at once', async () => {
    const tag = unique('cache');
    expect(await namesOn(b, tag)).toEqual([]);
    expect(await namesOn(a, tag)).toEqual([]);

    const response = await a.fetch('/api/business/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Hill Club ${tag}`, address: 'Nuwara Eliya', email: `${tag}@hillclub.lk`, telephone: '052 222 2653', category: 'hotel' }),
    });
    expect(response.status).toBe(201);
    expect(await namesOn(a, tag)).toEqual([`Hill Club ${tag}`]);
    expect(await eventually(async () => (await namesOn(b, tag)).length === 1)).toBe(true);
  });

  it('forgets pages after a write made outside the app, straight in SQL', async () => {
    const tag = unique('sql');
    await a.fetch('/api/business/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Tea Rest ${tag}`, address: 'Haputale', email: `${tag}@tearest.lk`, telephone: '057 226 8000', category: 'restaurant' }),
    });
    expect(await eventually(async () => (await namesOn(b, tag)).length === 1)).toBe(true);

    await a.orm.em.getConnection().execute(`update business set deleted_at = now() where name = ?`, [`Tea Rest ${tag}`]);
    expect(await eventually(async () => (await namesOn(b, tag)).length === 0)).toBe(true);
    expect(await eventually(async () => (await namesOn(a, tag)).length === 0)).toBe(true);
  });
});

describe('the public GraphQL response cache', () => {
  const LIST = 'query CacheProbe($s: String) { businesses(first: 5, search: $s) { edges { node { name } } } }';
  const send = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
    server.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const names = async (response: Response) =>
    ((await response.json()) as { data: { businesses: { edges: { node: { name: string } }[] } } }).data.businesses.edges.map((e) => e.node.name);

  it('answers a repeated anonymous public query from the cache, and a write anywhere ends that', async () => {
    const tag = unique('gql');
    const first = await send(b, { query: LIST, variables: { s: tag } });
    expect(first.headers.get('x-cache')).toBeNull();
    expect(await names(first)).toEqual([]);
    const second = await send(b, { query: LIST, variables: { s: tag } });
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await names(second)).toEqual([]);

    await send(a, {
      query: 'mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) { message } }',
      variables: { input: { name: `Fort Cafe ${tag}`, address: 'Galle Fort', email: `${tag}@fortcafe.lk`, telephone: '091 223 3333', category: 'RESTAURANT' } },
    });
    expect(await eventually(async () => (await names(await send(b, { query: LIST, variables: { s: tag } }))).length === 1)).toBe(true);
  });

  it('never serves or stores answers for requests that carry credentials, errors, mutations or other fields', async () => {
    const tag = unique('nocache');
    const twice = async (body: unknown, headers: Record<string, string> = {}) => {
      await send(b, body, headers);
      return (await send(b, body, headers)).headers.get('x-cache');
    };
    expect(await twice({ query: LIST, variables: { s: tag } }, { authorization: 'Bearer someone' })).toBeNull();
    expect(await twice({ query: '{ businesses(first: 5, after: "junk") { edges { cursor } } }' })).toBeNull();
    expect(await twice({ query: `{ businesses(first: 1, search: "${tag}") { edges { cursor } } __type(name: "Business") { name } }` })).toBeNull();
    expect(await twice({ query: 'mutation($id: ID!) { deleteBusiness(id: $id) { id } }', variables: { id: tag } })).toBeNull();
  });
});
