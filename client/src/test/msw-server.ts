import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** One mock API for every client test; each test adds the handlers it needs with `server.use()`. */
export const server = setupServer();

/** GraphQL operations sent to the app's endpoint (jsdom's origin + /graphql), as `api.query(name, resolver)`. */
export const api = graphql.link(new URL('/graphql', window.location.origin).href);
