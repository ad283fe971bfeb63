import { ChakraProvider } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ApiClientLoaderProvider, type ApiClientLoader } from './api-client-loader';
import { PageLoading } from './layout/PageLoading';
import { SessionProvider, type SessionStore } from './session';
import { getAppSystem } from './theme';

// Toasts appear only after an action; their machinery loads after the first paint.
const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));

type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  session: SessionStore;
  loadClient: ApiClientLoader;
};

/** The providers around the router; main.tsx and the tests build the pieces. */
export function App({ router, session, loadClient }: AppProps) {
  return (
    <StrictMode>
      <ChakraProvider value={getAppSystem()}>
        <SessionProvider store={session}>
          <ApiClientLoaderProvider load={loadClient}>
            <Suspense fallback={<PageLoading />}>
              <RouterProvider router={router} />
            </Suspense>
            <Suspense>
              <Toaster />
            </Suspense>
          </ApiClientLoaderProvider>
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
