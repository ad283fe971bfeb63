import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../lib/free-port.js';
import { signUp } from '../../test/factories.js';
import {
  Browser,
  newPerson,
  providerCredentials,
  startMockProviders,
  type Landing,
  type Person,
} from '../../test/oauth-provider.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Google and GitHub sign-in, end to end against a real OAuth 2 server (oauth2-mock-server) standing in for both:
 * the redirect with its state cookie, the provider's redirect back, the code exchange, the profile, the account,
 * and the hand-over of the session to the web client by a one-time code bound to the browser.
 */
let provider: OAuth2Server;
let setPerson: (person: Person) => void;
let app: TestServer;
let spec: TestServer;
let unconfigured: TestServer;
let person: Person;

const EXCHANGE =
  'mutation($code: String!) { exchangeOAuthCode(code: $code) { token user { id username email name hasPassword connectedProviders } } }';
const SPENT = 'This sign-in link has expired, was already used or was opened in another browser. Please try again.';
type Exchanged = {
  exchangeOAuthCode: {
    token: string;
    user: { id: string; username: string; email: string | null; connectedProviders: string[] };
  };
};

beforeAll(async () => {
  const providers = await startMockProviders();
  provider = providers.server;
  setPerson = providers.setPerson;
  const [port, specPort] = [await freePort(), await freePort()];
  app = await startTestServer(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, ...providerCredentials },
    { oauthEndpoints: providers.endpoints, port },
  );
  // A server for clients built to the spec, with the web client hosted elsewhere.
  spec = await startTestServer(
    {
      PUBLIC_URL: `http://127.0.0.1:${specPort}`,
      CLIENT_URL: 'https://client.example.lk/',
      OAUTH_RETURN: 'token',
      ...providerCredentials,
    },
    { oauthEndpoints: providers.endpoints, port: specPort },
  );
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await Promise.all([app.close(), spec.close(), unconfigured.close()]);
  await provider.stop();
});
beforeEach(() => {
  person = newPerson();
  setPerson(person);
});

/** A round trip in `browser`, and, when it ends at /oauth-success, the exchange of its code in the same browser. */
async function signInWith(
  providerName: 'google' | 'github',
  browser = new Browser(app),
  tamper?: (callback: URL) => void,
) {
  const landing = await browser.roundTrip(`/oauth2/authorization/${providerName}`, tamper);
  if (landing.path !== '/oauth-success') return { landing, token: null };
  const exchanged = await browser.graphql<Exchanged>(EXCHANGE, { code: landing.params.get('code') });
  expect(exchanged.errors).toBeUndefined();
  return { landing, token: exchanged.data!.exchangeOAuthCode.token, user: exchanged.data!.exchangeOAuthCode.user };
}

async function profileOf(token: string, server = app) {
  const response = await server.fetch('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    id: string;
    username: string;
    email: string | null;
    name: string;
    hasPassword: boolean;
  };
}

const refusedBecauseTaken = (landing: Landing, name: string) => {
  expect(landing.location).toBe(`/auth/signin?error=account_exists&provider=${name}`);
};

describe('Google sign-in', () => {
  it('creates an account named by the verified email and hands the session over by a one-time code, never a token in a URL', async () => {
    const first = await signInWith('google');
    expect(first.landing.location).toMatch(/^\/oauth-success\?code=[\w-]{43}$/);
    const profile = await profileOf(first.token!);
    expect(profile).toMatchObject({
      username: person.email,
      email: person.email,
      name: 'Nimal Silva',
      hasPassword: false,
    });
    expect(first.user?.connectedProviders).toEqual(['GOOGLE']);

    const again = await signInWith('google');
    expect((await profileOf(again.token!)).id).toBe(profile.id);
  });

  it('accepts a code once, only from the browser it was given to, and for a minute', async () => {
    const victim = new Browser(app);
    const attacker = new Browser(app);
    // Login CSRF: the attacker signs in to their own account and sends their code to the victim's browser.
    const attackersCode = (await attacker.roundTrip('/oauth2/authorization/google')).params.get('code');
    await victim.roundTrip('/oauth2/authorization/google');
    const forced = await victim.graphql(EXCHANGE, { code: attackersCode });
    expect(forced.errors?.[0]).toMatchObject({ message: SPENT, extensions: { code: 'BAD_USER_INPUT' } });
    expect(forced.data).toBeNull();
    // Spent by that attempt, even for the attacker's own browser.
    expect((await attacker.graphql(EXCHANGE, { code: attackersCode })).errors?.[0]?.message).toBe(SPENT);

    const code = (await victim.roundTrip('/oauth2/authorization/google')).params.get('code');
    expect((await victim.graphql<Exchanged>(EXCHANGE, { code })).data?.exchangeOAuthCode.token).toBeTruthy();
    expect((await victim.graphql(EXCHANGE, { code })).errors?.[0]?.message).toBe(SPENT);

    const late = (await victim.roundTrip('/oauth2/authorization/google')).params.get('code');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect((await victim.graphql(EXCHANGE, { code: late })).errors?.[0]?.message).toBe(SPENT);
    } finally {
      vi.restoreAllMocks();
    }
    expect((await victim.graphql(EXCHANGE, { code: 'x'.repeat(5000) })).errors?.[0]?.message).toBe(SPENT);
  });

  it("does not open a password account registered in advance with the victim's address (pre-account hijack)", async () => {
    const attacker = await signUp(app, { email: person.email!.toUpperCase() });
    const round = await signInWith('google');
    refusedBecauseTaken(round.landing, 'google');
    expect(round.token).toBeNull();
    // The attacker's account gained nothing: no Google identity to share with the victim.
    const me = await new Browser(app).graphql<{ me: { connectedProviders: string[] } }>(
      '{ me { connectedProviders } }',
      {},
      attacker.token,
    );
    expect(me.data?.me.connectedProviders).toEqual([]);
  });

  it('never opens an account on an unverified email, and keeps an unverified email out of a new account', async () => {
    await signUp(app, { email: person.email! });
    person.emailVerified = false;
    refusedBecauseTaken((await signInWith('google')).landing, 'google');

    setPerson((person = { ...newPerson(), emailVerified: false }));
    const profile = await profileOf((await signInWith('google')).token!);
    expect(profile.email).toBeNull();
    expect(profile.username).toBe(`google-${person.sub}`);
  });

  it('does not open an account made by Google for another Google or GitHub identity with the same verified email', async () => {
    const made = await signInWith('google');
    setPerson((person = { ...newPerson(), email: person.email }));
    refusedBecauseTaken((await signInWith('google')).landing, 'google');
    refusedBecauseTaken((await signInWith('github')).landing, 'github');
    const me = await new Browser(app).graphql<{ me: { connectedProviders: string[] } }>(
      '{ me { connectedProviders } }',
      {},
      made.token!,
    );
    expect(me.data?.me.connectedProviders).toEqual(['GOOGLE']);
  });

  it("does not open an account made by Google whose email its owner later changed to the victim's address", async () => {
    const victim = person;
    // The attacker signs in with their own Google, then sets the victim's address on the profile (never verified).
    setPerson((person = newPerson()));
    const attacker = await signInWith('google');
    const changed = await app.fetch('/api/profile', {
      method: 'PUT',
      headers: { authorization: `Bearer ${attacker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Attacker', email: victim.email }),
    });
    expect(changed.status).toBe(200);

    setPerson((person = victim));
    const round = await signInWith('google');
    refusedBecauseTaken(round.landing, 'google');
    const me = await new Browser(app).graphql<{ me: { connectedProviders: string[] } }>(
      '{ me { connectedProviders } }',
      {},
      attacker.token!,
    );
    expect(me.data?.me.connectedProviders).toEqual(['GOOGLE']);
  });

  it('refuses a callback whose state was tampered with, or that comes without the cookie', async () => {
    const tampered = await signInWith('google', undefined, (callback) =>
      callback.searchParams.set('state', 'forged-state'),
    );
    expect(tampered).toMatchObject({ token: null, landing: { location: '/auth/signin?error=state&provider=google' } });

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
    expect((await signInWith('google')).landing.location).toBe('/auth/signin?error=denied&provider=google');
  });

  it('sends the browser back to sign-in when the code exchange fails', async () => {
    provider.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect((await signInWith('google')).landing.location).toBe('/auth/signin?error=failed&provider=google');
  });
});

describe('OAUTH_RETURN=token and CLIENT_URL', () => {
  it("returns the browser to CLIENT_URL with the spec's /oauth-success?token=…", async () => {
    const landing = await new Browser(spec).roundTrip('/oauth2/authorization/google');
    expect(landing.location).toMatch(/^https:\/\/client\.example\.lk\/oauth-success\?token=/);
    expect((await profileOf(landing.params.get('token')!, spec)).email).toBe(person.email);
  });

  it('sends failures to CLIENT_URL too', async () => {
    const landing = await new Browser(spec).roundTrip('/oauth2/authorization/github', (callback) =>
      callback.searchParams.set('state', 'forged'),
    );
    expect(landing.location).toBe('https://client.example.lk/auth/signin?error=state&provider=github');
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
    const off = await unconfigured.graphql<{ signInOptions: { provider: string; enabled: boolean }[] }>(
      '{ signInOptions { provider enabled startUrl } }',
    );
    expect(off.body.data?.signInOptions).toEqual([
      { provider: 'GOOGLE', enabled: false, startUrl: '/oauth2/authorization/google' },
      { provider: 'GITHUB', enabled: false, startUrl: '/oauth2/authorization/github' },
    ]);
    const on = await app.graphql<{ signInOptions: { enabled: boolean }[] }>('{ signInOptions { enabled } }');
    expect(on.body.data?.signInOptions.every((option) => option.enabled)).toBe(true);
  });
});
