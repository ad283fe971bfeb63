import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthProvider, ProviderIdentity } from '../users/provider-identity.entity.js';
import { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';

/** What a provider says about the person, translated by its strategy. */
export type ProviderProfile = {
  readonly provider: AuthProvider;
  readonly providerId: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly login: string | null;
  readonly pictureUrl: string | null;
};

/**
 * The one way into an account from Google or GitHub, in one transaction: the identity if known; otherwise the
 * account with the same email, but only when the provider vouches for that email; otherwise a new account. An
 * unverified email is never stored as the account's email.
 */
export async function provisionAccount(em: EntityManager, profile: ProviderProfile): Promise<User> {
  return em.transactional(async (tx) => {
    const identity = await tx.findOne(
      ProviderIdentity,
      { provider: profile.provider, providerId: profile.providerId },
      { populate: ['user'] },
    );
    if (identity) return identity.user;

    const users = new UsersRepository(tx);
    const verifiedEmail = profile.emailVerified && profile.email ? profile.email : null;
    let user = verifiedEmail ? await users.findByEmail(verifiedEmail) : null;
    if (!user) {
      user = tx.create(User, {
        username: await freeUsername(users, preferredUsername(profile, verifiedEmail)),
        email: verifiedEmail && !(await users.emailTaken(verifiedEmail)) ? verifiedEmail : null,
        name: displayName(profile, verifiedEmail),
        profilePictureUrl: profile.pictureUrl?.startsWith('https://') ? profile.pictureUrl : null,
        passwordHash: null,
      });
    }
    tx.create(ProviderIdentity, { user, provider: profile.provider, providerId: profile.providerId });
    return user;
  });
}

function preferredUsername(profile: ProviderProfile, verifiedEmail: string | null): string {
  if (profile.provider === AuthProvider.GOOGLE && verifiedEmail) return verifiedEmail;
  if (profile.provider === AuthProvider.GITHUB && profile.login) return profile.login;
  return `${profile.provider}-${profile.providerId}`;
}

async function freeUsername(users: UsersRepository, wanted: string): Promise<string> {
  const base = wanted.slice(0, 240);
  if (!(await users.usernameTaken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await users.usernameTaken(candidate))) return candidate;
  }
}

function displayName(profile: ProviderProfile, verifiedEmail: string | null): string {
  const name = profile.name?.trim() || profile.login || verifiedEmail?.split('@')[0] || 'Traveller';
  return name.slice(0, 100);
}
