import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.js';
import { client } from '../../test/limits.js';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';

type GraphQLErrors = { errors?: { message: string; extensions: { code: string } }[] };

describe('limits on the signed-in account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', EMAIL_CHANGES_PER_ACCOUNT: '3' });
  });
  afterAll(() => server.close());

  const changePassword = (token: string, currentPassword: string) =>
    client(server, undefined, token).send('POST', '/api/profile/change-password', {
      currentPassword,
      newPassword: 'another12',
      confirmPassword: 'another12',
    });

  it('counts wrong current passwords on change-password like failed sign-ins, and pauses both after 10', async () => {
    const { username, token } = await signUp(server);
    for (let i = 0; i < 6; i++) {
      const wrong = await changePassword(token, 'wrong-password');
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ message: 'Current password is incorrect.' });
    }
    for (let i = 0; i < 4; i++) expect((await client(server).signIn(username, 'wrong-password')).status).toBe(401);

    const paused = await changePassword(token, 'secret12');
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await paused.json()).toMatchObject({
      message: 'Too many wrong passwords for this account. Please wait a few minutes and try again.',
    });
    const viaGraphql = (await (
      await client(server, undefined, token).graphql(
        'mutation { changePassword(input: { currentPassword: "secret12", newPassword: "another12", confirmPassword: "another12" }) { message } }',
      )
    ).json()) as GraphQLErrors;
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    // The same count pauses sign-in to the account.
    expect((await client(server).signIn(username, 'secret12')).status).toBe(429);
  });

  it('limits attempts to change the email per account, taken addresses included, so they cannot list accounts', async () => {
    const { email, token } = await signUp(server);
    const others = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    const me = client(server, undefined, token);
    const update = (newEmail: string, name = 'Rate Limited') =>
      me.send('PUT', '/api/profile', { name, email: newEmail });

    for (const other of others) expect((await update(other.email)).status).toBe(409);
    const refused = await update(`${unique('free')}@example.lk`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      message: 'Too many email address changes for this account. Please try again tomorrow.',
      field: 'email',
    });
    const viaGraphql = (await (
      await me.graphql('mutation($email: String!) { updateProfile(input: { name: "R", email: $email }) { email } }', {
        email: others[0]!.email,
      })
    ).json()) as GraphQLErrors;
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');

    // Saving the profile with the same email (any case) is not an email change.
    const renamed = await update(email.toUpperCase(), 'A New Name');
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'A New Name' });
  });

  it('answers 409, not a server error, when two accounts take the same free email at once', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => signUp(server)));
    const wanted = `${unique('contested')}@example.lk`;
    const answers = await Promise.all(
      accounts.map(({ token }) =>
        client(server, undefined, token).send('PUT', '/api/profile', { name: 'Racer', email: wanted }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await answer.json()).toMatchObject({
        message: 'An account with this email already exists.',
        field: 'email',
      });
    }
  });
});
