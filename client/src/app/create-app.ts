import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { ApiClientLoader } from './api-client';
import { appRoutes } from './routes';
import { createSessionStore } from './session';

type CreateAppOptions = {
  /** A memory history starting here (tests); otherwise the browser's. */
  initialPath?: string;
  storage?: Storage;
};

/** Wires the session, the router and the API client together; the API client's code loads on first use. */
export function createApp({ initialPath, storage = window.localStorage }: CreateAppOptions = {}) {
  const session = createSessionStore(storage);
  const router = initialPath ? createMemoryRouter(appRoutes, { initialEntries: [initialPath] }) : createBrowserRouter(appRoutes);
  let client: Promise<ApolloClient> | undefined;
  const loadClient: ApiClientLoader = () =>
    (client ??= import('./apollo').then(({ createApolloClient }) =>
      createApolloClient({
        session,
        // Spec §4: a 401 clears the session and sends the person to sign in.
        onSessionExpired: () => void router.navigate('/auth/signin', { replace: true }),
      }),
    ));
  return { session, router, loadClient };
}
