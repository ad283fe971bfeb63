import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { removeAllToasts } from '../components/toaster';
import { server } from './msw-server';

// Pages and the API client load on demand; the first test of a file waits while vitest transforms those modules,
// which can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

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

// Pages load their code when their route opens (React.lazy, in a transition); with every suite running at once that
// can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

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
