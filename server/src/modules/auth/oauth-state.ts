import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STATE_COOKIE = 'tripmate_oauth_state';
const LIFETIME_SECONDS = 600;

/**
 * The OAuth `state`, bound to the browser that started the sign-in: a random nonce goes to the provider, and the
 * same nonce, with the provider and an expiry, goes into an HMAC-signed cookie. Any instance holding the secret can
 * check the callback, so no server-side session is needed.
 */
export class OAuthStateSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tripmate oauth state').digest();
  }

  issue(provider: string, now = Date.now()): { nonce: string; cookie: string; maxAgeSeconds: number } {
    const nonce = randomBytes(24).toString('base64url');
    const body = `${provider}.${nonce}.${Math.floor(now / 1000) + LIFETIME_SECONDS}`;
    return { nonce, cookie: `${body}.${this.sign(body)}`, maxAgeSeconds: LIFETIME_SECONDS };
  }

  /** True only for a cookie this server signed, for this provider, not expired, holding this nonce. */
  verify(cookie: string | undefined, provider: string, nonce: string | undefined, now = Date.now()): boolean {
    if (!cookie || !nonce) return false;
    const parts = cookie.split('.');
    if (parts.length !== 4) return false;
    const [cookieProvider, cookieNonce, expires, signature] = parts as [string, string, string, string];
    const body = `${cookieProvider}.${cookieNonce}.${expires}`;
    return (
      safeEqual(signature, this.sign(body)) &&
      cookieProvider === provider &&
      Number(expires) * 1000 > now &&
      safeEqual(cookieNonce, nonce)
    );
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
