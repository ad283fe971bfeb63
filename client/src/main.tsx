import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { storedLocale } from './lib/i18n/stored-locale';
import { setRequestLanguage } from './lib/request-language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/** Resolves in a later task, so the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in steps of a few milliseconds each rather than one long task (about 50 ms of CPU on the development VM,
// four times that on the phone Lighthouse simulates): React loads with this module; Chakra's styling system loads,
// and is built, in tasks of their own; then the app's modules load, and the router and session are made, in two
// more. index.html preloads every one of these modules, so the steps wait for no download.
// A returning Sinhala or Tamil reader: their catalogue and fonts load alongside the app's start-up, and the first render
// waits for them (at most PRELOAD_WAIT_MS), so the page does not show English first. English starts as before.
const PRELOAD_WAIT_MS = 3_000;
let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Storage refused (some private modes): the browser's languages decide.
}
const locale = storedLocale(storage, navigator.languages ?? [navigator.language]);
setRequestLanguage(locale);
const language =
  locale === 'en'
    ? null
    : import('./lib/i18n/i18n')
        .then(({ preloadLanguage }) => preloadLanguage(locale))
        .catch((error: unknown) => console.error(`Could not load the ${locale} catalogue before start-up.`, error));

await nextTask();
const { getAppSystem } = await import('./app/theme');
await nextTask();
getAppSystem();
await nextTask();
const [{ App }, { createApp, scheduleServiceWorker }] = await Promise.all([
  import('./app/App'),
  import('./app/create-app'),
]);
await nextTask();
const app = createApp();
await nextTask();
if (language) await Promise.race([language, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]);

// The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole page, so a slow phone still answers a tap while the app starts.
startTransition(() => {
  createRoot(root).render(<App {...app} />);
});
// The offline app: after the page has loaded and gone quiet, never before its first paint.
scheduleServiceWorker();
