import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadLaterRecipes } from '../app/theme';
import { removeAllToasts, requestToaster } from '../components/toast';
import { server } from './msw-server';

// Leaflet needs a real layout engine: every form with a map pin gets the pin map as text (fake-pin-map.tsx).
vi.mock('../components/map/PinMap', () => import('./fake-pin-map'));

// Pages and the API client load on demand; the first test of a file waits while vitest transforms those modules,
// which can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

// The app mounts its toaster on the first toast or once the page has settled; tests mount it with the app, since a
// toaster mounted as a test ends leaves the next test's lazy pages unresolved in jsdom.
requestToaster();

// The app loads the recipes of components the home page's first screen does not show after it (app/theme.ts), and a
// component needing one waits for them; tests render every page at once, as a visitor who has them.
await loadLaterRecipes();

// --- jsdom lacks a few browser APIs that Chakra (Ark/Zag) and the app call. ---
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {};

// --- The mock API: a request no handler answers fails the test that made it. ---
const unhandledRequests: string[] = [];

beforeAll(() => {
  server.events.on('request:unhandled', ({ request }) => {
    unhandledRequests.push(`${request.method} ${request.url}`);
  });
  // 'error' also makes the request itself fail, so the app never sees a real network.
  server.listen({ onUnhandledFrame: 'error' });
});

afterEach(() => {
  removeAllToasts();
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  if (unhandledRequests.length > 0) {
    const requests = unhandledRequests.splice(0);
    throw new Error(`Requests without an msw handler: ${requests.join(', ')}`);
  }
});

afterAll(() => {
  server.close();
});
