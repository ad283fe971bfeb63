import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it has a network (`navigator.onLine`, with its `online` and `offline` events). It can
 * be wrong one way only: "online" may still mean a connection that answers nothing, so callers treat a failed request
 * as offline too, and "offline" is always true.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
