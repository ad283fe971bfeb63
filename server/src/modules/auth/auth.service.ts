import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../errors/validation.js';
import { User } from '../users/user.entity.js';
import { signInSchema, signUpSchema } from '../users/user.schema.js';
import { UsersRepository } from '../users/users.repository.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import {
  FAILED_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_WINDOW_SECONDS,
  SIGN_IN_WINDOW_SECONDS,
  SIGN_UP_WINDOW_SECONDS,
  type AuthModule,
} from './auth.module.js';
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
    const perAddress = await this.auth.limiter.hit(`signup:ip:${clientIp}`, SIGN_UP_WINDOW_SECONDS);
    if (perAddress.count > this.auth.limits.signupsPerAddress) {
      throw new AuthError(AuthErrorCode.TOO_MANY_SIGN_UPS, { retryAfterSeconds: perAddress.resetInSeconds });
    }
    if (await this.users.emailTaken(data.email)) throw new AuthError(AuthErrorCode.EMAIL_TAKEN);
    if (await this.users.usernameTaken(data.username)) throw new AuthError(AuthErrorCode.USERNAME_TAKEN);

    const user = this.em.create(User, {
      username: data.username,
      email: data.email,
      name: data.name,
      passwordHash: await hashPassword(data.password),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // Two sign-ups racing for the same email or username: the unique indexes decide.
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new AuthError(String(error.message).includes('email') ? AuthErrorCode.EMAIL_TAKEN : AuthErrorCode.USERNAME_TAKEN);
      }
      throw error;
    }
    return { token: this.auth.tokens.sign(user.id, user.tokenVersion), user };
  }

  /**
   * Signs in by username or email. Unknown accounts and wrong passwords get the same answer in about the same time;
   * ten failures in a row for one username from one address pause sign-ins for it, and each address has a cap.
   */
  async signIn(input: unknown, clientIp: string): Promise<Session> {
    const { username, password } = parseInput(signInSchema, input);
    const perAddress = await this.auth.limiter.hit(`signin:ip:${clientIp}`, SIGN_IN_WINDOW_SECONDS);
    if (perAddress.count > this.auth.limits.signinAttemptsPerAddress) {
      throw new AuthError(AuthErrorCode.TOO_MANY_SIGN_INS, { retryAfterSeconds: perAddress.resetInSeconds });
    }
    const failuresKey = `signin:fail:${clientIp}:${username.toLowerCase()}`;
    const failures = await this.auth.limiter.peek(failuresKey);
    if (failures.count >= FAILED_SIGN_IN_LIMIT) {
      throw new AuthError(AuthErrorCode.TOO_MANY_SIGN_INS, { retryAfterSeconds: Math.max(1, failures.resetInSeconds) });
    }

    const user = await this.users.findByLogin(username);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) {
      await this.auth.limiter.hit(failuresKey, FAILED_SIGN_IN_WINDOW_SECONDS);
      throw new AuthError(AuthErrorCode.INVALID_CREDENTIALS);
    }
    await this.auth.limiter.reset(failuresKey);
    return { token: this.auth.tokens.sign(user.id, user.tokenVersion), user };
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
