import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = (method: string, path: string, body?: unknown, token?: string) =>
  server.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type Account = { token: string; user: { id: string; username: string; email: string; name: string } };

async function register(overrides: Record<string, unknown> = {}): Promise<Account & { password: string }> {
  const email = `${unique('u')}@example.lk`;
  const body = { username: email, email, password: 'secret12', name: 'Kamala Perera', ...overrides };
  const response = await json('POST', '/api/register', body);
  expect(response.status).toBe(201);
  return { ...((await response.json()) as Account), password: body.password as string };
}

describe('POST /api/register', () => {
  it('answers 201 with a token and the user, never a hash', async () => {
    const account = await register();
    expect(account.token.split('.')).toHaveLength(3);
    expect(Object.keys(account.user).sort()).toEqual(['createdAt', 'email', 'hasPassword', 'id', 'name', 'preferences', 'profilePictureUrl', 'username']);
    expect(JSON.stringify(account)).not.toMatch(/argon2|passwordHash/);
  });

  it.each([
    [{ name: 'K' }, 'name', 'Full name must be at least 2 characters.'],
    [{ email: 'kamala@' }, 'email', 'Invalid email address.'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters.'],
  ])('answers 400 naming the field for %j', async (overrides, field, message) => {
    const email = `${unique('bad')}@example.lk`;
    const response = await json('POST', '/api/register', { username: email, email, password: 'secret12', name: 'Kamala', ...overrides });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });

  it('answers 409 for an email or username already taken, ignoring case', async () => {
    const account = await register();
    const sameEmail = await json('POST', '/api/register', { email: account.user.email.toUpperCase(), password: 'secret12', name: 'Other Person', username: unique('other') });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ message: 'An account with this email already exists.', field: 'email' });
    const sameUsername = await json('POST', '/api/register', { email: `${unique('x')}@example.lk`, password: 'secret12', name: 'Other Person', username: account.user.username.toUpperCase() });
    expect(sameUsername.status).toBe(409);
    expect(await sameUsername.json()).toMatchObject({ message: 'This username is already taken.' });
  });
});

describe('POST /api/login', () => {
  it('signs in by username or by email, in any case', async () => {
    const account = await register({ username: unique('nimal') });
    for (const login of [account.user.username, account.user.email.toUpperCase()]) {
      const response = await json('POST', '/api/login', { username: login, password: account.password });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Account).user.id).toBe(account.user.id);
    }
  });

  it('answers the same 401 for an unknown user and a wrong password, in about the same time', async () => {
    const account = await register();
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await json('POST', '/api/login', { username, password: 'wrong-password' });
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await timed(account.user.username);
      const b = await timed(unique('nobody'));
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.body).toMatchObject({ message: 'Invalid username or password' });
      expect(b.body).toMatchObject({ message: 'Invalid username or password' });
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('answers 400 when a field is missing', async () => {
    const response = await json('POST', '/api/login', { username: 'someone' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password is required.', field: 'password' });
    expect((await json('POST', '/api/login', { password: 'x' })).status).toBe(400);
  });
});

describe('tokens', () => {
  it('accepts only HS256 tokens from this server for the right audience and issuer, not expired', async () => {
    const account = await register();
    const claims = { ver: 0, sub: account.user.id };
    const forged = [
      jwt.sign(claims, SECRET, { algorithm: 'HS384', issuer: 'tripmate', audience: 'tripmate-api' }),
      jwt.sign(claims, 'another-secret-another-secret-another-secret', { algorithm: 'HS256', issuer: 'tripmate', audience: 'tripmate-api' }),
      jwt.sign(claims, SECRET, { algorithm: 'HS256', issuer: 'someone-else', audience: 'tripmate-api' }),
      jwt.sign(claims, SECRET, { algorithm: 'HS256', issuer: 'tripmate', audience: 'another-api' }),
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, { algorithm: 'HS256', issuer: 'tripmate', audience: 'tripmate-api' }),
      `${account.token.split('.').slice(0, 2).join('.')}.`,
      'not-a-token',
    ];
    for (const token of forged) {
      const response = await json('GET', '/api/profile', undefined, token);
      expect(response.status, token).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    }
    const good = jwt.sign(claims, SECRET, { algorithm: 'HS256', issuer: 'tripmate', audience: 'tripmate-api', expiresIn: 60 });
    expect((await json('GET', '/api/profile', undefined, good)).status).toBe(200);
  });

  it('answers 401 without a token on signed-in routes', async () => {
    const response = await json('GET', '/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Please sign in first.' });
  });
});

describe('profile', () => {
  it('reads and updates the profile, and refuses a taken email', async () => {
    const account = await register();
    const other = await register();
    const read = await json('GET', '/api/profile', undefined, account.token);
    expect(await read.json()).toMatchObject({ name: 'Kamala Perera', email: account.user.email, profilePictureUrl: '' });

    const update = { name: '  Kamala P.  ', email: `${unique('new')}@example.lk`, profilePictureUrl: 'https://example.lk/me.png' };
    const updated = await json('PUT', '/api/profile', update, account.token);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ name: 'Kamala P.', email: update.email, profilePictureUrl: 'https://example.lk/me.png' });

    const taken = await json('PUT', '/api/profile', { ...update, email: other.user.email.toUpperCase() }, account.token);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: 'An account with this email already exists.' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name must be 1 to 100 characters.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be 1 to 100 characters.'],
    [{ email: 'nope' }, 'email', 'Invalid email address.'],
    [{ profilePictureUrl: 'javascript:alert(1)' }, 'profilePictureUrl', 'Profile picture must be a web address starting with http:// or https://.'],
  ])('answers 400 for %j', async (overrides, field, message) => {
    const account = await register();
    const response = await json('PUT', '/api/profile', { name: 'Kamala', email: account.user.email, profilePictureUrl: '', ...overrides }, account.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });

  it('saves preferences through GraphQL', async () => {
    const account = await register();
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({
        query: 'mutation { updatePreferences(input: { currency: GBP, language: FRENCH, emailNotifications: false, pushNotifications: true }) { preferences { currency language emailNotifications pushNotifications } } }',
      }),
    });
    const body = (await response.json()) as { data: { updatePreferences: { preferences: unknown } } };
    expect(body.data.updatePreferences.preferences).toEqual({ currency: 'GBP', language: 'FRENCH', emailNotifications: false, pushNotifications: true });
    const me = await json('GET', '/api/profile', undefined, account.token);
    expect(await me.json()).toMatchObject({ preferences: { currency: 'GBP', language: 'fr' } });
  });
});

describe('passwords and revocation', () => {
  it('changes the password: the session that changed it goes on, with its old token too; every other session ends', async () => {
    const account = await register();
    const other = (await (await json('POST', '/api/login', { username: account.user.username, password: account.password })).json()) as Account;
    const changed = await json('POST', '/api/profile/change-password', { currentPassword: account.password, newPassword: 'newsecret', confirmPassword: 'newsecret' }, account.token);
    expect(changed.status).toBe(200);
    const { message, token } = (await changed.json()) as { message: string; token: string };
    expect(message).toBe('Your password has been updated successfully.');
    // The spec's client ignores the returned token and goes on with the one it has.
    expect((await json('GET', '/api/profile', undefined, account.token)).status).toBe(200);
    expect((await json('GET', '/api/profile', undefined, token)).status).toBe(200);
    const ended = await json('GET', '/api/profile', undefined, other.token);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    expect((await json('POST', '/api/login', { username: account.user.username, password: account.password })).status).toBe(401);
    expect((await json('POST', '/api/login', { username: account.user.username, password: 'newsecret' })).status).toBe(200);
  });

  it('keeps only the session that changed the password last', async () => {
    const account = await register();
    const change = (token: string, currentPassword: string, newPassword: string) =>
      json('POST', '/api/profile/change-password', { currentPassword, newPassword, confirmPassword: newPassword }, token);
    // The same session changes twice, with its first token both times: it stays signed in.
    expect((await change(account.token, account.password, 'second1')).status).toBe(200);
    expect((await change(account.token, 'second1', 'third11')).status).toBe(200);
    expect((await json('GET', '/api/profile', undefined, account.token)).status).toBe(200);
    // A new sign-in changes it again: now the first session is one of the others, and ends.
    const later = (await (await json('POST', '/api/login', { username: account.user.username, password: 'third11' })).json()) as Account;
    expect((await change(later.token, 'third11', 'fourth1')).status).toBe(200);
    expect((await json('GET', '/api/profile', undefined, later.token)).status).toBe(200);
    expect((await json('GET', '/api/profile', undefined, account.token)).status).toBe(401);
  });

  it('keeps the session through GraphQL too, and its renewed token belongs to the same session', async () => {
    const account = await register();
    const other = (await (await json('POST', '/api/login', { username: account.user.username, password: account.password })).json()) as Account;
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ query: `mutation { changePassword(input: { currentPassword: "${account.password}", newPassword: "newsecret", confirmPassword: "newsecret" }) { message token } }` }),
    });
    const renewed = ((await response.json()) as { data: { changePassword: { token: string } } }).data.changePassword.token;
    expect(jwt.decode(renewed)).toMatchObject({ sid: (jwt.decode(account.token) as { sid: string }).sid });
    for (const token of [account.token, renewed]) expect((await json('GET', '/api/profile', undefined, token)).status).toBe(200);
    expect((await json('GET', '/api/profile', undefined, other.token)).status).toBe(401);
  });

  it.each([
    [{ currentPassword: 'not-it', newPassword: 'newsecret', confirmPassword: 'newsecret' }, 'Current password is incorrect.'],
    [{ currentPassword: 'secret12', newPassword: 'newsecret', confirmPassword: 'different' }, 'New password and confirmation do not match.'],
    [{ currentPassword: 'secret12', newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters.'],
  ])('answers 400 with the reason for %j', async (body, message) => {
    const account = await register();
    const response = await json('POST', '/api/profile/change-password', body, account.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('signs out everywhere: every token of the account stops working', async () => {
    const account = await register();
    const second = (await (await json('POST', '/api/login', { username: account.user.username, password: account.password })).json()) as Account;
    const out = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ query: 'mutation { signOutEverywhere { message } }' }),
    });
    expect(((await out.json()) as { data: { signOutEverywhere: { message: string } } }).data.signOutEverywhere.message).toBe('You have been signed out on every device.');
    for (const token of [account.token, second.token]) expect((await json('GET', '/api/profile', undefined, token)).status).toBe(401);
  });

  it('signs out everywhere after a password change: the kept session ends too', async () => {
    const account = await register();
    const changed = await json('POST', '/api/profile/change-password', { currentPassword: account.password, newPassword: 'newsecret', confirmPassword: 'newsecret' }, account.token);
    const { token } = (await changed.json()) as { token: string };
    await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ query: 'mutation { signOutEverywhere { message } }' }),
    });
    for (const t of [account.token, token]) expect((await json('GET', '/api/profile', undefined, t)).status).toBe(401);
  });
});

describe('GraphQL accounts', () => {
  it('signs up and in, and answers me for the token', async () => {
    const email = `${unique('g')}@example.lk`;
    const up = await server.graphql<{ signUp: { token: string; user: { username: string } } }>(
      'mutation($i: SignUpInput!) { signUp(input: $i) { token user { username email name hasPassword } } }',
      { i: { name: 'Ravi Fernando', email, password: 'secret12' } },
    );
    expect(up.body.data?.signUp.user.username).toBe(email);
    const me = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${up.body.data!.signUp.token}` },
      body: JSON.stringify({ query: '{ me { email name } }' }),
    });
    expect(await me.json()).toEqual({ data: { me: { email, name: 'Ravi Fernando' } } });

    const anonymous = await server.graphql('{ me { id } }');
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'Please sign in first.', extensions: { code: 'UNAUTHENTICATED' } });
    const wrong = await server.graphql('mutation { signIn(input: { username: "nobody-here", password: "whatever" }) { token } }');
    expect(wrong.body.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
