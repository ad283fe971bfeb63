import type { User } from './user.entity.js';
import type { TokenClaims } from './tokens.js';

/** The session a request was made in: who, at which token version, and which sign-in (`sid`). */
export type SessionRef = Pick<TokenClaims, 'version' | 'sessionId'>;

/**
 * Whether a token still opens its account. A token is current when it carries the account's token version. Raising
 * the version ends every session; a password change raises it but keeps the session that made the change: that
 * session's tokens stay accepted from the version they had then (`keptSession*`), so a client that ignores the
 * token the change hands back is not signed out. Only one session is kept: the last one to change the password.
 */
export function sessionIsCurrent(
  user: Pick<User, 'tokenVersion' | 'keptSessionId' | 'keptSessionVersion'>,
  session: SessionRef,
): boolean {
  if (session.version === user.tokenVersion) return true;
  return (
    session.sessionId !== null &&
    session.sessionId === user.keptSessionId &&
    user.keptSessionVersion !== null &&
    user.keptSessionVersion !== undefined &&
    session.version >= user.keptSessionVersion
  );
}

/** Ends every session of the account but `keep` (a password change). The caller flushes. */
export function endOtherSessions(user: User, keep: SessionRef): void {
  if (keep.sessionId === null) {
    // A token from before sessions had ids cannot be told from its siblings: every session ends.
    endAllSessions(user);
    return;
  }
  // Already the kept session: its older tokens were accepted and stay so.
  if (user.keptSessionId !== keep.sessionId) {
    user.keptSessionId = keep.sessionId;
    user.keptSessionVersion = keep.version;
  }
  user.tokenVersion += 1;
}

/** Ends every session of the account ("sign out everywhere"). The caller flushes. */
export function endAllSessions(user: User): void {
  user.tokenVersion += 1;
  user.keptSessionId = null;
  user.keptSessionVersion = null;
}
