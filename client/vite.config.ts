import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deferAppScriptPlugin } from './boot-plugin';
import { contentPlugin } from './content-plugin';
import { i18nPlugin } from './i18n-plugin';
import { chakraGlobalCssPlugin } from './global-css-plugin';
import { precompressPlugin } from './precompress-plugin';
import { offlinePrecache } from './pwa-precache';

/** In `npm run dev`, the API runs on :8080 and Vite proxies to it; in production the server serves dist/. */
const api = process.env.TRIPMATE_API ?? 'http://localhost:8080';

/** The theme's brand 700 (app/theme.ts): the browser's bar and the installed app's splash screen. */
const THEME_COLOUR = '#0c655b';

/**
 * The installable app: the web app manifest, and a service worker (src/sw/sw.ts, Workbox bundled in) that keeps the
 * shell and the pages read offline. The app registers it itself, after the page has loaded and gone idle
 * (app/pwa/schedule-service-worker.ts), and asks before a new version takes over.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  // The icons are kept with the other static files (pwa-precache.ts), once.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'TripMate',
    short_name: 'TripMate',
    description: 'Plan your Sri Lanka trip day by day, and read your plans and the destination guides offline.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
    globIgnores: ['.vite/**'],
    manifestTransforms: [offlinePrecache(path.resolve(import.meta.dirname, 'dist'))],
  },
});

export default defineConfig({
  plugins: [react(), chakraGlobalCssPlugin(), contentPlugin(), i18nPlugin(), deferAppScriptPlugin(), installableApp, precompressPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/oauth2': api,
      '/healthz': api,
      '/readyz': api,
      '/photos': api,
    },
  },
  // content/*.json as JSON.parse("…") rather than object literals, as V8 advises for data over 10 KB (the guides are
  // 24 KB, evaluated as a guide opens). Needs namedExports off; every import of the content is a default import.
  json: { stringify: true, namedExports: false },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/route-js.ts reads it to measure what each route downloads; the server does not serve dot-folders.
    manifest: true,
    chunkSizeWarningLimit: 900,
    // The map's data files are fetched by URL when the map needs them (components/map/map-data.ts): never
    // inlined as data: URLs, however small.
    assetsInlineLimit: (file) => (file.includes('/components/map/data/') ? false : undefined),
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Chakra and Apollo are
        // not grouped: a group would put every component any page uses (menus, drawers, toasts, the GraphQL
        // client) on the home route; left alone, each lands in the chunks of the routes that use it.
        // main.tsx loads the theme, then the app, in steps of their own; each group takes its module and what that
        // imports (and nothing a lazy route alone needs), so each step is one file rather than dozens of shared bits.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Vite's helper for dynamic imports: main.tsx needs it before the first step, not inside the app's chunk.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            { name: 'theme', test: /client[\\/]src[\\/]app[\\/]theme\.ts$/ },
            { name: 'app', test: /client[\\/]src[\\/]app[\\/](App\.tsx|create-app\.ts)$/ },
          ],
        },
      },
    },
  },
});
