import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness } from '../test/factories.js';
import { startTestServer, unique, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function listing(overrides: Record<string, unknown> = {}) {
  const tag = unique('r');
  return {
    name: `Mirissa Whale Watch ${tag}`,
    address: `Harbour Road, Mirissa ${tag}`,
    email: `${tag}@whales.lk`,
    telephone: '(041) 225 0000',
    website: 'https://whales.lk',
    description: 'Morning boats from November to April.',
    category: 'tour-guide',
    ...overrides,
  };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/business/register', () => {
  it('answers 201 with the message and the stored listing', async () => {
    const input = listing();
    const response = await post('/api/business/register', input);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; business: Record<string, unknown> };
    expect(body.message).toBe('Business registered!');
    expect(body.business).toMatchObject({ ...input, id: expect.stringMatching(/^[0-9a-f-]{36}$/), photos: [] });
    expect(Object.keys(body.business).sort()).toEqual(
      [
        'address',
        'category',
        'createdAt',
        'description',
        'email',
        'id',
        'name',
        'telephone',
        'website',
        'openingHours',
        'languages',
        'priceRange',
        'closedOnPoyaDays',
        'photos',
        'location',
        'district',
      ].sort(),
    );
  });

  it.each([
    [{}, 'name', 'Name is required.'],
    [{ category: undefined }, 'category', 'Category is required.'],
    [
      { category: 'casino' },
      'category',
      'Category must be one of: restaurant, hotel, tour-guide, transportation, attraction, shop, entertainment, other, guesthouse, homestay, cafe, driver, surf-school, dive-centre, ayurveda-spa, tour-operator.',
    ],
    [{ email: 'owner@localhost' }, 'email', 'Email must be a valid email address.'],
    [{ name: 42 }, 'name', 'Name is required.'],
  ])('answers 400 naming the field for %j', async (overrides, field, message) => {
    const body = Object.keys(overrides).length === 0 ? {} : listing(overrides);
    const response = await post('/api/business/register', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });

  it('answers 409 for an email that is already registered, ignoring case', async () => {
    const input = listing();
    expect((await post('/api/business/register', input)).status).toBe(201);
    const response = await post('/api/business/register', listing({ email: ` ${input.email.toUpperCase()} ` }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'A business with this email is already registered.',
      field: 'email',
    });
  });

  it('answers 400 for a body that is not a JSON object, 415 for one that is not JSON at all, 413 for one too large', async () => {
    for (const body of ['{"name": ', 'null', '"a listing"', '42', '[{"name": "x"}]']) {
      const response = await post('/api/business/register', body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toMatchObject({
        message: 'The request body must be a JSON object, such as {"name": "..."}.',
      });
    }
    const form = await server.fetch('/api/business/register', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Cafe&address=Kandy',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });

    const huge = await post('/api/business/register', listing({ description: 'x'.repeat(150_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'The request body is too large (at most 100kb).' });
  });

  it('puts the request id in error answers, reusing a sane one from the caller', async () => {
    const response = await post('/api/business/register', {}, { 'x-request-id': 'trace-abc-12345' });
    expect(response.headers.get('x-request-id')).toBe('trace-abc-12345');
    expect(await response.json()).toMatchObject({ requestId: 'trace-abc-12345' });

    const spoofed = await post('/api/business/register', {}, { 'x-request-id': '<script>' });
    const body = (await spoofed.json()) as { requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(spoofed.headers.get('x-request-id')).toBe(body.requestId);
  });
});

describe('GET /api/business/all', () => {
  it('answers an array, newest first, that search and category narrow', async () => {
    const tag = unique('all');
    await aBusiness(server, { name: `Galle Fort Hotel ${tag}`, category: 'hotel' });
    await aBusiness(server, { name: `Galle Fort Cafe ${tag}`, category: 'restaurant' });

    const all = await server.fetch(`/api/business/all?search=${tag}`);
    expect(all.status).toBe(200);
    const names = ((await all.json()) as { name: string }[]).map((b) => b.name);
    expect(names).toEqual([`Galle Fort Cafe ${tag}`, `Galle Fort Hotel ${tag}`]);

    const hotels = await server.fetch(`/api/business/all?search=${tag}&category=hotel`);
    expect(((await hotels.json()) as { name: string }[]).map((b) => b.name)).toEqual([`Galle Fort Hotel ${tag}`]);
  });

  it('pages with first and X-Next-Cursor', async () => {
    const tag = unique('pg');
    for (let i = 0; i < 3; i++) await aBusiness(server, { name: `Stay ${i} ${tag}` });
    const first = await server.fetch(`/api/business/all?search=${tag}&first=2`);
    const cursor = first.headers.get('x-next-cursor');
    expect(((await first.json()) as unknown[]).length).toBe(2);
    expect(cursor).toBeTruthy();
    const rest = await server.fetch(`/api/business/all?search=${tag}&first=2&after=${cursor}`);
    expect(((await rest.json()) as { name: string }[]).map((b) => b.name)).toEqual([`Stay 0 ${tag}`]);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
  });

  it.each([
    ['first=lots', 'first must be a whole number.'],
    ['first=500', 'first must be between 1 and 100.'],
    [
      'category=casino',
      'category must be one of: restaurant, hotel, tour-guide, transportation, attraction, shop, entertainment, other, guesthouse, homestay, cafe, driver, surf-school, dive-centre, ayurveda-spa, tour-operator.',
    ],
    ['search=a&search=b', 'search must be given once.'],
  ])('answers 400 for ?%s', async (query, message) => {
    const response = await server.fetch(`/api/business/all?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });
});

describe('DELETE /api/business/{id}', () => {
  it('answers 401 without a token and leaves the listing in place', async () => {
    const created = await aBusiness(server);
    const response = await server.fetch(`/api/business/${created.id}`, { method: 'DELETE' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Sign in to delete a business.' });
    const all = (await (
      await server.fetch(`/api/business/all?search=${encodeURIComponent(created.name)}`)
    ).json()) as unknown[];
    expect(all).toHaveLength(1);
  });
});

describe('the rest of the HTTP surface', () => {
  it('answers an address with a broken %-escape with 400, not as a server error', async () => {
    const response = await server.fetch('/api/business/%ZZ', { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The address contains an invalid %-escape.' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await server.fetch('/api/nothing-here?x=1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'There is no API route GET /api/nothing-here.',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('reports liveness and readiness', async () => {
    expect(await (await server.fetch('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await server.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the Apollo Sandbox landing page to browsers at /graphql', async () => {
    const response = await server.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('embeddable-sandbox');
  });

  it('answers introspection, so integrators can explore the schema', async () => {
    const { body } = await server.graphql<{ __type: { name: string } }>('{ __type(name: "Business") { name } }');
    expect(body.data?.__type.name).toBe('Business');
  });
});
