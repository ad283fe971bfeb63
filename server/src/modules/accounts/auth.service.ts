import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../lib/errors/validation.js';
import { User } from './user.entity.js';
import { signInSchema, signUpSchema } from './user.schema.js';
import { UsersRepository } from './users.repository.js';
import { exceeded } from '../../lib/rate-limit.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { SIGN_IN_WINDOW_SECONDS, SIGN_UP_WINDOW_SECONDS, type AuthModule } from './accounts.module.js';
import { accountKey } from './password-attempts.js';
import { provisionAccount, type ProviderProfile } from './account-provisioner.js';
import { hashPassword, verifyPassword } from './passwords.js';

export type Session = { readonly token: string; readonly user: User };

/** Sign-up and sign-in. Every limit is checked before any password is hashed. */
export class AuthService {
  private readonly users: UsersRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthModule,
  ) {
    this.users = new UsersRepository(em);
  }

  async signUp(input: unknown, clientIp: string): Promise<Session> {
    const data = parseInput(signUpSchema, input);
    const rule = { limit: this.auth.limits.signupsPerAddress, windowSeconds: SIGN_UP_WINDOW_SECONDS };
    const retryAfterSeconds = await exceeded(this.auth.limiter, `signup:ip:${clientIp}`, rule);
    if (retryAfterSeconds) throw new AuthError(AuthErrorCode.TOO_MANY_SIGN_UPS, { retryAfterSeconds });
    if (await this.users.emailTaken(data.email)) throw new AuthError(AuthErrorCode.EMAIL_TAKEN);
    if (await this.users.usernameTaken(data.username)) throw new AuthError(AuthErrorCode.USERNAME_TAKEN);

    const user = this.em.create(User, {
      username: data.username,
      email: data.email,
      name: data.name,
      passwordHash: await hashPassword(data.password),
      ...(data.language ? { language: data.language } : {}),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // Two sign-ups racing for the same email or username: the unique indexes decide.
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new AuthError(
          String(error.message).includes('email') ? AuthErrorCode.EMAIL_TAKEN : AuthErrorCode.USERNAME_TAKEN,
        );
      }
      throw error;
    }
    return { token: this.auth.tokens.sign(user.id, user.tokenVersion), user };
  }

  /**
   * Signs in by username or email. Unknown accounts and wrong passwords get the same answer in about the same time.
   * Each address has a cap; wrong passwords count per account (its username and email alike, and change-password
   * too), and ten in a row pause sign-ins to it before any password is hashed.
   */
  async signIn(input: unknown, clientIp: string): Promise<Session> {
    const { username, password } = parseInput(signInSchema, input);
    const rule = { limit: this.auth.limits.signinAttemptsPerAddress, windowSeconds: SIGN_IN_WINDOW_SECONDS };
    const retryAfterSeconds = await exceeded(this.auth.limiter, `signin:ip:${clientIp}`, rule);
    if (retryAfterSeconds) throw new AuthError(AuthErrorCode.TOO_MANY_SIGN_INS, { retryAfterSeconds });

    const user = await this.users.findByLogin(username);
    const valid = await this.auth.passwordAttempts.check(
      accountKey(user?.id, username),
      () => verifyPassword(user?.passwordHash, password),
      AuthErrorCode.TOO_MANY_SIGN_INS,
    );
    if (!user || !valid) throw new AuthError(AuthErrorCode.INVALID_CREDENTIALS);
    return { token: this.auth.tokens.sign(user.id, user.tokenVersion), user };
  }

  /**
   * A Google or GitHub sign-in the provider has vouched for: a session of the account it opens (see
   * provisionAccount), or why none is opened.
   */
  async signInWithProvider(person: ProviderProfile): Promise<Session | { readonly refused: 'account_exists' }> {
    const result = await provisionAccount(this.em, person);
    if ('refused' in result) return result;
    return { token: this.auth.tokens.sign(result.user.id, result.user.tokenVersion), user: result.user };
  }

  /**
   * Ends a Google or GitHub sign-in: the one-time code from the redirect, redeemed by the browser it was given to
   * (`binding` is that browser's hand-off cookie), becomes a session.
   */
  async exchangeOAuthCode(code: string, binding: string | undefined): Promise<Session> {
    const grant = await this.auth.handoff.redeem(code, binding, 'signIn');
    const user = await this.users.findById(grant.userId);
    if (!user) throw new AuthError(AuthErrorCode.OAUTH_CODE_INVALID);
    return { token: this.auth.tokens.sign(user.id, user.tokenVersion), user };
  }
}
