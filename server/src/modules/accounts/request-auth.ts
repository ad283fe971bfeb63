import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../lib/actor.js';
import { User } from './user.entity.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { sessionIsCurrent, type SessionRef } from './sessions.js';
import type { TokenService } from './tokens.js';

/**
 * Who is asking, worked out once per request and only when something asks. No Authorization header: a visitor.
 * A bearer token that is invalid, expired or revoked (see sessions.ts): SESSION_EXPIRED, so the
 * client clears its session instead of silently acting signed out.
 */
export class RequestAuth {
  private resolved?: Promise<{ user: User; session: SessionRef } | null>;

  constructor(
    private readonly authorization: string | undefined,
    private readonly em: () => EntityManager,
    private readonly tokens: TokenService,
  ) {}

  /** The signed-in account, or null for a visitor. */
  async user(): Promise<User | null> {
    return (await this.signedIn())?.user ?? null;
  }

  /** The signed-in account and the session its token belongs to; SIGN_IN_REQUIRED for a visitor. */
  async requireSession(): Promise<{ user: User; session: SessionRef }> {
    const signedIn = await this.signedIn();
    if (!signedIn) throw new AuthError(AuthErrorCode.SIGN_IN_REQUIRED);
    return signedIn;
  }

  private signedIn(): Promise<{ user: User; session: SessionRef } | null> {
    this.resolved ??= this.resolve();
    return this.resolved;
  }

  async actor(): Promise<Actor> {
    const user = await this.user();
    return user ? { userId: user.id } : null;
  }

  async requireUser(): Promise<User> {
    const user = await this.user();
    if (!user) throw new AuthError(AuthErrorCode.SIGN_IN_REQUIRED);
    return user;
  }

  private async resolve(): Promise<{ user: User; session: SessionRef } | null> {
    if (this.authorization === undefined) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(this.authorization);
    const claims = match ? this.tokens.verify(match[1]!) : null;
    if (!claims) throw new AuthError(AuthErrorCode.SESSION_EXPIRED);
    const user = await this.em().findOne(User, { id: claims.userId });
    if (!user || !sessionIsCurrent(user, claims)) throw new AuthError(AuthErrorCode.SESSION_EXPIRED);
    return { user, session: { version: claims.version, sessionId: claims.sessionId } };
  }
}
