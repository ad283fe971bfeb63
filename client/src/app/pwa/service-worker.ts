import { Workbox } from 'workbox-window';
import type { ApplyUpdate } from './app-update';

/** A tab left open for days still hears of a new version. */
const CHECK_FOR_UPDATES_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (sw.js, built from src/sw/sw.ts). A first install takes the page at once; a new
 * version installs in the background and waits, and `offer` tells the page, which asks the traveller before reloading
 * onto it: a reload nobody asked for would lose what they were typing.
 */
export async function registerServiceWorker(offer: (apply: ApplyUpdate) => void): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offer(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  setInterval(() => void workbox.update().catch(() => {}), CHECK_FOR_UPDATES_MS);
}
