import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import { loadJwtSecret } from './jwt-secret.js';
import { OAuthHandoff } from './oauth-handoff.js';
import { createOneTimeStore, type OneTimeStore } from './one-time-store.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { TokenService } from './tokens.js';

export type AuthLimits = {
  /** Sign-in attempts one address may make in SIGN_IN_WINDOW_SECONDS. */
  readonly signinAttemptsPerAddress: number;
  /** Sign-ups one address may make in SIGN_UP_WINDOW_SECONDS. */
  readonly signupsPerAddress: number;
};

export const SIGN_IN_WINDOW_SECONDS = 10 * 60;
export const SIGN_UP_WINDOW_SECONDS = 60 * 60;
/** Failed sign-ins in a row, for one username from one address, before sign-ins pause. */
export const FAILED_SIGN_IN_LIMIT = 10;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** What accounts keep for the life of the process: the token signer, the rate limiter, the limits, the OAuth hand-off. */
export class AuthModule {
  readonly handoff: OAuthHandoff;

  constructor(
    readonly tokens: TokenService,
    readonly limiter: RateLimiter,
    readonly limits: AuthLimits,
    /** The server's signing secret, from which other keys (the OAuth state cookie's) are derived. */
    readonly secret: string,
    private readonly handoffCodes: OneTimeStore,
  ) {
    this.handoff = new OAuthHandoff(handoffCodes);
  }

  async close(): Promise<void> {
    await Promise.all([this.limiter.close(), this.handoffCodes.close()]);
  }
}

/** Builds the process-wide auth state from the configuration (the JWT secret may be generated on first run). */
export async function createAuthModule(config: Pick<Config, 'auth' | 'dataDir' | 'redisUrl'>, logger: Logger): Promise<AuthModule> {
  const secret = await loadJwtSecret(config.auth.jwtSecret, config.dataDir, logger);
  return new AuthModule(new TokenService(secret, config.auth.tokenTtlSeconds), await createRateLimiter(config.redisUrl), {
    signinAttemptsPerAddress: config.auth.signinAttemptsPerAddress,
    signupsPerAddress: config.auth.signupsPerAddress,
  }, secret, await createOneTimeStore(config.redisUrl, logger));
}
