import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** GraphQL operations sent to the app's endpoint (jsdom's origin + /graphql), as `api.query(name, resolver)`. */
export const api = graphql.link(new URL('/graphql', window.location.origin).href);

/** A server with neither Google nor GitHub configured, the default of a fresh install. */
export const noSocialSignIn = {
  signInOptions: [
    { __typename: 'SignInOption', provider: 'GOOGLE', enabled: false, startUrl: '/oauth2/authorization/google' },
    { __typename: 'SignInOption', provider: 'GITHUB', enabled: false, startUrl: '/oauth2/authorization/github' },
  ],
};

/**
 * One mock API for every client test; each test adds the handlers it needs with `server.use()`. The standing answers:
 * which social sign-ins exist (every sign-in and sign-up screen asks) and the dashboard, where sign-in lands, of an
 * account with no trips and no saved plans yet.
 */
export const server = setupServer(
  api.query('SignInOptions', () => HttpResponse.json({ data: noSocialSignIn })),
  api.query('DashboardRouteQuery', () => HttpResponse.json({ data: { myTrips: [], myTripPlans: [] } })),
);
