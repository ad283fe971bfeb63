import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** What the server says about the signed-in person; the spec leaves its fields open. */
export type SessionUser = Record<string, unknown>;

export type SessionState = {
  readonly isAuthenticated: boolean;
  readonly token: string | null;
  readonly user: SessionUser | null;
};

export type SessionStore = {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  login(token: string, user?: SessionUser | null): void;
  logout(): void;
  /** Reads local storage again, e.g. after another tab signed in or out. */
  reload(): void;
};

/** The local-storage keys of spec §3, kept as they are so existing sessions survive. */
export const SESSION_KEYS = { flag: 'authenticated', token: 'token', user: 'user' } as const;

const SIGNED_OUT: SessionState = { isAuthenticated: false, token: null, user: null };

function readUser(storage: Storage): SessionUser | null {
  const raw = storage.getItem(SESSION_KEYS.user);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as SessionUser;
    throw new Error('the stored user is not an object');
  } catch (error) {
    console.error('Ignoring the stored user: it is not a valid JSON object.', error);
    return null;
  }
}

/** Spec §4: restored only when the flag is "true" and a token exists. */
export function readStoredSession(storage: Storage): SessionState {
  if (storage.getItem(SESSION_KEYS.flag) !== 'true') return SIGNED_OUT;
  const token = storage.getItem(SESSION_KEYS.token);
  if (!token) return SIGNED_OUT;
  return { isAuthenticated: true, token, user: readUser(storage) };
}

export function createSessionStore(storage: Storage): SessionStore {
  let state = readStoredSession(storage);
  const listeners = new Set<() => void>();
  const publish = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(token, user = null) {
      storage.setItem(SESSION_KEYS.flag, 'true');
      storage.setItem(SESSION_KEYS.token, token);
      if (user) storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
      else storage.removeItem(SESSION_KEYS.user);
      publish({ isAuthenticated: true, token, user });
    },
    logout() {
      storage.removeItem(SESSION_KEYS.flag);
      storage.removeItem(SESSION_KEYS.token);
      storage.removeItem(SESSION_KEYS.user);
      if (state.isAuthenticated) publish(SIGNED_OUT);
    },
    reload() {
      const next = readStoredSession(storage);
      if (next.token !== state.token || next.isAuthenticated !== state.isAuthenticated) publish(next);
    },
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    // Signing in or out in one tab applies to every open tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <SessionContext value={store}>{children}</SessionContext>;
}

export type Session = SessionState & {
  login(token: string, user?: SessionUser | null): void;
  logout(): void;
};

export function useSession(): Session {
  const store = use(SessionContext);
  if (!store) throw new Error('useSession() needs a <SessionProvider> above it.');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return useMemo(() => ({ ...state, login: store.login, logout: store.logout }), [state, store]);
}

/**
 * Signing out leaves for the home page first and ends the session after, so a guarded page being left does not
 * send the person to sign-in on the way out; then what the account kept on this device for offline use is forgotten.
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // flushSync: the router otherwise renders the new page in a transition, and the guard would see the ended
    // session on the old page first.
    await navigate('/', { flushSync: true });
    logout();
    // Loaded on signing out only: the home page never downloads the offline stores.
    await import('./device-data').then(({ forgetAccountData }) => forgetAccountData()).catch(() => {});
  }, [logout, navigate]);
}
