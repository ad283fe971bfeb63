import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPlan, gql, signUp } from '../test/factories.js';
import {
  startTestServer,
  TEST_JWT_SECRET as SECRET,
  unique,
  type GraphQLResult,
  type TestServer,
} from '../test/test-server.js';

const NUL = '\u0000';

let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token, userId } = await signUp(server, { name: 'Nimal Perera' }));
});
afterAll(() => server.close());

function call(method: string, path: string, body?: unknown, bearer?: string): Promise<Response> {
  return server.fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const business = () => {
  const tag = unique('nul');
  return {
    name: `Lagoon Cafe ${tag}`,
    address: 'Beach Road, Negombo',
    email: `${tag}@cafe.lk`,
    telephone: '031 222 3333',
    category: 'restaurant',
  };
};
const trip = { startingLocation: 'Colombo', stops: ['Kandy'], finalDestination: 'Ella', travelers: 2 };
const plan = { start: 'Colombo', end: 'Kandy', days: 2, people: 2, budget: 100000 };

describe('text with control characters (PostgreSQL refuses NUL)', () => {
  it.each([
    [
      'POST',
      '/api/register',
      () => ({ name: `Nimal${NUL}`, email: `${unique('n')}@example.lk`, password: 'secret12' }),
      'name',
      'Name',
    ],
    [
      'POST',
      '/api/register',
      () => ({ name: 'Nimal', email: `${unique('n')}@example.lk`, username: `nimal${NUL}x`, password: 'secret12' }),
      'username',
      'Username',
    ],
    ['POST', '/api/login', () => ({ username: `nimal${NUL}`, password: 'secret12' }), 'username', 'Username'],
    ['POST', '/api/business/register', () => ({ ...business(), name: `Cafe${NUL}` }), 'name', 'Name'],
    ['POST', '/api/business/register', () => ({ ...business(), address: `Road${NUL}` }), 'address', 'Address'],
    [
      'POST',
      '/api/business/register',
      () => ({ ...business(), description: `Fish${NUL}` }),
      'description',
      'Description',
    ],
    [
      'POST',
      '/api/business/register',
      () => ({ ...business(), website: `https://cafe.lk/${NUL}` }),
      'website',
      'Website',
    ],
  ])('%s %s answers 400 naming %s', async (method, path, body, field, label) => {
    const response = await call(method, path, body());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: `${label} must not contain control characters.`, field });
  });

  it.each([
    ['PUT', '/api/profile', { name: `Nimal${NUL}`, email: 'nimal@example.lk' }, 'name', 'Name'],
    ['POST', '/api/trip/plan', { ...plan, notes: `beaches${NUL}` }, 'notes', 'Notes'],
    [
      'POST',
      '/api/trip/plan',
      { ...plan, customPlaces: ['Kandy', `Ella${NUL}`] },
      'customPlaces.1',
      'Each custom place',
    ],
  ])('%s %s (signed in) answers 400 naming %s', async (method, path, body, field, label) => {
    const response = await call(method, path, body, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: `${label} must not contain control characters.`, field });
  });

  it('GET /api/business/all answers 400 for a search with NUL', async () => {
    const response = await call('GET', '/api/business/all?search=cafe%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Search must not contain control characters.',
      field: 'search',
    });
  });

  it.each([
    [
      'mutation($i: CreateTripInput!) { createTrip(input: $i) { id } }',
      { i: { ...trip, startingLocation: `Colombo${NUL}` } },
      'startingLocation',
      'Starting location',
    ],
    [
      'mutation($i: CreateTripInput!) { createTrip(input: $i) { id } }',
      { i: { ...trip, stops: [`Kandy${NUL}`] } },
      'stops.0',
      'Each stop',
    ],
    [
      'mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { message } }',
      { i: { rating: 5, category: 'GENERAL', message: `Great${NUL}` } },
      'message',
      'Message',
    ],
    [
      'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { text } }',
      { i: { messages: [{ role: 'USER', text: `Hi${NUL}` }] } },
      'messages.0.text',
      'Message text',
    ],
    ['query($s: String) { businesses(search: $s) { edges { cursor } } }', { s: `cafe${NUL}` }, 'search', 'Search'],
  ])('GraphQL %s answers BAD_USER_INPUT naming the field', async (query, variables, field, label) => {
    const body = await gql(server, query, variables, { token });
    expect(body.errors?.[0]).toMatchObject({
      message: `${label} must not contain control characters.`,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  });

  it('saveTripPlan refuses a title with NUL', async () => {
    const { id } = await aPlan(server, token, plan);
    const body = await gql(
      server,
      'mutation($id: ID!, $t: String) { saveTripPlan(id: $id, title: $t) { id } }',
      { id, t: `Hills${NUL}` },
      { token },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Title must not contain control characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'title' },
    });
  });

  it('refuses half of a surrogate pair, which json columns cannot store', async () => {
    const body = await gql(
      server,
      'mutation($i: CreateTripInput!) { createTrip(input: $i) { id } }',
      { i: { ...trip, stops: ['Kandy', '\uD800'] } },
      { token },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Each stop must be valid Unicode text.',
      extensions: { code: 'BAD_USER_INPUT', field: 'stops.1' },
    });
  });

  it('keeps line breaks and tabs, which are not control characters a person would mind', async () => {
    const body = await gql(server, 'mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { message } }', {
      i: { rating: 4, category: 'GENERAL', message: 'Line one\r\n\tLine two' },
    });
    expect(body.errors).toBeUndefined();
  });
});

describe('forged cursors', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = [
    cursor(['2026-01-01T00:00:00.000Z', '------------------------------------']),
    cursor(['2026-01-01T00:00:00.000Z', '0000000000000000000000000000000000-0']),
    cursor(['-271821-04-20T00:00:00.000Z', '3f8e1b7a-3c2d-4e5f-8a9b-0c1d2e3f4a5b']),
    cursor(['2026-01-01', '3f8e1b7a-3c2d-4e5f-8a9b-0c1d2e3f4a5b']),
    'not-a-cursor',
  ];

  it.each(forged)('GraphQL businesses(after: %s) answers BAD_USER_INPUT naming after', async (after) => {
    const body = await gql(server, 'query($a: String) { businesses(after: $a) { edges { cursor } } }', { a: after });
    expect(body.errors?.[0]).toMatchObject({
      message: 'after is not a valid cursor.',
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });

  it.each(forged)('GET /api/business/all?after=%s answers 400 naming after', async (after) => {
    const response = await call('GET', `/api/business/all?after=${after}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'after is not a valid cursor.', field: 'after' });
  });
});

describe('deeply nested JSON', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('answers 400 for GraphQL variables nested thousands deep, instead of overflowing the stack', async () => {
    const response = await call('POST', '/graphql', `{"query":"{ __typename }","variables":{"a":${deep(20_000)}}}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLResult;
    expect(body.errors?.[0]).toMatchObject({
      message: 'The request body is nested too deeply (at most 32 levels).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers 400 for a REST body nested thousands deep', async () => {
    const response = await call('POST', '/api/business/register', `{"name":${deep(20_000)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'The request body is nested too deeply (at most 32 levels).',
    });
  });
});

describe('dates', () => {
  it.each([
    ['startDate', { startDate: '2026-02-30' }, 'Start date must be a date (YYYY-MM-DD).'],
    ['endDate', { startDate: '2026-02-01', endDate: '2026-04-31' }, 'End date must be a date (YYYY-MM-DD).'],
    ['startDate', { startDate: '0000-01-01' }, 'Start date must be a date (YYYY-MM-DD).'],
  ])('createTrip refuses a day that does not exist (%s)', async (field, dates, message) => {
    const body = await gql(
      server,
      'mutation($i: CreateTripInput!) { createTrip(input: $i) { id } }',
      { i: { ...trip, ...dates } },
      { token },
    );
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});

describe('tokens signed with our secret but with odd claims', () => {
  const sign = (claims: Record<string, unknown>, expiresIn?: number) =>
    jwt.sign(claims, SECRET, {
      algorithm: 'HS256',
      issuer: 'tripmate',
      audience: 'tripmate-api',
      ...(expiresIn ? { expiresIn } : {}),
    });

  it.each([
    ['a subject that is not an account id', () => sign({ ver: 0, sub: 'not-a-uuid' }, 60)],
    ['a subject with NUL', () => sign({ ver: 0, sub: `x${NUL}` }, 60)],
    ['no expiry', () => sign({ ver: 0, sub: userId })],
    ['a session id that is not a UUID', () => sign({ ver: 0, sub: userId, sid: 'not-a-uuid' }, 60)],
  ])('answers 401 for %s', async (_, forged) => {
    const response = await call('GET', '/api/profile', undefined, forged());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    const body = await gql(server, '{ me { id } }', {}, { token: forged() });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('messages of wrongly typed fields', () => {
  it.each([
    [
      'POST',
      '/api/register',
      { name: 'Nimal', email: 'nimal@example.lk', password: 'secret12', username: {} },
      'username',
      'Username must be text.',
    ],
  ])('%s %s names the field in its own words', async (method, path, body, field, message) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });

  it.each([
    [
      'PUT',
      '/api/profile',
      { name: 'Nimal', email: 'nimal@example.lk', profilePictureUrl: ['x'] },
      'profilePictureUrl',
      'Profile picture URL must be text.',
    ],
    [
      'POST',
      '/api/profile/change-password',
      { currentPassword: 7, newPassword: 'secret99', confirmPassword: 'secret99' },
      'currentPassword',
      'Current password must be text.',
    ],
  ])('%s %s (signed in) names the field in its own words', async (method, path, body, field, message) => {
    const response = await call(method, path, body, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['DELETE', '/api/business'],
    ['PATCH', '/api/profile'],
    ['GET', '/api'],
    ['POST', '/oauth2/nothing'],
    ['GET', '/oauth2/authorization/myspace'],
    ['GET', '/login/oauth2/code/myspace'],
    ['PUT', '/oauth2/authorization/google'],
  ])('%s %s answers a JSON 404 with the request id', async (method, path) => {
    const response = await call(method, path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { message: string; requestId: string };
    expect(body).toEqual({
      message: `There is no API route ${method} ${path}.`,
      requestId: response.headers.get('x-request-id'),
    });
  });
});

describe('a body that is not compressed as its Content-Encoding says', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'answers 400 naming the encoding problem for %s, on REST and GraphQL',
    async (encoding) => {
      const headers = { 'content-type': 'application/json', 'content-encoding': encoding };
      const rest = await server.fetch('/api/login', {
        method: 'POST',
        headers,
        body: '{"username":"a","password":"b"}',
      });
      expect(rest.status).toBe(400);
      expect(await rest.json()).toMatchObject({
        message:
          'The request body does not decode as its Content-Encoding says: send it compressed that way, or without Content-Encoding.',
      });
      const graphql = await server.fetch('/graphql', { method: 'POST', headers, body: '{"query":"{ __typename }"}' });
      expect(graphql.status).toBe(400);
      expect(await graphql.json()).toMatchObject({
        errors: [
          {
            message: expect.stringMatching(/^The request body does not decode/),
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      });
    },
  );

  it('reads a body that is compressed as it says', async () => {
    const { gzipSync } = await import('node:zlib');
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"query":"{ __typename }"}'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
