import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';

/** Each test signs in from its own address (X-Forwarded-For behind TRUST_PROXY), so counters never mix. */
const newAddress = () => `203.0.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

function client(server: TestServer, ip: string) {
  const post = (path: string, body: unknown) =>
    server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  return {
    signIn: (username: string, password: string) => post('/api/login', { username, password }),
    signUp: (email: string) => post('/api/register', { email, username: email, password: 'secret12', name: 'Rate Limited' }),
    graphql: (query: string) => post('/graphql', { query }),
  };
}

async function account(server: TestServer) {
  const email = `${unique('rl')}@example.lk`;
  expect((await client(server, newAddress()).signUp(email)).status).toBe(201);
  return email;
}

describe('rate limits in one process', () => {
  let server: TestServer;
  let strict: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
    strict = await startTestServer({ TRUST_PROXY: 'true', SIGNIN_ATTEMPTS_PER_ADDRESS: '5', SIGNUPS_PER_ADDRESS: '2' });
  });
  afterAll(() => Promise.all([server.close(), strict.close()]));

  it('pauses sign-ins for a username from an address after 10 failures in a row, with Retry-After, before hashing', async () => {
    const email = await account(server);
    const from = client(server, newAddress());
    const failures: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      expect((await from.signIn(email, 'wrong-password')).status).toBe(401);
      failures.push(performance.now() - started);
    }
    const started = performance.now();
    const paused = await from.signIn(email, 'secret12');
    const pausedMs = performance.now() - started;
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(paused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await paused.json()).toMatchObject({ message: 'Too many sign-in attempts. Please wait a few minutes and try again.' });
    // No password was checked: the answer comes faster than a failed check.
    expect(pausedMs).toBeLessThan(failures.sort((a, b) => a - b)[5]!);

    // Another address is not paused for the same username.
    expect((await client(server, newAddress()).signIn(email, 'secret12')).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const email = await account(server);
    const from = client(server, newAddress());
    for (let i = 0; i < 9; i++) await from.signIn(email, 'wrong-password');
    expect((await from.signIn(email, 'secret12')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await from.signIn(email, 'wrong-password')).status).toBe(401);
    expect((await from.signIn(email, 'secret12')).status).toBe(200);
  });

  it('counts every aliased sign-in in one GraphQL request', async () => {
    // Five attempts per address are allowed: the sixth alias is refused, so each alias counted as one attempt.
    const email = await account(strict);
    const aliases = Array.from({ length: 7 }, (_, i) => `a${i}: signIn(input: { username: "${email}", password: "secret12" }) { token }`).join('\n');
    const response = await client(strict, newAddress()).graphql(`mutation { ${aliases} }`);
    const body = (await response.json()) as { errors: { path: string[]; extensions: { code: string } }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ path: ['a5'], extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('caps sign-in attempts and sign-ups per address', async () => {
    const email = await account(strict);
    const from = client(strict, newAddress());
    for (let i = 0; i < 5; i++) expect((await from.signIn(email, i % 2 ? 'secret12' : 'wrong-password')).status).not.toBe(429);
    expect((await from.signIn(email, 'secret12')).status).toBe(429);

    const signingUp = client(strict, newAddress());
    expect((await signingUp.signUp(`${unique('s1')}@example.lk`)).status).toBe(201);
    expect((await signingUp.signUp(`${unique('s2')}@example.lk`)).status).toBe(201);
    const third = await signingUp.signUp(`${unique('s3')}@example.lk`);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ message: 'Too many accounts were created from this address. Please try again later.' });
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

describe.skipIf(!redisReachable)(`rate limits shared by two instances through Redis (${redisUrl})`, () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      startTestServer({ TRUST_PROXY: 'true', REDIS_URL: redisUrl }),
      startTestServer({ TRUST_PROXY: 'true', REDIS_URL: redisUrl }),
    ]);
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('pauses a username after 10 failures spread over both instances', async () => {
    const email = await account(a);
    const ip = newAddress();
    for (let i = 0; i < 10; i++) expect((await client(i % 2 ? a : b, ip).signIn(email, 'wrong-password')).status).toBe(401);
    expect((await client(a, ip).signIn(email, 'secret12')).status).toBe(429);
    expect((await client(b, ip).signIn(email, 'secret12')).status).toBe(429);
  });
});
