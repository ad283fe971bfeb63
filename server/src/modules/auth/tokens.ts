import jwt from 'jsonwebtoken';

const ISSUER = 'tripmate';
const AUDIENCE = 'tripmate-api';

export type TokenClaims = { readonly userId: string; readonly version: number };

/**
 * Session tokens: HS256 only, with issuer, audience and expiry checked. The `ver` claim is the account's token
 * version at signing time; a token whose version is behind the account's is revoked.
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
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, version: payload.ver };
    } catch {
      return null;
    }
  }
}
