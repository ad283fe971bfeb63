import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../../lib/uuid.js';

const ISSUER = 'tripmate';
const AUDIENCE = 'tripmate-api';
/** Verified tokens kept (a few MB at most): signed-in requests then skip the HMAC and the JSON parsing. */
const VERIFIED_TOKENS = 10_000;

export type TokenClaims = {
  readonly userId: string;
  readonly version: number;
  /** The sign-in this token belongs to (`sid`); null only for tokens signed before sessions had ids. */
  readonly sessionId: string | null;
};

/**
 * Session tokens: HS256 only, with issuer, audience and expiry checked; a token without an expiry, or whose subject
 * (or `sid`) is not a UUID, is refused like any other bad token, even when signed with our secret. The `ver` claim is
 * the account's token version at signing time; a token whose version is behind the account's is revoked (see
 * sessions.ts for the one session a password change keeps). The `sid` claim names the sign-in: one per sign-in, kept
 * when a token is renewed.
 */
export class TokenService {
  /** Tokens verified lately, by their text; the oldest is dropped past VERIFIED_TOKENS. */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  /** Made once: given the secret as text, jsonwebtoken first tries it as a PEM public key (and throws) on every call. */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  /** A token for a new sign-in, or, with `sessionId`, a renewed token of that sign-in. */
  sign(userId: string, version: number, sessionId: string = randomUUID()): string {
    return jwt.sign({ ver: version, sid: sessionId }, this.key, {
      algorithm: 'HS256',
      expiresIn: this.ttlSeconds,
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: userId,
    });
  }

  /**
   * The claims of a valid token, or null for anything else (bad signature, other algorithm, expired, malformed). A
   * token verified before is not verified again until it expires: the same text always verifies the same way.
   */
  verify(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    const checked = this.verifyNow(token);
    if (!checked) return null;
    const { expiresAt, ...claims } = checked;
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, expiresAt });
    return claims;
  }

  private verifyNow(token: string): (TokenClaims & { readonly expiresAt: number }) | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (
        typeof payload !== 'object' ||
        typeof payload.exp !== 'number' ||
        !isUuid(payload.sub) ||
        typeof payload.ver !== 'number'
      )
        return null;
      if (payload.sid !== undefined && !isUuid(payload.sid)) return null;
      return {
        userId: payload.sub,
        version: payload.ver,
        sessionId: payload.sid ?? null,
        expiresAt: payload.exp * 1000,
      };
    } catch {
      return null;
    }
  }
}
