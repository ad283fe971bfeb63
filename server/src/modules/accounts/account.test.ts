import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signIn, signUp } from '../../test/factories.js';
import { startTestServer, TEST_JWT_SECRET as SECRET, unique, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Session = { token: string; user: { id: string; username: string; email: string; name: string } };

const profile = (token?: string) => rest(server, 'GET', '/api/profile', undefined, { token });

describe('POST /api/register', () => {
  it('answers 201 with a token and the user, never a hash', async () => {
    const email = `${unique('u')}@example.lk`;
    const response = await rest(server, 'POST', '/api/register', {
      username: email,
      email,
      password: 'secret12',
      name: 'Kamala Perera',
    });
    expect(response.status).toBe(201);
    const account = (await response.json()) as Session;
    expect(account.token.split('.')).toHaveLength(3);
    expect(Object.keys(account.user).sort()).toEqual([
      'createdAt',
      'email',
      'hasPassword',
      'id',
      'name',
      'preferences',
      'profilePictureUrl',
      'username',
    ]);
    expect(JSON.stringify(account)).not.toMatch(/argon2|passwordHash/);
  });

  it.each([
    [{ name: 'K' }, 'name', 'Full name must be at least 2 characters.'],
    [{ email: 'kamala@' }, 'email', 'Invalid email address.'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters.'],
  ])('answers 400 naming the field for %j', async (overrides, field, message) => {
    const email = `${unique('bad')}@example.lk`;
    const response = await rest(server, 'POST', '/api/register', {
      username: email,
      email,
      password: 'secret12',
      name: 'Kamala',
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });

  it('answers 409 for an email or username already taken, ignoring case', async () => {
    const account = await signUp(server);
    const sameEmail = await rest(server, 'POST', '/api/register', {
      email: account.email.toUpperCase(),
      password: 'secret12',
      name: 'Other Person',
      username: unique('other'),
    });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({
      message: 'An account with this email already exists.',
      field: 'email',
    });
    const sameUsername = await rest(server, 'POST', '/api/register', {
      email: `${unique('x')}@example.lk`,
      password: 'secret12',
      name: 'Other Person',
      username: account.username.toUpperCase(),
    });
    expect(sameUsername.status).toBe(409);
    expect(await sameUsername.json()).toMatchObject({ message: 'This username is already taken.' });
  });
});

describe('signUp keeps the language chosen before signing up', () => {
  const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { token user { preferences { language } } } }';
  const input = (extra: Record<string, unknown> = {}) => ({
    email: `${unique('lang')}@example.lk`,
    password: 'secret12',
    name: 'Nimali Perera',
    ...extra,
  });
  type SignedUp = { signUp: { token: string; user: { preferences: { language: string } } } };

  it("makes the language given the account's Language setting, and English when none is given", async () => {
    const sinhala = await gql<SignedUp>(server, SIGN_UP, { i: input({ language: 'SINHALA' }) });
    expect(sinhala.errors).toBeUndefined();
    expect(sinhala.data?.signUp.user.preferences.language).toBe('SINHALA');
    const me = await gql<{ me: { preferences: { language: string } } }>(
      server,
      '{ me { preferences { language } } }',
      {},
      { token: sinhala.data!.signUp.token },
    );
    expect(me.data?.me.preferences.language).toBe('SINHALA');
    const plain = await gql<SignedUp>(server, SIGN_UP, { i: input() });
    expect(plain.data?.signUp.user.preferences.language).toBe('ENGLISH');
    // The REST adapter speaks the setting's codes, as its profile answers them.
    const rested = await rest(server, 'POST', '/api/register', input({ language: 'ta' }));
    expect(rested.status).toBe(201);
    expect(((await rested.json()) as { user: { preferences: { language: string } } }).user.preferences.language).toBe(
      'ta',
    );
    const bad = await rest(server, 'POST', '/api/register', input({ language: 'KLINGON' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      field: 'language',
      message: 'Language must be English, Sinhala, Tamil, Spanish or French.',
    });
  });
});

describe('POST /api/login', () => {
  it('signs in by username or by email, in any case', async () => {
    const account = await signUp(server, { username: unique('nimal') });
    for (const login of [account.username, account.email.toUpperCase()]) {
      const response = await rest(server, 'POST', '/api/login', { username: login, password: account.password });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Session).user.id).toBe(account.userId);
    }
  });

  it('answers the same 401 for an unknown user and a wrong password, in about the same time', async () => {
    const account = await signUp(server);
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await rest(server, 'POST', '/api/login', { username, password: 'wrong-password' });
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await timed(account.username);
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
    const response = await rest(server, 'POST', '/api/login', { username: 'someone' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password is required.', field: 'password' });
    expect((await rest(server, 'POST', '/api/login', { password: 'x' })).status).toBe(400);
  });
});

describe('tokens', () => {
  it('accepts only HS256 tokens from this server for the right audience and issuer, not expired', async () => {
    const account = await signUp(server);
    const claims = { ver: 0, sub: account.userId };
    const forged = [
      jwt.sign(claims, SECRET, { algorithm: 'HS384', issuer: 'tripmate', audience: 'tripmate-api' }),
      jwt.sign(claims, 'another-secret-another-secret-another-secret', {
        algorithm: 'HS256',
        issuer: 'tripmate',
        audience: 'tripmate-api',
      }),
      jwt.sign(claims, SECRET, { algorithm: 'HS256', issuer: 'someone-else', audience: 'tripmate-api' }),
      jwt.sign(claims, SECRET, { algorithm: 'HS256', issuer: 'tripmate', audience: 'another-api' }),
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
        algorithm: 'HS256',
        issuer: 'tripmate',
        audience: 'tripmate-api',
      }),
      `${account.token.split('.').slice(0, 2).join('.')}.`,
      'not-a-token',
    ];
    for (const token of forged) {
      const response = await profile(token);
      expect(response.status, token).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    }
    const good = jwt.sign(claims, SECRET, {
      algorithm: 'HS256',
      issuer: 'tripmate',
      audience: 'tripmate-api',
      expiresIn: 60,
    });
    expect((await profile(good)).status).toBe(200);
  });

  it('answers 401 without a token on signed-in routes', async () => {
    const response = await profile();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Please sign in first.' });
  });
});

describe('profile', () => {
  it('reads and updates the profile, and refuses a taken email', async () => {
    const account = await signUp(server, { name: 'Kamala Perera' });
    const other = await signUp(server);
    const read = await profile(account.token);
    expect(await read.json()).toMatchObject({ name: 'Kamala Perera', email: account.email, profilePictureUrl: '' });

    const update = {
      name: '  Kamala P.  ',
      email: `${unique('new')}@example.lk`,
      profilePictureUrl: 'https://example.lk/me.png',
    };
    const updated = await rest(server, 'PUT', '/api/profile', update, { token: account.token });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      name: 'Kamala P.',
      email: update.email,
      profilePictureUrl: 'https://example.lk/me.png',
    });

    const taken = await rest(
      server,
      'PUT',
      '/api/profile',
      { ...update, email: other.email.toUpperCase() },
      { token: account.token },
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: 'An account with this email already exists.' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name must be 1 to 100 characters.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be 1 to 100 characters.'],
    [{ email: 'nope' }, 'email', 'Invalid email address.'],
    [
      { profilePictureUrl: 'javascript:alert(1)' },
      'profilePictureUrl',
      'Profile picture must be a web address starting with http:// or https://.',
    ],
  ])('answers 400 for %j', async (overrides, field, message) => {
    const account = await signUp(server);
    const response = await rest(
      server,
      'PUT',
      '/api/profile',
      { name: 'Kamala', email: account.email, profilePictureUrl: '', ...overrides },
      { token: account.token },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field });
  });

  it('saves preferences through GraphQL', async () => {
    const account = await signUp(server);
    const body = await gql<{ updatePreferences: { preferences: unknown } }>(
      server,
      'mutation { updatePreferences(input: { currency: GBP, language: FRENCH, emailNotifications: false, pushNotifications: true }) { preferences { currency language emailNotifications pushNotifications } } }',
      {},
      account,
    );
    expect(body.data?.updatePreferences.preferences).toEqual({
      currency: 'GBP',
      language: 'FRENCH',
      emailNotifications: false,
      pushNotifications: true,
    });
    const me = await profile(account.token);
    expect(await me.json()).toMatchObject({ preferences: { currency: 'GBP', language: 'fr' } });
  });

  it.each([
    ['SINHALA', 'si'],
    ['TAMIL', 'ta'],
  ])('saves %s as the Language setting (the web client speaks it), stored as %s', async (language, stored) => {
    const account = await signUp(server);
    const body = await gql<{ updatePreferences: { preferences: { language: string } } }>(
      server,
      `mutation { updatePreferences(input: { currency: USD, language: ${language}, emailNotifications: true, pushNotifications: false }) { preferences { language } } }`,
      {},
      account,
    );
    expect(body.data?.updatePreferences.preferences.language).toBe(language);
    expect(await (await profile(account.token)).json()).toMatchObject({ preferences: { language: stored } });
  });
});

describe('passwords and revocation', () => {
  it('changes the password: the session that changed it goes on, with its old token too; every other session ends', async () => {
    const account = await signUp(server);
    const other = await signIn(server, account.username, account.password);
    const changed = await rest(
      server,
      'POST',
      '/api/profile/change-password',
      { currentPassword: account.password, newPassword: 'newsecret', confirmPassword: 'newsecret' },
      { token: account.token },
    );
    expect(changed.status).toBe(200);
    const { message, token } = (await changed.json()) as { message: string; token: string };
    expect(message).toBe('Your password has been updated successfully.');
    // The spec's client ignores the returned token and goes on with the one it has.
    expect((await profile(account.token)).status).toBe(200);
    expect((await profile(token)).status).toBe(200);
    const ended = await profile(other.token);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    expect(
      (await rest(server, 'POST', '/api/login', { username: account.username, password: account.password })).status,
    ).toBe(401);
    expect(
      (await rest(server, 'POST', '/api/login', { username: account.username, password: 'newsecret' })).status,
    ).toBe(200);
  });

  it('keeps only the session that changed the password last', async () => {
    const account = await signUp(server);
    const change = (token: string, currentPassword: string, newPassword: string) =>
      rest(
        server,
        'POST',
        '/api/profile/change-password',
        { currentPassword, newPassword, confirmPassword: newPassword },
        { token },
      );
    // The same session changes twice, with its first token both times: it stays signed in.
    expect((await change(account.token, account.password, 'second1')).status).toBe(200);
    expect((await change(account.token, 'second1', 'third11')).status).toBe(200);
    expect((await profile(account.token)).status).toBe(200);
    // A new sign-in changes it again: now the first session is one of the others, and ends.
    const later = await signIn(server, account.username, 'third11');
    expect((await change(later.token, 'third11', 'fourth1')).status).toBe(200);
    expect((await profile(later.token)).status).toBe(200);
    expect((await profile(account.token)).status).toBe(401);
  });

  it('keeps the session through GraphQL too, and its renewed token belongs to the same session', async () => {
    const account = await signUp(server);
    const other = await signIn(server, account.username, account.password);
    const changed = await gql<{ changePassword: { token: string } }>(
      server,
      `mutation { changePassword(input: { currentPassword: "${account.password}", newPassword: "newsecret", confirmPassword: "newsecret" }) { message token } }`,
      {},
      account,
    );
    const renewed = changed.data!.changePassword.token;
    expect(jwt.decode(renewed)).toMatchObject({ sid: (jwt.decode(account.token) as { sid: string }).sid });
    for (const token of [account.token, renewed]) expect((await profile(token)).status).toBe(200);
    expect((await profile(other.token)).status).toBe(401);
  });

  it.each([
    [
      { currentPassword: 'not-it', newPassword: 'newsecret', confirmPassword: 'newsecret' },
      'Current password is incorrect.',
    ],
    [
      { currentPassword: 'secret12', newPassword: 'newsecret', confirmPassword: 'different' },
      'New password and confirmation do not match.',
    ],
    [
      { currentPassword: 'secret12', newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 6 characters.',
    ],
  ])('answers 400 with the reason for %j', async (body, message) => {
    const account = await signUp(server);
    const response = await rest(server, 'POST', '/api/profile/change-password', body, { token: account.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('signs out everywhere: every token of the account stops working', async () => {
    const account = await signUp(server);
    const second = await signIn(server, account.username, account.password);
    const out = await gql<{ signOutEverywhere: { message: string } }>(
      server,
      'mutation { signOutEverywhere { message } }',
      {},
      account,
    );
    expect(out.data?.signOutEverywhere.message).toBe('You have been signed out on every device.');
    for (const token of [account.token, second.token]) expect((await profile(token)).status).toBe(401);
  });

  it('signs out everywhere after a password change: the kept session ends too', async () => {
    const account = await signUp(server);
    const changed = await rest(
      server,
      'POST',
      '/api/profile/change-password',
      { currentPassword: account.password, newPassword: 'newsecret', confirmPassword: 'newsecret' },
      { token: account.token },
    );
    const { token } = (await changed.json()) as { token: string };
    await gql(server, 'mutation { signOutEverywhere { message } }', {}, account);
    for (const t of [account.token, token]) expect((await profile(t)).status).toBe(401);
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
    const me = await gql(server, '{ me { email name } }', {}, { token: up.body.data!.signUp.token });
    expect(me).toEqual({ data: { me: { email, name: 'Ravi Fernando' } } });

    const anonymous = await server.graphql('{ me { id } }');
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: 'Please sign in first.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const wrong = await server.graphql(
      'mutation { signIn(input: { username: "nobody-here", password: "whatever" }) { token } }',
    );
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: 'Invalid username or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
