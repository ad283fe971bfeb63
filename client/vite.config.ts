import { readFileSync } from 'node:fs';
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
import { LATER_RECIPES, LATER_SLOT_RECIPES } from './src/app/theme-later-keys';

/** In `npm run dev`, the API runs on :8080 and Vite proxies to it; in production the server serves dist/. */
const api = process.env.TRIPMATE_API ?? 'http://localhost:8080';

/**
 * The files of Chakra's recipes that src/app/theme-later-recipes.ts holds (`nativeSelect` is native-select.js), and
 * of the recipes they build on (checkbox's checkmark, nativeSelect's select, radioGroup's radiomark).
 */
const chakraRecipes = path.resolve(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/theme/recipes');
const laterRecipeFiles = new Set(
  [...LATER_RECIPES, ...LATER_SLOT_RECIPES].flatMap((key) => {
    const file = path.join(chakraRecipes, `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.js`);
    const builtOn = [...readFileSync(file, 'utf8').matchAll(/from '\.\/([a-z-]+\.js)'/g)].map((m) =>
      path.join(chakraRecipes, m[1]!),
    );
    return [file, ...builtOn];
  }),
);
const isLaterRecipe = (id: string) =>
  laterRecipeFiles.has(id) || /client[\\/]src[\\/]app[\\/]theme-later-recipes\.ts$/.test(id);

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
  plugins: [
    react(),
    chakraGlobalCssPlugin(),
    contentPlugin(),
    i18nPlugin(),
    deferAppScriptPlugin(),
    installableApp,
    precompressPlugin(),
  ],
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
      // Chakra's `defineConfig` returns its argument. Its theme index builds `defaultThemeConfig` from every recipe
      // (unused here); marked pure, that call goes, and with it what each unused recipe module left behind in the
      // theme's chunk (anatomy `.keys()` calls, reads of other recipes' variants: about 1.3 KB gzip). It also kept
      // the later recipes (theme-later-recipes.ts) statically imported by the theme's chunk.
      treeshake: { manualPureFunctions: ['defineConfig'] },
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
            // The recipes the home page's first screen does not use load after it (app/theme.ts): their own chunk,
            // before the theme's group, which would take every recipe through Chakra's theme index. Only these
            // files: what they import (Chakra's helpers, anatomies) stays with the theme, which has loaded already.
            { name: 'theme-later-recipes', test: isLaterRecipe, includeDependenciesRecursively: false },
            { name: 'theme', test: /client[\\/]src[\\/]app[\\/]theme\.ts$/ },
            { name: 'app', test: /client[\\/]src[\\/]app[\\/](App\.tsx|create-app\.ts)$/ },
          ],
        },
      },
    },
  },
});
