import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.js';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';
import { connectIdentity, connectedProviders, provisionAccount } from './account-provisioner.js';
import { AuthError } from './auth.errors.js';
import { AuthProvider } from './provider-identity.entity.js';
import { User } from './user.entity.js';

/** The provisioner against the real database, where races and crowded names happen. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const userOf = async (id: string) => server.orm.em.fork().findOneOrFail(User, { id });

describe('connecting a provider identity', () => {
  it('lets one of two accounts connecting the same identity at once have it, and tells the other it is taken', async () => {
    const [first, second] = await Promise.all([signUp(server), signUp(server)]);
    const [a, b] = await Promise.all([userOf(first.userId), userOf(second.userId)]);
    const providerId = unique('gh');
    const outcomes = await Promise.allSettled([
      connectIdentity(server.orm.em.fork(), a, AuthProvider.GITHUB, providerId),
      connectIdentity(server.orm.em.fork(), b, AuthProvider.GITHUB, providerId),
    ]);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(AuthError);
    expect(((refused[0] as PromiseRejectedResult).reason as AuthError).message).toBe(
      'That account is already connected to another TripMate account.',
    );
    const holders = await Promise.all([
      connectedProviders(server.orm.em.fork(), a.id),
      connectedProviders(server.orm.em.fork(), b.id),
    ]);
    expect(holders.filter((providers) => providers.includes(AuthProvider.GITHUB))).toHaveLength(1);
  });

  it('connects the same identity to the same account twice at once without a word', async () => {
    const account = await signUp(server);
    const user = await userOf(account.userId);
    const providerId = unique('gg');
    await Promise.all([1, 2].map(() => connectIdentity(server.orm.em.fork(), user, AuthProvider.GOOGLE, providerId)));
    expect(await connectedProviders(server.orm.em.fork(), user.id)).toEqual([AuthProvider.GOOGLE]);
  });
});

describe('usernames of provider-made accounts', () => {
  it('numbers a taken name, and past 20 numbers takes a random suffix instead of asking on', async () => {
    const login = unique('popular');
    const names: string[] = [];
    for (let i = 0; i < 23; i++) {
      const made = await provisionAccount(server.orm.em.fork(), {
        provider: AuthProvider.GITHUB,
        providerId: unique('id'),
        login,
        name: 'Popular Person',
        email: null,
        emailVerified: false,
        pictureUrl: null,
      });
      if (!('user' in made)) throw new Error('refused');
      names.push(made.user.username);
    }
    expect(names.slice(0, 21)).toEqual([login, ...Array.from({ length: 20 }, (_, i) => `${login}-${i + 2}`)]);
    for (const name of names.slice(21)) expect(name).toMatch(new RegExp(`^${login}-[0-9a-f]{8}$`));
    expect(new Set(names).size).toBe(23);
  });
});
