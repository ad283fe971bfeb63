import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../lib/errors/validation.js';
import { exceeded } from '../../lib/rate-limit.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { EMAIL_CHANGE_WINDOW_SECONDS, type AuthModule } from './accounts.module.js';
import { accountKey } from './password-attempts.js';
import { connectedProviders, connectIdentity } from './account-provisioner.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endAllSessions, endOtherSessions, type SessionRef } from './sessions.js';
import type { AuthProvider } from './provider-identity.entity.js';
import type { User } from './user.entity.js';
import { changePasswordSchema, updatePreferencesSchema, updateProfileSchema } from './user.schema.js';
import { UsersRepository } from './users.repository.js';

export const PASSWORD_CHANGED = 'Your password has been updated successfully.';
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device.';

/** The signed-in account's own settings: profile, preferences, password and sessions. */
export class ProfileService {
  private readonly users: UsersRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthModule,
  ) {
    this.users = new UsersRepository(em);
  }

  async update(user: User, input: unknown): Promise<User> {
    const data = parseInput(updateProfileSchema, input);
    if (data.email.toLowerCase() !== user.email?.toLowerCase()) {
      // "Email taken" tells whether an address has an account: each account may ask only a few times a day.
      const rule = { limit: this.auth.limits.emailChangesPerAccount, windowSeconds: EMAIL_CHANGE_WINDOW_SECONDS };
      const retryAfterSeconds = await exceeded(this.auth.limiter, `email-change:user:${user.id}`, rule);
      if (retryAfterSeconds) throw new AuthError(AuthErrorCode.TOO_MANY_EMAIL_CHANGES, { retryAfterSeconds });
      if (await this.users.emailTaken(data.email, user.id)) throw new AuthError(AuthErrorCode.EMAIL_TAKEN);
    }
    user.name = data.name;
    user.email = data.email;
    user.profilePictureUrl = data.profilePictureUrl;
    try {
      await this.em.flush();
    } catch (error) {
      // Two accounts taking the same free address at once: the unique index decides, as on sign-up.
      if (error instanceof UniqueConstraintViolationException) throw new AuthError(AuthErrorCode.EMAIL_TAKEN);
      throw error;
    }
    return user;
  }

  async updatePreferences(user: User, input: unknown): Promise<User> {
    Object.assign(user, parseInput(updatePreferencesSchema, input));
    await this.em.flush();
    return user;
  }

  /**
   * Changes the password and ends every other session; the session that made the change goes on, with its old token
   * or the renewed one handed back.
   */
  async changePassword(user: User, session: SessionRef, input: unknown): Promise<string> {
    const data = parseInput(changePasswordSchema, input);
    if (!user.passwordHash) throw new AuthError(AuthErrorCode.NO_PASSWORD);
    if (data.newPassword !== data.confirmPassword) throw new AuthError(AuthErrorCode.PASSWORD_MISMATCH);
    const passwordHash = user.passwordHash;
    const valid = await this.auth.passwordAttempts.check(
      accountKey(user.id, user.username),
      () => verifyPassword(passwordHash, data.currentPassword ?? ''),
      AuthErrorCode.TOO_MANY_WRONG_PASSWORDS,
    );
    if (!valid) throw new AuthError(AuthErrorCode.WRONG_PASSWORD);
    user.passwordHash = await hashPassword(data.newPassword);
    endOtherSessions(user, session);
    await this.em.flush();
    this.auth.sessions.forget();
    return this.auth.tokens.sign(user.id, user.tokenVersion, session.sessionId ?? undefined);
  }

  /**
   * Connects the Google or GitHub identity of a finished round trip to this account. The round trip must have been
   * started by this account (its connect ticket) and be finished by the browser it returned to (the hand-off cookie),
   * so nobody can connect their identity to another's account, or another's identity to theirs.
   */
  async connectProvider(user: User, code: string, binding: string | undefined): Promise<User> {
    const grant = await this.auth.handoff.redeem(code, binding, 'connect');
    if (grant.userId !== user.id) throw new AuthError(AuthErrorCode.CONNECT_OTHER_ACCOUNT);
    await connectIdentity(this.em, user, grant.provider, grant.providerId);
    return user;
  }

  connectedProviders(userId: string): Promise<AuthProvider[]> {
    return connectedProviders(this.em, userId);
  }

  /** Revokes every token of the account, this one included. */
  async signOutEverywhere(user: User): Promise<void> {
    endAllSessions(user);
    await this.em.flush();
    this.auth.sessions.forget();
  }
}
