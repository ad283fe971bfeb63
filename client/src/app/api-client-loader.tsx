import type { ApolloClient } from '@apollo/client';
import { createContext, use, type ReactNode } from 'react';

/** Loads the GraphQL client once, on the first route that needs it; the home page never downloads it. */
export type ApiClientLoader = () => Promise<ApolloClient>;

const ApiClientLoaderContext = createContext<ApiClientLoader | null>(null);

export function ApiClientLoaderProvider({ load, children }: { load: ApiClientLoader; children: ReactNode }) {
  return <ApiClientLoaderContext value={load}>{children}</ApiClientLoaderContext>;
}

export function useApiClientLoader(): ApiClientLoader {
  const load = use(ApiClientLoaderContext);
  if (!load) throw new Error('useApiClientLoader() needs an <ApiClientLoaderProvider> above it.');
  return load;
}
