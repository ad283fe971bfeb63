import { exceeded, type LimitRule, type RateLimiter } from '../../lib/rate-limit.js';
import { AuthError, type AuthErrorCode } from './auth.errors.js';

/** Wrong passwords one account may be sent (sign-in and change-password together) before checks pause. */
export const FAILED_PASSWORDS: LimitRule = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Password checks, counted per account wherever a password is checked: sign-in by username or by email, and the
 * current password on change-password, all share one counter. The attempt is counted before the check, in one
 * atomic step, so fifty guesses sent at once get ten checks; a right password starts the count again.
 */
export class PasswordAttempts {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * `account` names the account: its id, or for a name no account has, that name in lower case (so unknown names
   * pause alike and tell nothing). Over the limit, throws `tooMany` (429) without checking: no hash is computed.
   */
  async check(account: string, verify: () => Promise<boolean>, tooMany: AuthErrorCode): Promise<boolean> {
    const key = `password-fail:${account}`;
    const retryAfterSeconds = await exceeded(this.limiter, key, FAILED_PASSWORDS);
    if (retryAfterSeconds) throw new AuthError(tooMany, { retryAfterSeconds });
    if (!(await verify())) return false;
    await this.limiter.reset(key);
    return true;
  }
}

/** The counter's name for an account found by a sign-in, or for a name that matched none. */
export function accountKey(userId: string | undefined, login: string): string {
  return userId ? `user:${userId}` : `login:${login.toLowerCase()}`;
}
