import { followChanges, type ChangeFeed } from '../../db/change-feed.js';
import { InvalidatedCache } from '../../lib/invalidated-cache.js';
import type { User } from './user.entity.js';

/** The channel the `app_user_session_changed_notify` trigger signals on when an account's sessions change. */
export const SESSION_CHANGED = 'session_changed';

/** What decides whether a token still opens its account (sessions.ts); null when the account is gone. */
export type SessionState = Pick<User, 'tokenVersion' | 'keptSessionId' | 'keptSessionVersion'> | null;

/**
 * Each account's session columns, kept so that a signed-in request need not ask PostgreSQL who it is. A write to
 * those columns (a password change, "sign out everywhere"), made through any instance or by hand, fires a trigger
 * whose NOTIFY empties this cache on every instance; the instance that made the change empties it at once
 * (`forget`), before it answers. While the change feed is down, nothing is kept and every request asks the database.
 */
export class SessionCache {
  private readonly states = new InvalidatedCache<SessionState>(10_000, 60_000);

  constructor(changes?: ChangeFeed) {
    followChanges(this.states, changes, SESSION_CHANGED);
  }

  state(userId: string, load: () => Promise<SessionState>): Promise<SessionState> {
    return this.states.getOrLoad(userId, load);
  }

  /** After this instance changed an account's sessions: forget every kept state (other instances hear the NOTIFY). */
  forget(): void {
    this.states.invalidate();
  }
}
