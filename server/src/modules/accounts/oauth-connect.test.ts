import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/free-port.js';
import { gql, signUp } from '../../test/factories.js';
import { Browser, newPerson, providerCredentials, startMockProviders, type Person } from '../../test/oauth-provider.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Connecting Google or GitHub to an account from its profile page ("Connect Google"), against a real OAuth 2
 * server: only the signed-in owner connects, the round trip is bound to the account that started it and to the
 * browser, and the connected provider then opens that account.
 */
let provider: OAuth2Server;
let setPerson: (person: Person) => void;
let app: TestServer;
let unconfigured: TestServer;
let person: Person;

const START = 'mutation($p: AuthProvider!) { startProviderConnection(provider: $p) { url } }';
const CONNECT = 'mutation($code: String!) { connectProvider(code: $code) { id connectedProviders } }';
const EXCHANGE = 'mutation($code: String!) { exchangeOAuthCode(code: $code) { user { id } } }';
type Started = { startProviderConnection: { url: string } };
type Connected = { connectProvider: { id: string; connectedProviders: string[] } };

beforeAll(async () => {
  const providers = await startMockProviders();
  provider = providers.server;
  setPerson = providers.setPerson;
  const port = await freePort();
  app = await startTestServer(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, ...providerCredentials },
    { oauthEndpoints: providers.endpoints, port },
  );
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await Promise.all([app.close(), unconfigured.close()]);
  await provider.stop();
});
beforeEach(() => {
  person = newPerson();
  setPerson(person);
});

/** "Connect {provider}" in `browser`: ask for the start URL with the owner's token, then the round trip. */
async function connectRoundTrip(browser: Browser, token: string, providerName: 'google' | 'github' = 'google') {
  const started = await browser.graphql<Started>(START, { p: providerName.toUpperCase() }, token);
  expect(started.errors).toBeUndefined();
  return browser.roundTrip(started.data!.startProviderConnection.url);
}

describe('connecting a provider from the profile', () => {
  it('connects Google for the signed-in owner, whose Google sign-in then opens the password account', async () => {
    const owner = await signUp(app, { email: person.email });
    const browser = new Browser(app);
    const landing = await connectRoundTrip(browser, owner.token);
    expect(landing.path).toBe('/account');
    expect(landing.params.get('connect')).toBe('google');
    const connected = await browser.graphql<Connected>(CONNECT, { code: landing.params.get('code') }, owner.token);
    expect(connected.data?.connectProvider).toEqual({ id: owner.userId, connectedProviders: ['GOOGLE'] });

    const signIn = new Browser(app);
    const back = await signIn.roundTrip('/oauth2/authorization/google');
    const exchanged = await signIn.graphql<{ exchangeOAuthCode: { user: { id: string } } }>(EXCHANGE, {
      code: back.params.get('code'),
    });
    expect(exchanged.data?.exchangeOAuthCode.user.id).toBe(owner.userId);
  });

  it("does not connect your Google to a stranger's account who sent you their connect link", async () => {
    const stranger = await signUp(app);
    const you = await signUp(app);
    const strangersLink = (await new Browser(app).graphql<Started>(START, { p: 'GOOGLE' }, stranger.token)).data!
      .startProviderConnection.url;
    // Your browser follows it, signed in to your Google, and lands on your profile page, which confirms with your token.
    const yourBrowser = new Browser(app);
    const landing = await yourBrowser.roundTrip(strangersLink);
    const code = landing.params.get('code');
    const refused = await yourBrowser.graphql(CONNECT, { code }, you.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This connection was started from another TripMate account. Please try again.',
      extensions: { code: 'FORBIDDEN' },
    });
    // The stranger cannot finish it from their own browser either.
    const fromStranger = await new Browser(app).graphql(CONNECT, { code }, stranger.token);
    expect(fromStranger.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const account of [stranger, you]) {
      const me = await new Browser(app).graphql<{ me: { connectedProviders: string[] } }>(
        '{ me { connectedProviders } }',
        {},
        account.token,
      );
      expect(me.data?.me.connectedProviders).toEqual([]);
    }
  });

  it('does not let a stranger connect their Google to your account with your code', async () => {
    const you = await signUp(app);
    const landing = await connectRoundTrip(new Browser(app), you.token);
    // Even holding your token, a request from another browser lacks the binding cookie.
    const stolen = await new Browser(app).graphql(CONNECT, { code: landing.params.get('code') }, you.token);
    expect(stolen.errors?.[0]?.message).toBe(
      'This sign-in link has expired, was already used or was opened in another browser. Please try again.',
    );
  });

  it('refuses a forged or foreign ticket, and an identity connected to another account', async () => {
    const owner = await signUp(app);
    const browser = new Browser(app);
    const forged = await browser.roundTrip(
      `/oauth2/authorization/google?ticket=${owner.userId}.google.9999999999.forged`,
    );
    expect(forged.location).toBe('/account?connect=google&error=state');
    const githubTicket = new URL(
      (await browser.graphql<Started>(START, { p: 'GITHUB' }, owner.token)).data!.startProviderConnection.url,
      app.url,
    ).searchParams.get('ticket')!;
    const foreign = await browser.roundTrip(`/oauth2/authorization/google?ticket=${encodeURIComponent(githubTicket)}`);
    expect(foreign.location).toBe('/account?connect=google&error=state');

    // This Google identity already made (and so opens) an account of its own.
    await new Browser(app).roundTrip('/oauth2/authorization/google');
    const landing = await connectRoundTrip(browser, owner.token);
    const taken = await browser.graphql(CONNECT, { code: landing.params.get('code') }, owner.token);
    expect(taken.errors?.[0]).toMatchObject({
      message: 'That account is already connected to another TripMate account.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('sends the browser back to the profile when the person refuses at the provider', async () => {
    const owner = await signUp(app);
    provider.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    expect((await connectRoundTrip(new Browser(app), owner.token)).location).toBe(
      '/account?connect=google&error=denied',
    );
  });

  it('needs a signed-in account and a configured provider', async () => {
    const anonymous = await new Browser(app).graphql(START, { p: 'GOOGLE' });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Please sign in first.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const refused = await gql(unconfigured, START, { p: 'GITHUB' }, await signUp(unconfigured));
    expect(refused.errors?.[0]?.message).toBe('That provider is not configured on this server.');
  });
});
