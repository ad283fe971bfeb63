import { readFileSync } from 'node:fs';
import path from 'node:path';

type ViteManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Entry = { url: string; revision: string | null; size: number };

/**
 * The pages a traveller reads offline, by their modules: the service worker keeps their code ahead, with what they
 * import. Every other page's code is kept once it has been opened (the worker's runtime cache), so the first visit
 * downloads no more than it shows and the service worker's download stays small.
 */
export const OFFLINE_PAGES = [
  // The app around every page: toasts, the menus, and the GraphQL client the signed-in pages use; the styles of every
  // component the home page's first screen does not show (loaded after it, src/app/theme.ts).
  'src/app/theme-later-recipes.ts',
  'src/components/toaster.tsx',
  'src/app/layout/MobileMenu.tsx',
  'src/app/layout/AccountMenu.tsx',
  'src/app/ApiClientOutlet.tsx',
  'src/app/apollo.ts',
  // A saved plan with its offline map, the dashboard that lists the plans, the guides, help and the map's sources.
  'src/features/planner/SavedPlanPage.tsx',
  'src/features/planner/map/JourneyMap.tsx',
  'src/features/planner/map/LeafletJourneyMap.tsx',
  'src/features/trips/DashboardPage.tsx',
  'src/features/business/MyBusinesses.tsx',
  'src/features/destinations/DestinationPage.tsx',
  'src/features/help/HelpPage.tsx',
  'src/features/attribution/AttributionPage.tsx',
];

/**
 * The offline map's bands kept ahead: the island and the regions (zoom 7 to 10, where a plan's map opens). The
 * closest band (towns and sights, 11 and 12) is kept as it is viewed.
 */
const MAP_BANDS_KEPT = /^assets\/(land|roads|rail|labels)-z[01]-[\w-]+\.json$/;

/** Files outside the build's assets: the shell, the icons, the guides' pictures. */
const STATIC_FILES = /^(index\.html|favicon\.svg|icons\/.+\.png|images\/.+\.svg)$/;

/**
 * Workbox's manifest transform: of the files the build wrote, keeps the ones the offline pages need (read from Vite's
 * manifest, `build.manifest`), and fails the build when a page named above is no longer a module of the build.
 */
export function offlinePrecache(outDir: string) {
  return (entries: Entry[]) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ViteManifestChunk
    >;
    const kept = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`pwa-precache: ${key} is not a module of the build; update OFFLINE_PAGES.`);
      if (kept.has(chunk.file)) return;
      kept.add(chunk.file);
      chunk.css?.forEach((file) => kept.add(file));
      chunk.imports?.forEach(visit);
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entryKey) throw new Error('pwa-precache: the build has no entry');
    visit(entryKey);
    // main.tsx starts the app in steps (the theme, then the app): every page needs those modules too.
    manifest[entryKey]!.dynamicImports?.forEach(visit);
    OFFLINE_PAGES.forEach(visit);
    const manifestEntries = entries.filter(
      ({ url }) =>
        kept.has(url) || MAP_BANDS_KEPT.test(url) || STATIC_FILES.test(url) || url === 'manifest.webmanifest',
    );
    return { manifest: manifestEntries, warnings: [] };
  };
}
