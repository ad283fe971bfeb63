import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, signUp } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * The compiled executor through the real app: a query the app has run before runs again as its graphql-jit compiled
 * operation (compiled-execution.ts). A client must not be able to tell: the same bytes and headers, and every error
 * answered exactly as graphql-js's run answers it. Each check compares a repeated text (compiled) with the same query
 * written once with a trailing space (a text never seen before, so graphql-js runs it).
 */
let server: TestServer;
let small: TestServer;
beforeAll(async () => {
  [server, small] = await Promise.all([startTestServer(), startTestServer({ GRAPHQL_RESPONSE_LIMIT: '1kb' })]);
  await Promise.all(Array.from({ length: 8 }, () => aBusiness(server)));
});
afterAll(() => Promise.all([server.close(), small.close()]));

type Answer = { status: number; contentType: string | null; body: string };
async function send(
  target: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  accept?: string,
): Promise<Answer> {
  const response = await target.fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(accept ? { accept } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}
/** An answer with its request id taken out, which differs by request. */
const comparable = (answer: Answer) => ({
  ...answer,
  body: answer.body.replace(/"requestId":"[^"]+"/g, '"requestId":"…"'),
});

/** Answers `query` twice (so the second is compiled), then once more as `variables`; and the never-seen twin. */
async function compiledAndFresh(
  target: TestServer,
  query: string,
  first: Record<string, unknown>,
  then: Record<string, unknown>,
  token?: string,
  accept?: string,
) {
  await send(target, query, first, token, accept);
  await send(target, query, first, token, accept);
  const compiled = await send(target, query, then, token, accept);
  const fresh = await send(target, `${query} `, then, token, accept);
  return { compiled: comparable(compiled), fresh: comparable(fresh) };
}

const LIST = 'query Listings($n: Int!) { businesses(first: $n) { edges { node { id name ownedByViewer } } } }';

describe('a query answered again', () => {
  it('gets the same bytes and content type as the first time, signed in, with either Accept', async () => {
    const { token } = await signUp(server);
    for (const accept of [undefined, 'application/graphql-response+json', 'application/json']) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await send(server, LIST, { n: 5 }, token, accept));
      expect(answers[0]!.status).toBe(200);
      expect(JSON.parse(answers[0]!.body).data.businesses.edges).toHaveLength(5);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    expect((await send(server, LIST, { n: 5 }, token, 'application/graphql-response+json')).contentType).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
  });

  it('writes every kind of value as Apollo does: escapes, unicode, nulls, enums, dates and fractions', async () => {
    const { token } = await signUp(server);
    const odd = await aBusiness(server, {
      name: `Café "Ella" \\ 🌄 \u2028 <b>${Date.now()}</b>`,
      website: null,
      description: null,
    });
    const ONE =
      'query One($id: ID!) { business(id: $id) { id name website description category createdAt ownedByViewer } }';
    const ROUTE =
      'query Drive($i: RouteInput!) { route(input: $i) { distanceKm durationMinutes geometry waypointOrder legs { distanceKm durationMinutes roads from { name lat lng } } } }';
    const cases: [string, Record<string, unknown>][] = [
      [ONE, { id: odd.id }],
      [ROUTE, { i: { from: { text: 'Colombo' }, to: { text: 'Ella' }, waypoints: [{ text: 'Kandy' }] } }],
    ];
    for (const [query, variables] of cases) {
      const first = await send(server, query, variables, token);
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body).errors).toBeUndefined();
      expect(await send(server, query, variables, token)).toEqual(first);
      expect(await send(server, query, variables, token)).toEqual(first);
    }
    expect(JSON.parse((await send(server, ONE, { id: odd.id }, token)).body).data.business.name).toContain(
      'Café "Ella" \\ 🌄 \u2028',
    );
  });

  it('answers variables that do not fit 400, in the words Apollo uses', async () => {
    const { token } = await signUp(server);
    const { compiled, fresh } = await compiledAndFresh(server, LIST, { n: 2 }, { n: 'two' }, token);
    expect(compiled.status).toBe(400);
    expect(JSON.parse(compiled.body).errors[0].message).toMatch(/Variable "\$n" got invalid value "two"/);
    expect(compiled).toEqual(fresh);
  });

  it('refuses a page whose cost is over the limit, as Apollo does', async () => {
    const { compiled, fresh } = await compiledAndFresh(server, LIST, { n: 2 }, { n: 1_000_000 });
    expect(compiled.status).toBe(400);
    expect(JSON.parse(compiled.body).errors[0].message).toMatch(/^Query cost limit of \d+ exceeded/);
    expect(compiled).toEqual(fresh);
  });

  it('answers a revoked token the way Apollo does, once the session has ended', async () => {
    const account = await signUp(server);
    const ME = 'query { me { id name } }';
    await send(server, ME, {}, account.token);
    expect((await send(server, ME, {}, account.token)).status).toBe(200);
    const signedOut = await send(server, 'mutation { signOutEverywhere { message } }', {}, account.token);
    expect(signedOut.status).toBe(200);
    const compiled = comparable(await send(server, ME, {}, account.token));
    const fresh = comparable(await send(server, `${ME} `, {}, account.token));
    expect(JSON.parse(compiled.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(compiled).toEqual(fresh);
  });

  it('refuses an answer over the response limit, as Apollo does', async () => {
    await Promise.all(Array.from({ length: 25 }, () => aBusiness(small)));
    const { token } = await signUp(small);
    const { compiled, fresh } = await compiledAndFresh(small, LIST, { n: 1 }, { n: 25 }, token);
    expect(compiled.status).toBe(400);
    expect(JSON.parse(compiled.body).errors[0].message).toMatch(/^Response size limit of 1024 bytes exceeded/);
    expect(compiled).toEqual(fresh);
  });
});
