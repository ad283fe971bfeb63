import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const QUERY = '{ destinations { slug name } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function post(body: object) {
  const response = await server.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { destinations: { slug: string }[] };
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

// docs/integrators.md documents automatic persisted queries as Apollo Client's link sends them.
describe('automatic persisted queries', () => {
  it('asks for the text of an unknown hash, keeps it once sent, then answers the hash alone', async () => {
    const persistedQuery = { version: 1, sha256Hash: sha256(QUERY) };
    const unknown = await post({ extensions: { persistedQuery } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await post({ query: QUERY, extensions: { persistedQuery } });
    expect(registered.body.data?.destinations).toHaveLength(8);

    const byHash = await post({ extensions: { persistedQuery } });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data?.destinations.map((d) => d.slug)).toEqual(
      registered.body.data?.destinations.map((d) => d.slug),
    );
  });

  it('refuses a text that does not match its hash', async () => {
    const wrong = await post({
      query: QUERY,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ __typename }') } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.message).toBe('provided sha does not match query');
  });
});
