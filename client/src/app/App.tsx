import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { PageLoading } from './layout/PageLoading';
import { SessionProvider, type SessionStore } from './session';
import { system } from './theme';

type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  session: SessionStore;
  client: ApolloClient;
};

/** The providers around the router; main.tsx and the tests build the pieces. */
export function App({ router, session, client }: AppProps) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <SessionProvider store={session}>
          <ApolloProvider client={client}>
            <Suspense fallback={<PageLoading />}>
              <RouterProvider router={router} />
            </Suspense>
            <Toaster />
          </ApolloProvider>
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
