import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { canRunRedis, PrivateRedis } from '../../test/redis.js';
import { unique } from '../../test/test-server.js';
import { AuthProvider } from './provider-identity.entity.js';
import { OAuthHandoff } from './oauth-handoff.js';
import { createOneTimeStore, MemoryOneTimeStore, type OneTimeStore } from './one-time-store.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const opened: OneTimeStore[] = [];
afterAll(() => Promise.all(opened.map((store) => store.close())));

/** Two app instances behind one load balancer: each has its own connection to the same Redis. */
async function twoInstances(): Promise<[OAuthHandoff, OAuthHandoff]> {
  const prefix = `tripmate-test:${unique('once')}:`;
  const stores = [
    await createOneTimeStore({ redisUrl: REDIS_URL, logger: pino({ level: 'silent' }), prefix }),
    await createOneTimeStore({ redisUrl: REDIS_URL, logger: pino({ level: 'silent' }), prefix }),
  ];
  opened.push(...stores);
  for (const store of stores) expect(store).not.toBeInstanceOf(MemoryOneTimeStore);
  return [new OAuthHandoff(stores[0]!), new OAuthHandoff(stores[1]!)];
}

describe('OAuth hand-off codes with REDIS_URL', () => {
  it('are redeemed at another instance, once, and only with the binding', async () => {
    const [issuer, other] = await twoInstances();
    const grant = {
      purpose: 'connect',
      userId: '8d1f1c52-4d0c-4a8b-9d7e-0d1f2b3c4d5e',
      provider: AuthProvider.GITHUB,
      providerId: '42',
    } as const;
    const { code, binding } = await issuer.issue(grant);
    expect(await other.redeem(code, binding, 'connect')).toEqual(grant);
    await expect(issuer.redeem(code, binding, 'connect')).rejects.toMatchObject({ code: 'AUTH_OAUTH_CODE_INVALID' });

    const second = await issuer.issue({ purpose: 'signIn', userId: grant.userId });
    await expect(other.redeem(second.code, 'another-browser', 'signIn')).rejects.toMatchObject({
      code: 'AUTH_OAUTH_CODE_INVALID',
    });
    await expect(issuer.redeem(second.code, second.binding, 'signIn')).rejects.toMatchObject({
      code: 'AUTH_OAUTH_CODE_INVALID',
    });
  });

  it('keep working in this process, with a warning, when Redis cannot be reached', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const store = await createOneTimeStore({ redisUrl: 'redis://127.0.0.1:1', logger });
    opened.push(store);
    const handoff = new OAuthHandoff(store);
    const { code, binding } = await handoff.issue({
      purpose: 'signIn',
      userId: '8d1f1c52-4d0c-4a8b-9d7e-0d1f2b3c4d5e',
    });
    expect(await handoff.redeem(code, binding, 'signIn')).toEqual({
      purpose: 'signIn',
      userId: '8d1f1c52-4d0c-4a8b-9d7e-0d1f2b3c4d5e',
    });
    await expect(handoff.redeem(code, binding, 'signIn')).rejects.toMatchObject({ code: 'AUTH_OAUTH_CODE_INVALID' });
    expect(lines.join('')).toContain('Redis is unreachable: OAuth sign-in codes are kept in this process only');
  });
});

describe.skipIf(!canRunRedis)('OAuth hand-off codes when Redis goes away mid-run', () => {
  it('are issued and redeemed in this process instead of failing the sign-in', async () => {
    const redis = await PrivateRedis.start();
    const store = await createOneTimeStore({ redisUrl: redis.url, logger: pino({ level: 'silent' }) });
    try {
      const handoff = new OAuthHandoff(store);
      const grant = { purpose: 'signIn', userId: '8d1f1c52-4d0c-4a8b-9d7e-0d1f2b3c4d5e' } as const;
      const before = await handoff.issue(grant);
      expect(await handoff.redeem(before.code, before.binding, 'signIn')).toEqual(grant);
      await redis.kill();
      const during = await handoff.issue(grant);
      expect(await handoff.redeem(during.code, during.binding, 'signIn')).toEqual(grant);
    } finally {
      await store.close();
      await redis.kill();
    }
  });
});
