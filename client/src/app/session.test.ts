import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, readStoredSession } from './session';

describe('the stored session (spec §3, §4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is restored only when the flag is "true" and a token exists', () => {
    localStorage.setItem('token', 'abc');
    expect(readStoredSession(localStorage).isAuthenticated).toBe(false);
    localStorage.setItem('authenticated', 'yes');
    expect(readStoredSession(localStorage).isAuthenticated).toBe(false);
    localStorage.setItem('authenticated', 'true');
    expect(readStoredSession(localStorage)).toEqual({ isAuthenticated: true, token: 'abc', user: null });
    localStorage.removeItem('token');
    expect(readStoredSession(localStorage).isAuthenticated).toBe(false);
  });

  it('logs and ignores a corrupt stored user but keeps the session', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('authenticated', 'true');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession(localStorage)).toEqual({ isAuthenticated: true, token: 'abc', user: null });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('stores all three keys at login and clears them at logout', () => {
    const store = createSessionStore(localStorage);
    store.login('tok', { name: 'Ana' });
    expect([
      localStorage.getItem('authenticated'),
      localStorage.getItem('token'),
      localStorage.getItem('user'),
    ]).toEqual(['true', 'tok', '{"name":"Ana"}']);
    expect(store.getSnapshot()).toEqual({ isAuthenticated: true, token: 'tok', user: { name: 'Ana' } });

    store.logout();
    expect([
      localStorage.getItem('authenticated'),
      localStorage.getItem('token'),
      localStorage.getItem('user'),
    ]).toEqual([null, null, null]);
    expect(store.getSnapshot().isAuthenticated).toBe(false);
  });
});
