import { Workbox } from 'workbox-window';
import type { ApplyUpdate } from './app-update';

/** The files of a language (src/sw/sw.ts keeps them in a cache of their own): catalogues, Noto faces, their stylesheets. */
const LANGUAGE_FILE =
  /^\/assets\/((si|ta)-[\w-]+\.js|(sinhala|tamil)-\d+-[\w-]+\.css|noto-sans-(sinhala|tamil)-[\w-]+\.woff2?)$/;

/**
 * The worker registers after the page has loaded, so a Sinhala or Tamil reader's catalogue and fonts were fetched
 * before it could keep them: once it is active, it is handed their addresses (Workbox's CACHE_URLS message, answered
 * by the worker's routes), so the next visit opens in that language offline too.
 */
async function keepLanguageFiles(workbox: Workbox): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, window.location.href);
      return url.origin === window.location.origin && LANGUAGE_FILE.test(url.pathname);
    });
  if (urls.length === 0) return;
  await workbox.active;
  await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }).catch(() => undefined);
}

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
  void keepLanguageFiles(workbox);
  setInterval(() => void workbox.update().catch(() => {}), CHECK_FOR_UPDATES_MS);
}
