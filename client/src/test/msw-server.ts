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
 * which social sign-ins exist (every sign-in and sign-up screen asks), the dashboard, where sign-in lands, of an
 * account with no trips, no saved plans and no businesses yet (and no admin), a guide's nearby listings (none), a business form's
 * map lookups (nothing found) and the planner's place suggestions (none).
 */
export const server = setupServer(
  api.query('SignInOptions', () => HttpResponse.json({ data: noSocialSignIn })),
  // A guide asks for the listings near it: by default there are none.
  api.query('DestinationNearby', () =>
    HttpResponse.json({ data: { destination: { __typename: 'Destination', nearbyBusinesses: [] } } }),
  ),
  // A listing's form looks its address up on the map as it is typed: by default nowhere the map knows.
  api.query('AddressPin', () => HttpResponse.json({ data: { addressPin: null } })),
  // The planner's place fields suggest places as they are typed: by default none.
  api.query('PlaceSuggestions', () => HttpResponse.json({ data: { geocodeSuggestions: [] } })),
  api.query('PinAt', () =>
    HttpResponse.json({ data: { pinAt: { __typename: 'MapPin', onLand: true, district: null } } }),
  ),
  api.query('DashboardRouteQuery', () =>
    HttpResponse.json({ data: { myTrips: [], myTripPlans: [], mySharedTripPlans: [] } }),
  ),
  api.query('MyBusinessesQuery', () => HttpResponse.json({ data: { myBusinesses: [] } })),
  // The dashboard asks whether to link the review of reported listings: by default the account is no admin.
  api.query('ViewerRolesQuery', () =>
    HttpResponse.json({ data: { me: { __typename: 'User', id: 'u-1', isAdmin: false } } }),
  ),
);
