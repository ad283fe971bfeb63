import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthProvider, ProviderIdentity } from './provider-identity.entity.js';
import { AccountOrigin, User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';

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
 * A provider sign-in either opens an account, or is refused because another account already holds its email: its
 * owner signs in the way they did before and connects the provider from the profile.
 */
export type Provisioned = { readonly user: User } | { readonly refused: 'account_exists' };

const originOf: Record<AuthProvider, AccountOrigin> = {
  [AuthProvider.GOOGLE]: AccountOrigin.GOOGLE,
  [AuthProvider.GITHUB]: AccountOrigin.GITHUB,
};

/**
 * The one way into an account from Google or GitHub, in one transaction: the account the identity is connected to;
 * else, when another account holds the email, a refusal (only that account's signed-in owner may connect the identity
 * to it, from the profile); else a new account. A matching email never opens an account, even one made by the same
 * provider and vouched for: an account's email can be changed on the profile without proof, so whoever set a
 * victim's address on their own account would keep access after the victim's first provider sign-in. An unverified
 * email is never stored as the account's email.
 */
export async function provisionAccount(em: EntityManager, profile: ProviderProfile): Promise<Provisioned> {
  return em.transactional(async (tx) => {
    const identity = await tx.findOne(
      ProviderIdentity,
      { provider: profile.provider, providerId: profile.providerId },
      { populate: ['user'] },
    );
    if (identity) return { user: identity.user };

    const users = new UsersRepository(tx);
    if (profile.email && (await users.emailTaken(profile.email))) return { refused: 'account_exists' };

    const verifiedEmail = profile.emailVerified && profile.email ? profile.email : null;
    const user = tx.create(User, {
      username: await freeUsername(users, preferredUsername(profile, verifiedEmail)),
      email: verifiedEmail,
      name: displayName(profile, verifiedEmail),
      profilePictureUrl: profile.pictureUrl?.startsWith('https://') ? profile.pictureUrl : null,
      passwordHash: null,
      createdWith: originOf[profile.provider],
    });
    tx.create(ProviderIdentity, { user, provider: profile.provider, providerId: profile.providerId });
    return { user };
  });
}

/**
 * Connects a provider identity to an account at its signed-in owner's request (the profile's "Connect Google").
 * Connecting one already connected to this account changes nothing; one connected to another account is refused.
 */
export async function connectIdentity(
  em: EntityManager,
  user: User,
  provider: AuthProvider,
  providerId: string,
): Promise<void> {
  const ownerOf = async (tx: EntityManager) => (await tx.findOne(ProviderIdentity, { provider, providerId }))?.user.id;
  try {
    await em.transactional(async (tx) => {
      const owner = await ownerOf(tx);
      if (owner !== undefined && owner !== user.id) throw new AuthError(AuthErrorCode.IDENTITY_TAKEN);
      if (owner === undefined) tx.create(ProviderIdentity, { user: user.id, provider, providerId });
    });
  } catch (error) {
    // Two connections of the same identity at once: the database let one through; this one learns whose it is.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    if ((await ownerOf(em.fork())) !== user.id) throw new AuthError(AuthErrorCode.IDENTITY_TAKEN);
  }
}

/** The providers connected to an account, in a fixed order. */
export async function connectedProviders(em: EntityManager, userId: string): Promise<AuthProvider[]> {
  const identities = await em.find(ProviderIdentity, { user: userId }, { fields: ['provider'] });
  const connected = new Set(identities.map((identity) => identity.provider));
  return Object.values(AuthProvider).filter((provider) => connected.has(provider));
}

function preferredUsername(profile: ProviderProfile, verifiedEmail: string | null): string {
  if (profile.provider === AuthProvider.GOOGLE && verifiedEmail) return verifiedEmail;
  if (profile.provider === AuthProvider.GITHUB && profile.login) return profile.login;
  return `${profile.provider}-${profile.providerId}`;
}

/** Numbered tries before a random suffix: each try is a query, and a popular name must not cost hundreds. */
const NUMBERED_USERNAME_TRIES = 20;

async function freeUsername(users: UsersRepository, wanted: string): Promise<string> {
  const base = wanted.slice(0, 240);
  if (!(await users.usernameTaken(base))) return base;
  for (let n = 2; n < 2 + NUMBERED_USERNAME_TRIES; n++) {
    const candidate = `${base}-${n}`;
    if (!(await users.usernameTaken(candidate))) return candidate;
  }
  // The unique index still decides, should two sign-ups draw the same suffix.
  return `${base}-${randomUUID().slice(0, 8)}`;
}

function displayName(profile: ProviderProfile, verifiedEmail: string | null): string {
  const name = profile.name?.trim() || profile.login || verifiedEmail?.split('@')[0] || 'Traveller';
  return name.slice(0, 100);
}
