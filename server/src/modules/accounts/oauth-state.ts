import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STATE_COOKIE = 'tripmate_oauth_state';
const LIFETIME_SECONDS = 600;
const CONNECT_TICKET_SECONDS = 60;

/** Why the browser went to the provider: to sign in, or, for a signed-in owner, to connect it to their account. */
export type OAuthIntent = { readonly kind: 'signIn' } | { readonly kind: 'connect'; readonly userId: string };

const intentText = (intent: OAuthIntent) => (intent.kind === 'signIn' ? 'signin' : `connect:${intent.userId}`);

function intentOf(text: string): OAuthIntent | null {
  if (text === 'signin') return { kind: 'signIn' };
  const match = /^connect:([0-9a-f-]{36})$/.exec(text);
  return match ? { kind: 'connect', userId: match[1]! } : null;
}

/**
 * The OAuth `state`, bound to the browser that started the round trip: a random nonce goes to the provider, and the
 * same nonce, with the provider, the intent and an expiry, goes into an HMAC-signed cookie. Any instance holding the
 * secret can check the callback, so no server-side session is needed.
 *
 * A connection is started with a ticket the signed-in owner asked for through the API (a top-level navigation cannot
 * carry the bearer token): it names the account, expires in a minute and only starts the round trip; finishing it
 * still needs that account's token (see OAuthHandoff).
 */
export class OAuthStateSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tripmate oauth state').digest();
  }

  issue(
    provider: string,
    intent: OAuthIntent,
    now = Date.now(),
  ): { nonce: string; cookie: string; maxAgeSeconds: number } {
    const nonce = randomBytes(24).toString('base64url');
    const body = `${provider}.${nonce}.${Math.floor(now / 1000) + LIFETIME_SECONDS}.${intentText(intent)}`;
    return { nonce, cookie: `${body}.${this.sign('state', body)}`, maxAgeSeconds: LIFETIME_SECONDS };
  }

  /** The intent, only for a cookie this server signed, for this provider, not expired, holding this nonce; else null. */
  verify(
    cookie: string | undefined,
    provider: string,
    nonce: string | undefined,
    now = Date.now(),
  ): OAuthIntent | null {
    if (!cookie || !nonce) return null;
    const parts = cookie.split('.');
    if (parts.length !== 5) return null;
    const [cookieProvider, cookieNonce, expires, intent, signature] = parts as [string, string, string, string, string];
    const valid =
      safeEqual(signature, this.sign('state', parts.slice(0, 4).join('.'))) &&
      cookieProvider === provider &&
      Number(expires) * 1000 > now &&
      safeEqual(cookieNonce, nonce);
    return valid ? intentOf(intent) : null;
  }

  connectTicket(userId: string, provider: string, now = Date.now()): string {
    const body = `${userId}.${provider}.${Math.floor(now / 1000) + CONNECT_TICKET_SECONDS}`;
    return `${body}.${this.sign('connect', body)}`;
  }

  /** The account a connect ticket names, if this server issued it for this provider and it has not expired. */
  readConnectTicket(ticket: string, provider: string, now = Date.now()): string | null {
    const parts = ticket.split('.');
    if (parts.length !== 4) return null;
    const [userId, ticketProvider, expires, signature] = parts as [string, string, string, string];
    const valid =
      safeEqual(signature, this.sign('connect', parts.slice(0, 3).join('.'))) &&
      ticketProvider === provider &&
      Number(expires) * 1000 > now;
    return valid ? userId : null;
  }

  /** `purpose` keeps a signature made for one kind of value from being accepted as the other. */
  private sign(purpose: 'state' | 'connect', body: string): string {
    return createHmac('sha256', this.key).update(`${purpose}|${body}`).digest('base64url');
  }
}

/** Compares two secrets in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
