import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../lib/actor.js';
import type { Admins } from './admins.js';
import { User } from './user.entity.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { sessionIsCurrent, type SessionRef } from './sessions.js';
import type { SessionCache } from './session-cache.js';
import type { TokenClaims, TokenService } from './tokens.js';

type SessionColumns = { token_version: number; kept_session_id: string | null; kept_session_version: number | null };

/**
 * Who is asking, worked out once per request and only when something asks. No Authorization header: a visitor.
 * A bearer token that is invalid, expired or revoked (see sessions.ts): SESSION_EXPIRED, so the
 * client clears its session instead of silently acting signed out.
 */
export class RequestAuth {
  private resolved?: Promise<{ user: User; session: SessionRef } | null>;
  private viewer?: Promise<string | null>;
  private settledViewer?: { readonly id: string | null; readonly error?: unknown };

  constructor(
    private readonly authorization: string | undefined,
    private readonly em: () => EntityManager,
    private readonly auth: { readonly tokens: TokenService; readonly sessions: SessionCache; readonly admins: Admins },
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

  /**
   * The signed-in account's id, or null for a visitor, with the same checks as `user()` (SESSION_EXPIRED alike) but
   * reading only the session columns, kept in the session cache: enough for "is this yours?" on every row of a page.
   */
  viewerId(): Promise<string | null> {
    this.viewer ??= (this.resolved ? this.user().then((user) => user?.id ?? null) : this.resolveViewerId()).then(
      (id) => (this.settledViewer = { id }).id,
      (error: unknown) => {
        this.settledViewer = { id: null, error };
        throw error;
      },
    );
    return this.viewer;
  }

  /**
   * The viewer's id once `viewerId()` has settled, read without waiting (null for a visitor or a refused token), or
   * undefined before: "is this yours?" on each row of a page then costs no promise per row.
   */
  settledViewerId(): string | null | undefined {
    return this.settledViewer?.id;
  }

  async actor(): Promise<Actor> {
    const user = await this.user();
    return user ? { userId: user.id } : null;
  }

  /** Whether the signed-in account may review reported listings (its email is in ADMIN_EMAILS); false for a visitor. */
  async isAdmin(): Promise<boolean> {
    // With no ADMIN_EMAILS (the default) nobody is, and the account need not be read.
    return this.auth.admins.any() && this.auth.admins.includes(await this.user());
  }

  /** Whether an account with this email is an admin (`User.isAdmin` of any account shown, not only the viewer's). */
  isAdminEmail(email: string | null | undefined): boolean {
    return this.auth.admins.includesEmail(email);
  }

  async requireUser(): Promise<User> {
    const user = await this.user();
    if (!user) throw new AuthError(AuthErrorCode.SIGN_IN_REQUIRED);
    return user;
  }

  /** The claims of the bearer token; null without an Authorization header; SESSION_EXPIRED for a bad token. */
  private claims(): TokenClaims | null {
    if (this.authorization === undefined) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(this.authorization);
    const claims = match ? this.auth.tokens.verify(match[1]!) : null;
    if (!claims) throw new AuthError(AuthErrorCode.SESSION_EXPIRED);
    return claims;
  }

  private async resolveViewerId(): Promise<string | null> {
    const claims = this.claims();
    if (!claims) return null;
    const state = await this.auth.sessions.state(claims.userId, async () => {
      const [row] = await this.em()
        .getConnection()
        .execute<SessionColumns[]>(
          'select token_version, kept_session_id, kept_session_version from app_user where id = ?',
          [claims.userId],
        );
      return row
        ? {
            tokenVersion: row.token_version,
            keptSessionId: row.kept_session_id,
            keptSessionVersion: row.kept_session_version,
          }
        : null;
    });
    if (!state || !sessionIsCurrent(state, claims)) throw new AuthError(AuthErrorCode.SESSION_EXPIRED);
    return claims.userId;
  }

  private async resolve(): Promise<{ user: User; session: SessionRef } | null> {
    const claims = this.claims();
    if (!claims) return null;
    const user = await this.em().findOne(User, { id: claims.userId });
    if (!user || !sessionIsCurrent(user, claims)) throw new AuthError(AuthErrorCode.SESSION_EXPIRED);
    return { user, session: { version: claims.version, sessionId: claims.sessionId } };
  }
}
