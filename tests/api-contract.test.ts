import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { unique } from './support/browser.js';

/** What only the built app shows: the REST contract of DESIGN §5 as served in production, and the client served beside it. */
const base = () => inject('baseUrl');

describe('the built app', () => {
  it('serves the client for every page route, and JSON errors for unknown API routes', async () => {
    // A broken %-escape is just an unknown page: the client shows its not-found page.
    for (const route of ['/', '/business', '/destinations/ella', '/some/unknown/page', '/destinations/%E0%A4']) {
      const response = await fetch(base() + route, { headers: { accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('<div id="root">');
    }
    const api = await fetch(`${base()}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      message: 'There is no API route GET /api/unknown.',
      requestId: api.headers.get('x-request-id'),
    });
  });

  it('sends the page and its scripts gzip-compressed to a browser that accepts it', async () => {
    const page = await fetch(`${base()}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    // fetch decompresses: the page arrives whole. React's chunk is well over the size worth compressing.
    const script = /"(\/assets\/react-[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(base() + script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps the business REST contract: 201, 400 naming the field, 409, array listing, 401 on delete', async () => {
    const tag = unique('contract');
    const listing = {
      name: `Sigiriya Village Stay ${tag}`,
      address: 'Sigiriya Road, Sigiriya',
      email: `${tag}@stay.lk`,
      telephone: '066 228 6803',
      website: '',
      description: '',
      category: 'hotel',
    };
    const post = (body: unknown) =>
      fetch(`${base()}/api/business/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const created = await post(listing);
    expect(created.status).toBe(201);
    const { message, business } = (await created.json()) as {
      message: string;
      business: { id: string; website: null };
    };
    expect(message).toBe('Business registered!');
    expect(business.website).toBeNull();

    const invalid = await post({ ...listing, telephone: 'none' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'telephone' });

    expect((await post({ ...listing, email: listing.email.toUpperCase() })).status).toBe(409);

    const all = await fetch(`${base()}/api/business/all?search=${tag}`);
    expect(all.status).toBe(200);
    expect(((await all.json()) as { id: string }[]).map((b) => b.id)).toEqual([business.id]);

    const deleted = await fetch(`${base()}/api/business/${business.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(401);
  });
});
