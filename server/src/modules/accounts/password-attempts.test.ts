import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../lib/rate-limit.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { FAILED_PASSWORDS, PasswordAttempts } from './password-attempts.js';

describe('password attempts', () => {
  it('stops checking passwords (no hash is computed) once an account is paused', async () => {
    const attempts = new PasswordAttempts(new MemoryRateLimiter(() => 0));
    let checks = 0;
    const wrong = async () => (checks++, false);
    for (let i = 0; i < FAILED_PASSWORDS.limit; i++)
      expect(await attempts.check('user:1', wrong, AuthErrorCode.TOO_MANY_SIGN_INS)).toBe(false);
    const paused = await attempts
      .check('user:1', wrong, AuthErrorCode.TOO_MANY_SIGN_INS)
      .catch((error: unknown) => error);
    expect(paused).toBeInstanceOf(AuthError);
    expect(paused).toMatchObject({
      category: 'TOO_MANY_REQUESTS',
      details: { retryAfterSeconds: FAILED_PASSWORDS.windowSeconds },
    });
    expect(checks).toBe(FAILED_PASSWORDS.limit);
    // Another account is not affected.
    expect(await attempts.check('user:2', async () => true, AuthErrorCode.TOO_MANY_SIGN_INS)).toBe(true);
  });
});
