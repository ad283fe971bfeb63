import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';
import { rest, signUp } from '../../test/factories.js';
import { client, newAddress } from '../../test/limits.js';
import { random, randomInt } from '../../test/random.js';
import { loadConfig } from '../../config/config.js';

const PAUSED = 'Too many sign-in attempts. Please wait a few minutes and try again.';

describe('sign-in limits', () => {
  let server: TestServer;
  let strict: TestServer;
  // The limiter's clock: tests move it past a window instead of waiting.
  let now = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' }, { clock: () => now });
    strict = await startTestServer({ TRUST_PROXY: '1', SIGNIN_ATTEMPTS_PER_ADDRESS: '5', SIGNUPS_PER_ADDRESS: '2' });
  });
  afterAll(() => Promise.all([server.close(), strict.close()]));

  it('pauses an account after 10 wrong passwords, by username and email together and from any address, for 15 minutes', async () => {
    const { username, email } = await signUp(server);
    for (let i = 0; i < 5; i++) expect((await client(server).signIn(username, 'wrong-password')).status).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await client(server).signIn(email.toUpperCase(), 'wrong-password')).status).toBe(401);

    // Even the right password, from yet another address, by either name.
    const paused = await client(server).signIn(username, 'secret12');
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await paused.json()).toMatchObject({ message: PAUSED });
    expect((await client(server).signIn(email, 'secret12')).status).toBe(429);
    const viaGraphql = (await (
      await client(server).graphql(
        `mutation { signIn(input: { username: "${email}", password: "secret12" }) { token } }`,
      )
    ).json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(viaGraphql.errors[0]).toMatchObject({ message: PAUSED, extensions: { code: 'TOO_MANY_REQUESTS' } });

    now += 15 * 60 * 1000;
    expect((await client(server).signIn(email, 'secret12')).status).toBe(200);
  });

  it('checks at most 10 of 50 wrong passwords sent at once', async () => {
    const { username } = await signUp(server);
    const from = client(server);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => from.signIn(username, 'wrong-password').then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect((await from.signIn(username, 'secret12')).status).toBe(429);
  });

  it('tries no password after the first wrong one in a document of several sign-ins, however often it is sent', async () => {
    const { email } = await signUp(server);
    const from = client(server);
    const aliases = Array.from(
      { length: 4 },
      (_, i) => `a${i}: signIn(input: { username: "${email}", password: "wrong-${i}" }) { token }`,
    ).join(' ');
    // The second and later sends would run a compiled operation, which went on to check every alias's password.
    for (let i = 0; i < 4; i++) {
      const answer = (await (await from.graphql(`mutation { ${aliases} }`)).json()) as {
        data: unknown;
        errors: { path: string[]; message: string }[];
      };
      expect(answer.data).toBeNull();
      expect(answer.errors.map((e) => [e.path, e.message])).toEqual([[['a0'], 'Invalid username or password']]);
    }
    // 4 wrong passwords counted, not 13: the account is not paused.
    expect((await from.signIn(email, 'secret12')).status).toBe(200);
  });

  it('pauses a name that has no account alike, so the pause tells nothing', async () => {
    const from = client(server);
    const nobody = unique('nobody');
    for (let i = 0; i < 10; i++) expect((await from.signIn(nobody, 'wrong-password')).status).toBe(401);
    expect((await from.signIn(nobody, 'wrong-password')).status).toBe(429);
    now += 15 * 60 * 1000;
  });

  it('starts counting again after a successful sign-in', async () => {
    const { email } = await signUp(server);
    const from = client(server, newAddress());
    for (let i = 0; i < 9; i++) await from.signIn(email, 'wrong-password');
    expect((await from.signIn(email, 'secret12')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await from.signIn(email, 'wrong-password')).status).toBe(401);
    expect((await from.signIn(email, 'secret12')).status).toBe(200);
  });

  it('counts every aliased sign-in in one GraphQL request', async () => {
    // Five attempts per address are allowed: the sixth alias is refused, so each alias counted as one attempt.
    const { email } = await signUp(strict, {}, { ip: newAddress() });
    const aliases = Array.from(
      { length: 7 },
      (_, i) => `a${i}: signIn(input: { username: "${email}", password: "secret12" }) { token }`,
    ).join('\n');
    const response = await client(strict).graphql(`mutation { ${aliases} }`);
    const body = (await response.json()) as { errors: { path: string[]; extensions: { code: string } }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ path: ['a5'], extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('caps sign-in attempts and sign-ups per address', async () => {
    const { email } = await signUp(strict, {}, { ip: newAddress() });
    const from = client(strict);
    for (let i = 0; i < 5; i++)
      expect((await from.signIn(email, i % 2 ? 'secret12' : 'wrong-password')).status).not.toBe(429);
    expect((await from.signIn(email, 'secret12')).status).toBe(429);

    // Raw calls, not the factory: the refusal is what this test reads.
    const signingUp = client(strict);
    const register = () =>
      signingUp.send('POST', '/api/register', {
        email: `${unique('s')}@example.lk`,
        password: 'secret12',
        name: 'Rate Limited',
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const third = await register();
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      message: 'Too many accounts were created from this address. Please try again later.',
    });
  });

  it('counts sign-ups from one IPv6 /64 as one address, whichever of its addresses they come from', async () => {
    const [third, fourth] = [Math.floor(random() * 0xffff), Math.floor(random() * 0xfffe)];
    const prefix = `2001:db8:${third.toString(16)}:${fourth.toString(16)}`;
    const register = (ip: string) =>
      rest(
        strict,
        'POST',
        '/api/register',
        { email: `${unique('v6')}@example.lk`, password: 'secret12', name: 'Rate Limited' },
        { ip },
      );
    expect((await register(`${prefix}::1`)).status).toBe(201);
    expect((await register(`${prefix}:0:0:0:2`)).status).toBe(201);
    expect((await register(`${prefix}:ffff:ffff:ffff:fffe`)).status).toBe(429);
    // The next /64 is another caller.
    expect((await register(`2001:db8:${third.toString(16)}:${(fourth + 1).toString(16)}::1`)).status).toBe(201);
  });
  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', async () => {
    const [c, d] = [randomInt(1, 250), randomInt(1, 250)];
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    const register = (ip: string) =>
      rest(
        strict,
        'POST',
        '/api/register',
        { email: `${unique('v4m')}@example.lk`, password: 'secret12', name: 'Rate Limited' },
        { ip },
      );
    expect((await register(`198.18.${c}.${d}`)).status).toBe(201);
    expect((await register(`::ffff:${hex(198, 18)}:${hex(c, d)}`)).status).toBe(201);
    expect((await register(`0:0:0:0:0:ffff:198.18.${c}.${d}`)).status).toBe(429);
    // Another IPv4 address written the same way is another caller (these all fell into one bucket, ::/64).
    expect((await register(`::ffff:${hex(198, 18)}:${hex(c, d === 250 ? 1 : d + 1)}`)).status).toBe(201);
  });
});

describe('the client address behind a proxy that appends to X-Forwarded-For', () => {
  /** Each request as the proxy passes it on: the address the client wrote, then the one the proxy saw. */
  const forged = (server: TestServer, real: string, i: number) =>
    server.fetch('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}, ${real}` },
      body: JSON.stringify({ email: `${unique('xff')}@example.lk`, password: 'secret12', name: 'Proxy Tested' }),
    });

  it('is the one the proxy saw with a hop count, whatever the client wrote', async () => {
    const server = await startTestServer({ TRUST_PROXY: '1', SIGNUPS_PER_ADDRESS: '2' });
    try {
      const real = newAddress();
      const statuses = [];
      for (let i = 1; i <= 3; i++) statuses.push((await forged(server, real, i)).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await server.close();
    }
  });

  it('is refused as true in production, where any client could choose its address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true trusts every X-Forwarded-For address, so any client can write its own and step round the per-address limits',
    );
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('is warned of at boot elsewhere', async () => {
    const lines: string[] = [];
    const server = await startTestServer(
      { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
      { logs: { write: (line: string) => lines.push(line) } },
    );
    await server.close();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContainEqual(
      expect.stringMatching(/^TRUST_PROXY=true trusts every X-Forwarded-For address/),
    );
  });
});
