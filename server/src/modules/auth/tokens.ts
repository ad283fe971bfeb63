import jwt from 'jsonwebtoken';
import { isUuid } from '../../lib/uuid.js';

const ISSUER = 'tripmate';
const AUDIENCE = 'tripmate-api';

export type TokenClaims = { readonly userId: string; readonly version: number };

/**
 * Session tokens: HS256 only, with issuer, audience and expiry checked; a token without an expiry, or whose subject
 * is not an account id, is refused like any other bad token, even when signed with our secret. The `ver` claim is the
 * account's token version at signing time; a token whose version is behind the account's is revoked.
 */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  sign(userId: string, version: number): string {
    return jwt.sign({ ver: version }, this.secret, {
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
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload !== 'object' || typeof payload.exp !== 'number' || !isUuid(payload.sub) || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, version: payload.ver };
    } catch {
      return null;
    }
  }
}
