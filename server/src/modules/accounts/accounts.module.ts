import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { SharedRedis } from '../../lib/redis.js';
import { loadJwtSecret } from './jwt-secret.js';
import { OAuthHandoff } from './oauth-handoff.js';
import { createOneTimeStore, type OneTimeStore } from './one-time-store.js';
import { Admins } from './admins.js';
import { PasswordAttempts } from './password-attempts.js';
import { SessionCache } from './session-cache.js';
import { TokenService } from './tokens.js';

// The accounts module's public file: what other features, the transports and the composition root may use.
export { OAuthModule, type ProviderEndpoints } from './oauth.module.js';
export { AuthProvider } from './provider-identity.entity.js';
export { SESSION_CHANGED } from './session-cache.js';
export { User } from './user.entity.js';
export { Admins } from './admins.js';
export { AuthError, AuthErrorCode, isRefusedToken } from './auth.errors.js';

export type AuthLimits = {
  /** Sign-in attempts one address may make in SIGN_IN_WINDOW_SECONDS. */
  readonly signinAttemptsPerAddress: number;
  /** Sign-ups one address may make in SIGN_UP_WINDOW_SECONDS. */
  readonly signupsPerAddress: number;
  /** Attempts to change its email one account may make in EMAIL_CHANGE_WINDOW_SECONDS. */
  readonly emailChangesPerAccount: number;
};

export const SIGN_IN_WINDOW_SECONDS = 10 * 60;
export const SIGN_UP_WINDOW_SECONDS = 60 * 60;
export const EMAIL_CHANGE_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * What accounts keep for the life of the process: the token signer, the rate limiter, the limits, the OAuth hand-off
 * and the accounts' session states.
 */
export class AuthModule {
  readonly passwordAttempts: PasswordAttempts;
  readonly handoff: OAuthHandoff;

  constructor(
    readonly tokens: TokenService,
    readonly limiter: RateLimiter,
    readonly limits: AuthLimits,
    /** The server's signing secret, from which other keys (the OAuth state cookie's) are derived. */
    readonly secret: string,
    private readonly handoffCodes: OneTimeStore,
    readonly sessions: SessionCache = new SessionCache(),
    /** Who may review reported listings (ADMIN_EMAILS): nobody unless named. */
    readonly admins: Admins = new Admins([]),
  ) {
    this.passwordAttempts = new PasswordAttempts(limiter);
    this.handoff = new OAuthHandoff(handoffCodes);
  }

  /** Closes what this module opened (the limiter is the composition root's to close). */
  close(): Promise<void> {
    return this.handoffCodes.close();
  }
}

/** Builds the process-wide auth state from the configuration (the JWT secret may be generated on first run). */
export async function createAuthModule(
  config: Pick<Config, 'auth' | 'dataDir' | 'limits' | 'moderation'>,
  logger: Logger,
  shared: { limiter: RateLimiter; redis?: SharedRedis; changes?: ChangeFeed },
): Promise<AuthModule> {
  const { limiter, redis, changes } = shared;
  const secret = await loadJwtSecret(config.auth.jwtSecret, config.dataDir, logger);
  return new AuthModule(
    new TokenService(secret, config.auth.tokenTtlSeconds),
    limiter,
    {
      signinAttemptsPerAddress: config.auth.signinAttemptsPerAddress,
      signupsPerAddress: config.auth.signupsPerAddress,
      emailChangesPerAccount: config.limits.emailChangesPerAccount,
    },
    secret,
    await createOneTimeStore({ redis, logger, prefix: `${config.limits.redisKeyPrefix}once:` }),
    new SessionCache(changes),
    new Admins(config.moderation.adminEmails),
  );
}
