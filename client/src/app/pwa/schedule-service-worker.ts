import { whenSettled } from '../../lib/after-load';
import { appUpdate } from './app-update';

/**
 * How long after the page's `load` to wait before registering the service worker. Its first install downloads the
 * pages kept for offline reading (about half a megabyte, gzip): started later, it never competes with what the page
 * itself loads (the first paint, a lazy route's code, the map's data) on a slow phone connection.
 */
const AFTER_LOAD_MS = 3_000;

/** Registers the service worker once the page has loaded and the browser is idle; production builds only. */
export function scheduleServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('./service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(appUpdate.offer))
      .catch((error: unknown) =>
        console.warn('The service worker could not be registered; the app works online only.', error),
      );
  };
  whenSettled(register, AFTER_LOAD_MS);
}
