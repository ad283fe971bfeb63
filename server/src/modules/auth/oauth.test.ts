import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../db/embedded-postgres.js';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';
import { AuthProvider } from '../users/provider-identity.entity.js';

/**
 * Google and GitHub sign-in, end to end against a real OAuth 2 server (oauth2-mock-server) standing in for both:
 * the redirect with its state cookie, the provider's redirect back, the code exchange, the profile, the account.
 */
type Person = { sub: string; email?: string; emailVerified?: boolean; name?: string; login?: string };

let provider: OAuth2Server;
let app: TestServer;
let unconfigured: TestServer;
let person: Person;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = provider.issuer.url!;

  // Google's userinfo is OpenID's; GitHub's /user and /user/emails have their own shapes.
  provider.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: person.sub, email: person.email, email_verified: person.emailVerified, name: person.name };
  });
  provider.service.addRoute('GET', '/github/user', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: Number(person.sub), login: person.login, name: person.name, email: null }));
  });
  provider.service.addRoute('GET', '/github/user/emails', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const emails = person.email ? [{ email: person.email, primary: true, verified: person.emailVerified ?? false }] : [];
    res.end(JSON.stringify([{ email: `${person.login}@users.noreply.github.com`, primary: false, verified: true }, ...emails]));
  });

  const port = await freePort();
  const endpoints = {
    [AuthProvider.GOOGLE]: { authorizationURL: `${issuer}/authorize`, tokenURL: `${issuer}/token`, userProfileURL: `${issuer}/userinfo` },
    [AuthProvider.GITHUB]: {
      authorizationURL: `${issuer}/authorize`,
      tokenURL: `${issuer}/token`,
      userProfileURL: `${issuer}/github/user`,
      userEmailURL: `${issuer}/github/user/emails`,
    },
  };
  app = await startTestServer(
    {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
    },
    { oauthEndpoints: endpoints, port },
  );
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await Promise.all([app.close(), unconfigured.close()]);
  await provider.stop();
});
beforeEach(() => {
  const tag = unique('p');
  person = { sub: String(Date.now() + Math.floor(Math.random() * 1e6)), email: `${tag}@gmail.com`, emailVerified: true, name: 'Nimal Silva', login: `nimal-${tag}` };
});

type Round = { location: string; token: string | null; error: string | null };

/** The browser's part: follow the redirects by hand, carrying the state cookie, up to where the app sends it. */
async function signInWith(providerName: 'google' | 'github', tamper?: (callback: URL) => void): Promise<Round> {
  const start = await app.fetch(`/oauth2/authorization/${providerName}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.pathname).toBe(`/login/oauth2/code/${providerName}`);
  tamper?.(callback);
  const back = await app.fetch(callback.pathname + callback.search, { headers: { cookie }, redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = back.headers.get('location')!;
  const url = new URL(location, app.url);
  return { location, token: url.searchParams.get('token'), error: url.searchParams.get('error') };
}

async function profileOf(token: string) {
  const response = await app.fetch('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; username: string; email: string | null; name: string; hasPassword: boolean };
}

async function signUpWithPassword(email: string) {
  const response = await app.fetch('/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, email, password: 'secret12', name: 'Password Person' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

describe('Google sign-in', () => {
  it('creates an account named by the verified email and ends at /oauth-success with a working token', async () => {
    const round = await signInWith('google');
    expect(round.location).toMatch(/^\/oauth-success\?token=/);
    const profile = await profileOf(round.token!);
    expect(profile).toMatchObject({ username: person.email, email: person.email, name: 'Nimal Silva', hasPassword: false });

    const again = await signInWith('google');
    expect((await profileOf(again.token!)).id).toBe(profile.id);
  });

  it('joins the existing account with that email when Google says the email is verified', async () => {
    const existing = await signUpWithPassword(person.email!.toUpperCase());
    const round = await signInWith('google');
    expect((await profileOf(round.token!)).id).toBe(existing);
  });

  it('never joins an existing account on an unverified email: a new account without that email is made', async () => {
    const existing = await signUpWithPassword(person.email!);
    person.emailVerified = false;
    const profile = await profileOf((await signInWith('google')).token!);
    expect(profile.id).not.toBe(existing);
    expect(profile.email).toBeNull();
    expect(profile.username).toBe(`google-${person.sub}`);
  });

  it('refuses a callback whose state was tampered with, or that comes without the cookie', async () => {
    const tampered = await signInWith('google', (callback) => callback.searchParams.set('state', 'forged-state'));
    expect(tampered).toMatchObject({ token: null, error: 'state' });
    expect(tampered.location).toBe('/auth/signin?error=state&provider=google');

    const start = await app.fetch('/oauth2/authorization/google', { redirect: 'manual' });
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const noCookie = await app.fetch(callback.pathname + callback.search, { redirect: 'manual' });
    expect(noCookie.headers.get('location')).toBe('/auth/signin?error=state&provider=google');
  });

  it('sends the browser back to sign-in when the person refuses at the provider', async () => {
    provider.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    expect(await signInWith('google')).toMatchObject({ token: null, error: 'denied' });
  });

  it('sends the browser back to sign-in when the code exchange fails', async () => {
    provider.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(await signInWith('google')).toMatchObject({ token: null, error: 'failed' });
  });
});

describe('GitHub sign-in', () => {
  it('creates an account named by the login, with the primary verified email fetched from /user/emails', async () => {
    const profile = await profileOf((await signInWith('github')).token!);
    expect(profile).toMatchObject({ username: person.login, email: person.email, name: 'Nimal Silva' });
  });

  it('keeps an unverified primary email out of the account', async () => {
    person.emailVerified = false;
    const profile = await profileOf((await signInWith('github')).token!);
    // Only the noreply address is verified; it becomes the email, never the unverified one.
    expect(profile.email).toBe(`${person.login}@users.noreply.github.com`);
  });
});

describe('a provider that is not configured', () => {
  it.each(['google', 'github'])('sends the browser to /auth/signin saying so (%s)', async (name) => {
    const response = await unconfigured.fetch(`/oauth2/authorization/${name}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/auth/signin?error=not_configured&provider=${name}`);
  });

  it('is reported as off through GraphQL so the client can explain it', async () => {
    const off = await unconfigured.graphql<{ signInOptions: { provider: string; enabled: boolean }[] }>('{ signInOptions { provider enabled startUrl } }');
    expect(off.body.data?.signInOptions).toEqual([
      { provider: 'GOOGLE', enabled: false, startUrl: '/oauth2/authorization/google' },
      { provider: 'GITHUB', enabled: false, startUrl: '/oauth2/authorization/github' },
    ]);
    const on = await app.graphql<{ signInOptions: { enabled: boolean }[] }>('{ signInOptions { enabled } }');
    expect(on.body.data?.signInOptions.every((option) => option.enabled)).toBe(true);
  });
});
