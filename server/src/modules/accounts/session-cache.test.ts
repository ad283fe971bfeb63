import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, gql, signUp, type SignedUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { eventually } from '../../test/eventually.js';

/**
 * Signed-in requests that only need to know who is asking read the account's session state from each instance's
 * session cache (session-cache.ts). Two instances on one database, as behind a load balancer: ending a session
 * anywhere (or by hand in the database) must close it everywhere.
 */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([a.close(), b.close()]));

/**
 * Whether a listing is the caller's: the question that reads only the session state, the one the cache serves. A
 * token whose session has ended is told "not yours" (a listing is public), so each account registers a listing.
 */
const OWNED = 'query($id: ID!) { business(id: $id) { ownedByViewer } }';
async function ownedOn(server: TestServer, account: SignedUp, listing: { id: string }): Promise<boolean> {
  const answer = await gql<{ business: { ownedByViewer: boolean } }>(server, OWNED, { id: listing.id }, account);
  expect(answer.errors).toBeUndefined();
  return answer.data!.business.ownedByViewer;
}

describe('the session cache', () => {
  it('ends a session everywhere: at once on the instance that ended it, soon on the others', async () => {
    const account = await signUp(a);
    const listing = await aBusiness(a, {}, account);
    // Both instances have now read (and kept) the account's session state.
    expect(await ownedOn(a, account, listing)).toBe(true);
    expect(await ownedOn(b, account, listing)).toBe(true);

    expect((await gql(a, 'mutation { signOutEverywhere { message } }', {}, account)).errors).toBeUndefined();
    expect(await ownedOn(a, account, listing)).toBe(false);
    expect(await eventually(async () => !(await ownedOn(b, account, listing)))).toBe(true);
  });

  it('keeps the session that changed the password, on every instance, and ends the others', async () => {
    const account = await signUp(a);
    const listing = await aBusiness(a, {}, account);
    const other = await gql<{ signIn: { token: string } }>(
      a,
      'mutation($i: SignInInput!) { signIn(input: $i) { token } }',
      { i: { username: account.username, password: account.password } },
    );
    const otherSession = { ...account, token: other.data!.signIn.token };
    expect(await ownedOn(b, account, listing)).toBe(true);
    expect(await ownedOn(b, otherSession, listing)).toBe(true);

    const changed = await gql(
      a,
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { message } }',
      {
        i: { currentPassword: account.password, newPassword: 'another-secret-9', confirmPassword: 'another-secret-9' },
      },
      account,
    );
    expect(changed.errors).toBeUndefined();
    expect(await ownedOn(a, otherSession, listing)).toBe(false);
    expect(await eventually(async () => !(await ownedOn(b, otherSession, listing)))).toBe(true);
    expect(await ownedOn(b, account, listing)).toBe(true);
    expect(await ownedOn(a, account, listing)).toBe(true);
  });

  it('ends a session changed by hand in the database', async () => {
    const account = await signUp(a);
    const listing = await aBusiness(a, {}, account);
    expect(await ownedOn(a, account, listing)).toBe(true);
    expect(await ownedOn(b, account, listing)).toBe(true);

    await a.orm.em
      .getConnection()
      .execute('update app_user set token_version = token_version + 1 where id = ?', [account.userId]);
    expect(await eventually(async () => !(await ownedOn(a, account, listing)))).toBe(true);
    expect(await eventually(async () => !(await ownedOn(b, account, listing)))).toBe(true);
  });
});
