import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = (method: string, path: string, body?: unknown, token?: string) =>
  server.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signUp(email = `${unique('owner')}@example.lk`): Promise<string> {
  const response = await send('POST', '/api/register', { email, username: email, password: 'secret12', name: 'Shop Owner' });
  return ((await response.json()) as { token: string }).token;
}

async function registerBusiness(token?: string, email = `${unique('own')}@batik.lk`) {
  const response = await send('POST', '/api/business/register', { name: `Batik House ${email}`, address: 'Kandy', email, telephone: '081 222 4444', category: 'shop' }, token);
  expect(response.status).toBe(201);
  return ((await response.json()) as { business: { id: string; name: string; email: string } }).business;
}

const ownedByViewer = async (name: string, token?: string) => {
  const response = await server.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: 'query($s: String) { businesses(first: 1, search: $s) { edges { node { ownedByViewer } } } }', variables: { s: name } }),
  });
  return ((await response.json()) as { data: { businesses: { edges: { node: { ownedByViewer: boolean } }[] } } }).data.businesses.edges[0]?.node.ownedByViewer;
};

describe('business ownership', () => {
  it('belongs to the account that registered it, which alone may delete it', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const business = await registerBusiness(owner);

    expect(await ownedByViewer(business.name, owner)).toBe(true);
    expect(await ownedByViewer(business.name, stranger)).toBe(false);
    expect(await ownedByViewer(business.name)).toBe(false);

    const anonymous = await send('DELETE', `/api/business/${business.id}`);
    expect(anonymous.status).toBe(401);
    const forbidden = await send('DELETE', `/api/business/${business.id}`, undefined, stranger);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ message: 'Only the account that registered this business can delete it.' });

    const deleted = await send('DELETE', `/api/business/${business.id}`, undefined, owner);
    expect(deleted.status).toBe(204);
    expect(await ownedByViewer(business.name, owner)).toBeUndefined();
    const again = await send('DELETE', `/api/business/${business.id}`, undefined, owner);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Business not found.' });
  });

  it('is no longer the viewer’s through a token its session ended, while the session that ended it keeps it', async () => {
    const email = `${unique('owner')}@example.lk`;
    const firstDevice = await signUp(email);
    const business = await registerBusiness(firstDevice);
    const signIn = await send('POST', '/api/login', { username: email, password: 'secret12' });
    const { token: secondDevice } = (await signIn.json()) as { token: string };
    expect(await ownedByViewer(business.name, firstDevice)).toBe(true);

    const changed = await send('POST', '/api/profile/change-password', { currentPassword: 'secret12', newPassword: 'secret34', confirmPassword: 'secret34' }, secondDevice);
    expect(changed.status).toBe(200);
    expect(await ownedByViewer(business.name, firstDevice)).toBe(false);
    expect(await ownedByViewer(business.name, secondDevice)).toBe(true);
  });

  it('cannot be deleted by anyone when it was registered while signed out', async () => {
    const business = await registerBusiness();
    const someone = await signUp();
    expect((await send('DELETE', `/api/business/${business.id}`, undefined, someone)).status).toBe(403);
  });

  it('deletes through GraphQL for the owner, and frees the email for a new listing', async () => {
    const owner = await signUp();
    const business = await registerBusiness(owner);
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ query: 'mutation($id: ID!) { deleteBusiness(id: $id) { id } }', variables: { id: business.id } }),
    });
    expect(await response.json()).toEqual({ data: { deleteBusiness: { id: business.id } } });
    expect((await registerBusiness(owner, business.email.toUpperCase())).email).toBe(business.email.toUpperCase());
    expect((await send('DELETE', `/api/business/00000000-0000-4000-8000-000000000000`, undefined, owner)).status).toBe(404);
  });
});
