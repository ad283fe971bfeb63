import { lazy } from 'react';

// The outlet imports the loader's context from api-client-loader.tsx, not from here, so the two do not import each other.
/** A layout route for the pages that talk to the API: Apollo's code and client arrive with the first of them. */
export const WithApiClient = lazy(() => import('./ApiClientOutlet').then((m) => ({ default: m.ApiClientOutlet })));
