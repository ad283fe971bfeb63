import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../../lib/uuid.js';

const ISSUER = 'tripmate';
const AUDIENCE = 'tripmate-api';

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

  /** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired, malformed). */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload !== 'object' || typeof payload.exp !== 'number' || !isUuid(payload.sub) || typeof payload.ver !== 'number') return null;
      if (payload.sid !== undefined && !isUuid(payload.sid)) return null;
      return { userId: payload.sub, version: payload.ver, sessionId: payload.sid ?? null };
    } catch {
      return null;
    }
  }
}
