import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../test/factories.js';
import { startTestServer, unique, type TestServer } from '../test/test-server.js';

const ALLOWED = 'http://app.example.test:5173';
const REFUSED = 'https://evil.example.test';

let cors: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [cors, plain] = await Promise.all([
    startTestServer({ CORS_ORIGINS: `${ALLOWED}, https://second.example.test` }),
    startTestServer({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' }),
  ]);
});
afterAll(() => Promise.all([cors.close(), plain.close()]));

const preflight = (server: TestServer, path: string, origin: string, method = 'POST') =>
  server.fetch(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS_ORIGINS', () => {
  it.each(['/api/login', '/graphql', '/oauth2/authorization/google'])(
    'answers the preflight for %s from a listed origin',
    async (path) => {
      const response = await preflight(cors, path, ALLOWED);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,X-Management-Code');
      expect(response.headers.get('vary')).toMatch(/Origin/);
    },
  );

  it('lets a listed origin read the answer and the headers it needs', async () => {
    const response = await cors.fetch('/api/business/all?first=1', { headers: { origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Next-Cursor,Retry-After,X-Request-Id');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const graphql = await cors.fetch('/graphql', {
      method: 'POST',
      headers: { origin: 'https://second.example.test', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.headers.get('access-control-allow-origin')).toBe('https://second.example.test');
  });

  it('gives an origin that is not listed no Access-Control header, preflight or not', async () => {
    const refused = await preflight(cors, '/api/login', REFUSED);
    expect(refused.status).toBe(403);
    expect([...refused.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const actual = await cors.fetch('/api/business/all?first=1', { headers: { origin: REFUSED } });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    // Not on the API paths even for a listed origin.
    expect(
      (await cors.fetch('/healthz', { headers: { origin: ALLOWED } })).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('is same-origin only when unset', async () => {
    const response = await preflight(plain, '/graphql', ALLOWED);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const actual = await plain.fetch('/api/business/all?first=1', { headers: { origin: ALLOWED } });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers', () => {
  it('sends a CSP with frame-ancestors none, nosniff, a referrer policy and no HSTS on http', async () => {
    const response = await plain.fetch('/api/business/all?first=1');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/googleapis/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when PUBLIC_URL is https, and Google map hosts when a browser key is set', async () => {
    const server = await startTestServer({
      PUBLIC_URL: 'https://tripmate.example.lk',
      GOOGLE_MAPS_BROWSER_KEY: 'browser-key',
    });
    try {
      const response = await server.fetch('/healthz');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com/);
      expect(csp).toMatch(/upgrade-insecure-requests/);
    } finally {
      await server.close();
    }
  });

  it('keeps the Apollo Sandbox at GET /graphql loadable: its own page policy, framing still refused', async () => {
    const response = await plain.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('https://embeddable-sandbox.cdn.apollographql.com/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src|default-src/);
  });
});

describe('Cache-Control: no-store', () => {
  it('on sign-up, sign-in and the profile (REST), and on GraphQL answers for a signed-in caller or a sign-in', async () => {
    const email = `${unique('edge')}@example.lk`;
    const signUp = await rest(plain, 'POST', '/api/register', {
      username: email,
      email,
      password: 'edge-secret-1',
      name: 'Edge Case',
    });
    expect(signUp.status).toBe(201);
    expect(signUp.headers.get('cache-control')).toBe('no-store');
    const { token } = (await signUp.json()) as { token: string };
    const profile = await rest(plain, 'GET', '/api/profile', undefined, { token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const login = await rest(plain, 'POST', '/api/login', { username: 'nobody@example.lk', password: 'x' });
    expect(login.headers.get('cache-control')).toBe('no-store');

    const me = await rest(plain, 'POST', '/graphql', { query: '{ me { email } }' }, { token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const signIn = await rest(plain, 'POST', '/graphql', {
      query: 'mutation { signIn(input: { username: "nobody@example.lk", password: "wrong" }) { token } }',
    });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    // An anonymous GET too: it may read a shared plan by its link's token, which the owner can revoke.
    const publicGet = await plain.fetch('/graphql?query=%7B__typename%7D', {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(publicGet.status).toBe(200);
    expect(publicGet.headers.get('cache-control')).toBe('no-store');
    const shared = await plain.fetch(
      `/graphql?query=${encodeURIComponent('{ sharedTripPlan(token: "no-such-link") { __typename } }')}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(shared.headers.get('cache-control')).toBe('no-store');
  });

  it('not on the public map layers, which are cached for a day', async () => {
    const layers = await plain.fetch('/api/geo/layers');
    expect(layers.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers trickle in (slowloris) once the header timeout passes', async () => {
    const { port } = new URL(plain.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // The server may reset the connection while headers are still being written: that is the point, not a failure.
    let resetBy: string | undefined;
    socket.on('error', (error: NodeJS.ErrnoException) => (resetBy = error.code ?? error.message));
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const started = Date.now();
    const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 300);
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 8_000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    // A 408, or the server's reset when it got there before the 408 could be read; a close with neither fails.
    expect(answer || resetBy || 'closed without an answer').toMatch(/^HTTP\/1\.1 408 |^ECONNRESET$|^EPIPE$/);
  });
});
