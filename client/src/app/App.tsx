import { ChakraProvider } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ApiClientLoaderProvider, type ApiClientLoader } from './api-client-loader';
import { PageLoading } from './layout/PageLoading';
import { LocaleProvider } from './locale';
import { SessionProvider, type SessionStore } from './session';
import { getAppSystem, loadLaterRecipes } from './theme';
import { onToastRequested, requestToaster, toastRequested } from '../components/toast';
import { whenSettled } from '../lib/after-load';

// Toasts appear only after an action: their machinery loads with the first one, or once the page has settled well
// after loading (a few seconds, when the browser is idle), never while the page itself is loading.
const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));
const SETTLED_AFTER_LOAD_MS = 4000;

function ToasterOnceNeeded() {
  const [needed, setNeeded] = useState(toastRequested);
  useEffect(() => (needed ? undefined : onToastRequested(() => setNeeded(true))), [needed]);
  useEffect(() => whenSettled(requestToaster, SETTLED_AFTER_LOAD_MS), []);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The recipes the home page's first screen does not use (theme.ts) load at once on any other page, on the first
 * navigation (alongside the page's own code), on the first press or key (alongside the menu's or the chat's code), or
 * once the home page has settled, so no page or panel waits for them after its own code.
 */
function useLaterRecipes(router: AppProps['router']) {
  useEffect(() => {
    const load = () =>
      void loadLaterRecipes().catch((error: unknown) => console.error('Could not load the later recipes.', error));
    if (router.state.location.pathname !== '/') load();
    const stopListening = router.subscribe(load);
    const firstInput = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', load, firstInput);
    window.addEventListener('keydown', load, firstInput);
    const cancel = whenSettled(load, SETTLED_AFTER_LOAD_MS);
    return () => {
      stopListening();
      window.removeEventListener('pointerdown', load, firstInput);
      window.removeEventListener('keydown', load, firstInput);
      cancel();
    };
  }, [router]);
}

type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  session: SessionStore;
  loadClient: ApiClientLoader;
};

/** The providers around the router; main.tsx and the tests build the pieces. */
export function App({ router, session, loadClient }: AppProps) {
  useLaterRecipes(router);
  return (
    <StrictMode>
      <ChakraProvider value={getAppSystem()}>
        <SessionProvider store={session}>
          <LocaleProvider>
            <ApiClientLoaderProvider load={loadClient}>
              <Suspense fallback={<PageLoading />}>
                <RouterProvider router={router} />
              </Suspense>
              <ToasterOnceNeeded />
            </ApiClientLoaderProvider>
          </LocaleProvider>
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
