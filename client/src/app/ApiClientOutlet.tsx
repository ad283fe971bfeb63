import { ApolloProvider } from '@apollo/client/react';
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { useApiClientLoader } from './api-client-loader';

export function ApiClientOutlet() {
  // The loader memoises its promise, so `use` sees the same promise on every render.
  const client = use(useApiClientLoader()());
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
