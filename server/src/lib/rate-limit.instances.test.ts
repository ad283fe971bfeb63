import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../test/app-process.js';
import { signUp } from '../test/factories.js';
import { client, newAddress } from '../test/limits.js';
import { canRunRedis, PrivateRedis, reachable, sharedRedisUrl } from '../test/redis.js';
import { unique } from '../test/test-server.js';

/** Two app instances in separate processes on one PostgreSQL; what one limits, the other must know. */
describe.skipIf(!(await reachable(sharedRedisUrl)))(
  `limits shared by two app processes through Redis (${sharedRedisUrl})`,
  () => {
    let a: AppProcess;
    let b: AppProcess;
    beforeAll(async () => {
      // A key prefix of this run's own, so runs sharing the machine's Redis never count together.
      const env = {
        TRUST_PROXY: '1',
        REDIS_URL: sharedRedisUrl,
        REDIS_KEY_PREFIX: `${unique('test')}:`,
        BUSINESS_REGISTRATIONS_PER_ADDRESS: '4',
      };
      [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    }, 120_000);
    afterAll(() => Promise.all([a?.stop(), b?.stop()]));

    it('pauses an account after 10 wrong passwords spread over both instances', async () => {
      const { username, email } = await signUp(a);
      for (let i = 0; i < 10; i++)
        expect((await client(i % 2 ? a : b).signIn(i % 3 ? username : email, 'wrong-password')).status).toBe(401);
      expect((await client(a).signIn(username, 'secret12')).status).toBe(429);
      expect((await client(b).signIn(email, 'secret12')).status).toBe(429);
    });

    it('refuses the fifth business registration from one address when four went half to each instance', async () => {
      const ip = newAddress();
      for (const instance of [a, b, a, b]) expect((await client(instance, ip).registerBusiness()).status).toBe(201);
      expect((await client(a, ip).registerBusiness()).status).toBe(429);
      expect((await client(b, ip).registerBusiness()).status).toBe(429);
    });
  },
);

describe.skipIf(!canRunRedis)('an app process whose Redis is away', () => {
  let redis: PrivateRedis;
  let app: AppProcess;
  const prefix = 'tm-outage:';
  beforeAll(async () => {
    // Not started yet: at boot, nothing listens on its port.
    redis = await PrivateRedis.start();
    await redis.kill();
    app = await startAppProcess({ TRUST_PROXY: '1', REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await redis?.kill();
  });

  const warnings = () =>
    app.logs().filter((line) => line.level === 40 && line.msg.startsWith('Redis is unreachable: rate limits'));

  it('starts, answers without 5xx and enforces the limits in process, with a logged warning', async () => {
    expect(warnings()).toHaveLength(1);
    const { username } = await signUp(app);
    const from = client(app);
    for (let i = 0; i < 10; i++) expect((await from.signIn(username, 'wrong-password')).status).toBe(401);
    expect((await from.signIn(username, 'secret12')).status).toBe(429);
    expect((await from.registerBusiness()).status).toBe(201);
  });

  it('counts in Redis once it is up, and falls back again when it goes away mid-run', async () => {
    await redis.start();
    const deadline = Date.now() + 15_000;
    while (!app.logs().some((line) => line.msg.startsWith('Redis is reachable again'))) {
      if (Date.now() > deadline) throw new Error('the app did not reconnect to Redis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { username } = await signUp(app);
    expect((await client(app).signIn(username, 'wrong-password')).status).toBe(401);
    const probe = new Redis(redis.url);
    try {
      expect(await probe.keys(`${prefix}rate:password-fail:user:*`)).toHaveLength(1);
    } finally {
      probe.disconnect();
    }

    await redis.kill();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await client(app).signIn(username, 'wrong-password')).status);
    // In process the count starts afresh: ten more are checked, then the account is paused.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await client(app).registerBusiness()).status).toBe(201);
    expect(warnings()).toHaveLength(2);
  });
});
