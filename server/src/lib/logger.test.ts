import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { Browser, providerCredentials, startMockProviders } from '../test/oauth-provider.js';
import { aPlan, gql, signUp } from '../test/factories.js';
import { startTestServer, unique, type TestServer } from '../test/test-server.js';
import { createLogger, redactUrl } from './logger.js';

/** No log line carries a token, an OAuth code, state or ticket, or a password: checked on the real output. */
const lines: string[] = [];
const logs = { write: (line: string) => void lines.push(line) };
let app: TestServer;
let stopProvider: () => Promise<void>;

beforeAll(async () => {
  const providers = await startMockProviders();
  stopProvider = () => providers.server.stop();
  const port = await freePort();
  // The spec's return puts the token itself in a URL: the worst case for the access log.
  app = await startTestServer(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, OAUTH_RETURN: 'token', LOG_LEVEL: 'info', ...providerCredentials },
    { oauthEndpoints: providers.endpoints, port, logs },
  );
});
afterAll(async () => {
  await app.close();
  await stopProvider();
});

describe('log redaction', () => {
  it('keeps tokens, OAuth codes and states, and passwords out of the access log', async () => {
    const browser = new Browser(app);
    const start = await browser.get('/oauth2/authorization/google');
    const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const landing = await browser.get(callback.pathname + callback.search);
    const token = new URL(landing.headers.get('location')!, app.url).searchParams.get('token')!;
    await app.fetch(`/oauth-success?token=${token}`);
    await app.fetch(`/oauth2/authorization/google?ticket=some-ticket&x=1`, { redirect: 'manual' });

    const email = `${unique('log')}@example.lk`;
    const password = 'sekrit-password-1';
    await app.fetch(`/api/register?password=${password}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, email, password, name: 'Log Person' }),
    });

    const output = lines.join('');
    expect(output).toContain('/oauth-success?token=[redacted]');
    expect(output).toContain('/oauth2/authorization/google?ticket=[redacted]&x=1');
    expect(output).toMatch(/login\/oauth2\/code\/google\?(?=.*code=\[redacted\])(?=.*state=\[redacted\])/);
    for (const secret of [
      token,
      callback.searchParams.get('code')!,
      callback.searchParams.get('state')!,
      password,
      'some-ticket',
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it('keeps share-link tokens out of the access log, in the page, the API and the calendar paths', async () => {
    const { token } = await signUp(app);
    const { id } = await aPlan(app, token, {}, { saved: true });
    const shared = await gql<{ shareTripPlan: { token: string } }>(
      app,
      'mutation($id: ID!) { shareTripPlan(id: $id) { token } }',
      { id },
      { token },
    );
    const secret = shared.data!.shareTripPlan.token;
    for (const path of [
      `/shared/${secret}`,
      `/api/shared/${secret}`,
      `/api/shared/${secret}/calendar.ics`,
      `/api/shared/${secret}x?token=${secret}`,
    ]) {
      await (await app.fetch(path)).arrayBuffer();
    }
    const output = lines.join('');
    expect(output).not.toContain(secret);
    for (const path of [
      '"/shared/[redacted]"',
      '"/api/shared/[redacted]"',
      '"/api/shared/[redacted]/calendar.ics"',
      '"/api/shared/[redacted]?token=[redacted]"',
    ]) {
      expect(output).toContain(path);
    }
  });

  it('redacts secret fields of logged objects and URLs in error messages', () => {
    const captured: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void captured.push(line) });
    logger.info({ body: { password: 'p4ss', newPassword: 'n3w', token: 'ey.J.x' }, code: 'c0de' }, 'an object');
    logger.error({ err: new Error('GET https://model.example/v1?key=AIza-secret&alt=json failed') }, 'upstream');
    const output = captured.join('');
    for (const secret of ['p4ss', 'n3w', 'ey.J.x', 'c0de', 'AIza-secret']) expect(output).not.toContain(secret);
    expect(output).toContain('key=[redacted]&alt=json');
  });

  it('redacts only the values of secret parameters', () => {
    expect(redactUrl('/a?code=1&mode=x&STATE=2#code=3')).toBe('/a?code=[redacted]&mode=x&STATE=[redacted]#code=3');
    expect(redactUrl('/account?connect=google&code=abc')).toBe('/account?connect=google&code=[redacted]');
    expect(redactUrl('GET /api/shared/abc-123/calendar.ics?start=2027-01-01')).toBe(
      'GET /api/shared/[redacted]/calendar.ics?start=2027-01-01',
    );
    expect(redactUrl('/destinations/shared')).toBe('/destinations/shared');
  });
});
