/// <reference lib="webworker" />
/**
 * TripMate's service worker, built by vite-plugin-pwa (injectManifest: Workbox's modules are bundled into this one
 * file; nothing is loaded from a CDN). What it keeps (`self.__WB_MANIFEST`, chosen in client/pwa-precache.ts): the app
 * shell, the code of the pages read offline (saved plans, the dashboard, the guides, help), the offline map's island
 * bands and the guides' pictures. The answers those pages read (a saved plan, the dashboard's lists) are kept by the
 * web client itself (client/src/app/offline-answers.ts): GraphQL travels by POST, which the Cache API cannot store.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Paths the server answers itself: never a page, so never the app shell. */
const SERVER_PATHS = /^\/(api|graphql|mcp|oauth2|login|photos|healthz|readyz)(\/|$)/;
/** How long a page may take on a weak connection (a train in the hills) before the kept shell is shown instead. */
const PAGE_TIMEOUT_MS = 6_000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();
// A first install takes the open page at once, so what it fetches from then on (a map band, a page's code) is kept.
// A later version waits until the traveller chooses to reload (the app's "A new version is ready").
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Pages come from the network first: the server gives a guide its own cover picture in the HTML and sends the current
 * Content-Security-Policy, so a kept copy would be worse whenever the network answers. Offline, or when the network
 * is slower than PAGE_TIMEOUT_MS, the kept app shell opens the page and the app reads what it kept.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      const fetched = (async () =>
        ((await (event as FetchEvent).preloadResponse) as Response | undefined) ?? (await fetch(request)))();
      // The answer may still come after the shell was shown; the worker stays alive for it (no cancelled preload).
      (event as FetchEvent).waitUntil(fetched.catch(() => undefined));
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_TIMEOUT_MS));
      const first = await Promise.race([fetched.catch(() => null), timeout]);
      return first ?? (await matchPrecache('/index.html')) ?? fetched;
    },
    { denylist: [SERVER_PATHS] },
  ),
);

/**
 * A language's own files: the Sinhala and Tamil catalogues, the Noto Sans Sinhala and Tamil faces and their
 * stylesheets. Not kept ahead (most visitors read English), but kept once fetched, in a cache of their own that map
 * bands and pages cannot crowd out, so a Sinhala or Tamil reader's next visit, offline too, opens in their language.
 * The page also hands over the ones it fetched before this worker took it (CACHE_URLS, service-worker.ts).
 */
const LANGUAGE_FILE =
  /^\/assets\/((si|ta)-[\w-]+\.js|(sinhala|tamil)-\d+-[\w-]+\.css|noto-sans-(sinhala|tamil)-[\w-]+\.woff2?)$/;
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && LANGUAGE_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: 'tripmate-languages',
    plugins: [new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
  }),
);

// The build's other files (hashed, never changed): kept as they are fetched, for the pages not kept ahead.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'tripmate-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
