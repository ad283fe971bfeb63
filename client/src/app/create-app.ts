import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { ApiClientLoader } from './api-client-loader';
import { appRoutes } from './routes';
import { createSessionStore } from './session';
import { withReturnPath } from '../lib/return-path';

// main.tsx starts the service worker from here, so its code is the app's start-up step, not the entry's.
export { scheduleServiceWorker } from './pwa/schedule-service-worker';

type CreateAppOptions = {
  /** A memory history starting here (tests); otherwise the browser's. */
  initialPath?: string;
  storage?: Storage;
};

/** Wires the session, the router and the API client together; the API client's code loads on first use. */
export function createApp({ initialPath, storage = window.localStorage }: CreateAppOptions = {}) {
  const session = createSessionStore(storage);
  const router = initialPath
    ? createMemoryRouter(appRoutes, { initialEntries: [initialPath] })
    : createBrowserRouter(appRoutes);
  let client: Promise<ApolloClient> | undefined;
  const loadClient: ApiClientLoader = () =>
    (client ??= import('./apollo').then(({ createApolloClient }) =>
      createApolloClient({
        session,
        // Spec §4: a 401 clears the session and sends the person to sign in.
        // Back to the page they were on once signed in again.
        onSessionExpired: () =>
          void router.navigate(
            withReturnPath('/auth/signin', `${router.state.location.pathname}${router.state.location.search}`),
            { replace: true },
          ),
      }),
    ));
  // What the server said depends on who asked (ownedByViewer, me): signing in or out starts from an empty cache.
  // After the navigation the sign-in or sign-out causes, so the page being left does not fetch again.
  // A new token for the same person (a changed password) keeps the cache. No client loaded yet: nothing cached.
  let wasSignedIn = session.getSnapshot().isAuthenticated;
  session.subscribe(() => {
    const { isAuthenticated } = session.getSnapshot();
    if (isAuthenticated === wasSignedIn) return;
    wasSignedIn = isAuthenticated;
    if (client) setTimeout(() => void client?.then((c) => c.resetStore()).catch(() => {}), 0);
  });
  return { session, router, loadClient };
}
