import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, gql, rest, signIn, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ownedByViewer = async (name: string, token?: string) => {
  const body = await gql<{ businesses: { edges: { node: { ownedByViewer: boolean } }[] } }>(
    server,
    'query($s: String) { businesses(first: 1, search: $s) { edges { node { ownedByViewer } } } }',
    { s: name },
    { token },
  );
  return body.data!.businesses.edges[0]?.node.ownedByViewer;
};
const deleteBusiness = (id: string, token?: string) =>
  rest(server, 'DELETE', `/api/business/${id}`, undefined, { token });

describe('business ownership', () => {
  it('belongs to the account that registered it, which alone may delete it', async () => {
    const { token: owner } = await signUp(server);
    const { token: stranger } = await signUp(server);
    const business = await aBusiness(server, {}, { token: owner });

    expect(await ownedByViewer(business.name, owner)).toBe(true);
    expect(await ownedByViewer(business.name, stranger)).toBe(false);
    expect(await ownedByViewer(business.name)).toBe(false);

    const anonymous = await deleteBusiness(business.id);
    expect(anonymous.status).toBe(401);
    const forbidden = await deleteBusiness(business.id, stranger);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      message: 'Only the account that registered this business can delete it.',
    });

    const deleted = await deleteBusiness(business.id, owner);
    expect(deleted.status).toBe(204);
    expect(await ownedByViewer(business.name, owner)).toBeUndefined();
    const again = await deleteBusiness(business.id, owner);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Business not found.' });
  });

  it('is no longer the viewer’s through a token its session ended, while the session that ended it keeps it', async () => {
    const account = await signUp(server);
    const firstDevice = account.token;
    const business = await aBusiness(server, {}, { token: firstDevice });
    const { token: secondDevice } = await signIn(server, account.email, account.password);
    expect(await ownedByViewer(business.name, firstDevice)).toBe(true);

    const changed = await rest(
      server,
      'POST',
      '/api/profile/change-password',
      { currentPassword: account.password, newPassword: 'secret34', confirmPassword: 'secret34' },
      { token: secondDevice },
    );
    expect(changed.status).toBe(200);
    expect(await ownedByViewer(business.name, firstDevice)).toBe(false);
    expect(await ownedByViewer(business.name, secondDevice)).toBe(true);
  });

  it('cannot be deleted by anyone when it was registered while signed out', async () => {
    const business = await aBusiness(server);
    const { token: someone } = await signUp(server);
    expect((await deleteBusiness(business.id, someone)).status).toBe(403);
  });

  it('deletes through GraphQL for the owner, and frees the email for a new listing', async () => {
    const { token: owner } = await signUp(server);
    const business = await aBusiness(server, {}, { token: owner });
    expect(
      await gql(server, 'mutation($id: ID!) { deleteBusiness(id: $id) { id } }', { id: business.id }, { token: owner }),
    ).toEqual({ data: { deleteBusiness: { id: business.id } } });
    expect((await aBusiness(server, { email: business.email.toUpperCase() }, { token: owner })).email).toBe(
      business.email.toUpperCase(),
    );
    expect((await deleteBusiness('00000000-0000-4000-8000-000000000000', owner)).status).toBe(404);
  });

  it('lists the account’s own live listings, newest first, and asks a signed-out caller to sign in', async () => {
    const { token: owner } = await signUp(server);
    const older = await aBusiness(server, {}, { token: owner });
    const newer = await aBusiness(server, {}, { token: owner });
    const gone = await aBusiness(server, {}, { token: owner });
    await aBusiness(server);
    expect((await deleteBusiness(gone.id, owner)).status).toBe(204);

    const mine = await gql<{ myBusinesses: { id: string; ownedByViewer: boolean }[] }>(
      server,
      '{ myBusinesses { id ownedByViewer } }',
      {},
      { token: owner },
    );
    expect(mine.data?.myBusinesses).toEqual([
      { id: newer.id, ownedByViewer: true },
      { id: older.id, ownedByViewer: true },
    ]);
    const signedOut = await gql(server, '{ myBusinesses { id } }');
    expect(signedOut.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
