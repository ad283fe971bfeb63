import { createHash, randomBytes } from 'node:crypto';
import type { AuthProvider } from './provider-identity.entity.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { safeEqual } from './oauth-state.js';
import type { OneTimeStore } from './one-time-store.js';

/** The cookie that binds a hand-off code to the browser it was given to; sent only with GraphQL requests. */
export const HANDOFF_COOKIE = 'tripmate_oauth_handoff';
export const HANDOFF_COOKIE_PATH = '/graphql';
export const HANDOFF_TTL_SECONDS = 60;

/** What a finished Google or GitHub round trip entitles the browser to. */
export type OAuthGrant =
  | { readonly purpose: 'signIn'; readonly userId: string }
  /** Connect this identity to `userId`, the account that started the round trip, once its owner confirms. */
  | {
      readonly purpose: 'connect';
      readonly userId: string;
      readonly provider: AuthProvider;
      readonly providerId: string;
    };

type Stored = { readonly grant: OAuthGrant; readonly binding: string };

/**
 * Hands the result of a provider round trip to the web client without a token in any URL: the callback issues a
 * one-time code (in the redirect) and a binding secret (in an HttpOnly cookie of the same browser); the client
 * POSTs the code, the browser adds the cookie, and only both together redeem the grant, once, within a minute.
 * A code shown to another browser (login CSRF, a leaked URL) is refused there.
 */
export class OAuthHandoff {
  constructor(private readonly store: OneTimeStore) {}

  async issue(grant: OAuthGrant): Promise<{ code: string; binding: string }> {
    const code = randomBytes(32).toString('base64url');
    const binding = randomBytes(32).toString('base64url');
    const stored: Stored = { grant, binding: digest(binding) };
    await this.store.put(digest(code), JSON.stringify(stored), HANDOFF_TTL_SECONDS);
    return { code, binding };
  }

  /** The grant, for the browser holding the binding; the code is spent whatever the outcome. */
  async redeem<P extends OAuthGrant['purpose']>(
    code: string,
    binding: string | undefined,
    purpose: P,
  ): Promise<Extract<OAuthGrant, { purpose: P }>> {
    const raw = code.length > 0 && code.length <= 200 ? await this.store.take(digest(code)) : null;
    if (!raw) throw new AuthError(AuthErrorCode.OAUTH_CODE_INVALID);
    const stored = JSON.parse(raw) as Stored;
    if (!binding || !safeEqual(stored.binding, digest(binding)) || stored.grant.purpose !== purpose) {
      throw new AuthError(AuthErrorCode.OAUTH_CODE_INVALID);
    }
    return stored.grant as Extract<OAuthGrant, { purpose: P }>;
  }
}

/** Codes and bindings are kept only as digests, so the store never holds what redeems them. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
