import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** GraphQL operations sent to the app's endpoint (jsdom's origin + /graphql), as `api.query(name, resolver)`. */
export const api = graphql.link(new URL('/graphql', window.location.origin).href);

/**
 * One mock API for every client test; each test adds the handlers it needs with `server.use()`. The only baseline:
 * the dashboard (where sign-in lands) of an account with no trips yet.
 */
export const server = setupServer(api.query('DashboardRouteQuery', () => HttpResponse.json({ data: { myTrips: [] } })));
