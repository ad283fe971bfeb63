import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../errors/validation.js';
import { exceeded } from '../../lib/rate-limit.js';
import { AuthError, AuthErrorCode } from '../auth/auth.errors.js';
import { EMAIL_CHANGE_WINDOW_SECONDS, type AuthModule } from '../auth/auth.module.js';
import { accountKey } from '../auth/password-attempts.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
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
    await this.em.flush();
    return user;
  }

  async updatePreferences(user: User, input: unknown): Promise<User> {
    Object.assign(user, parseInput(updatePreferencesSchema, input));
    await this.em.flush();
    return user;
  }

  /** Changes the password and revokes every older token; the caller gets a fresh one to stay signed in. */
  async changePassword(user: User, input: unknown): Promise<string> {
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
    user.tokenVersion += 1;
    await this.em.flush();
    return this.auth.tokens.sign(user.id, user.tokenVersion);
  }

  /** Revokes every token of the account, this one included. */
  async signOutEverywhere(user: User): Promise<void> {
    user.tokenVersion += 1;
    await this.em.flush();
  }
}
