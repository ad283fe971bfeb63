import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { isAnonymous } from '../lib/api-context';
import { languageHeaders } from '../lib/request-language';
import { accountOf, indexedDbAnswers, keptAnswersLink, type AnswerStore } from './offline-answers';
import type { SessionStore } from './session';

/** The `extensions.code` values the server sends (DESIGN: one table maps domain errors to these). */
type ServerErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

type CreateApolloClientOptions = {
  session: SessionStore;
  /** Called after an expired or revoked session was cleared; the app sends the person to sign in. */
  onSessionExpired: () => void;
  uri?: string;
  /** Where the answers read offline are kept (a saved plan, the dashboard); IndexedDB unless given. */
  keptAnswers?: AnswerStore;
};

export function createApolloClient({
  session,
  onSessionExpired,
  uri,
  keptAnswers = indexedDbAnswers(),
}: CreateApolloClientOptions): ApolloClient {
  const expireSession = () => {
    if (!session.getSnapshot().isAuthenticated) return;
    session.logout();
    onSessionExpired();
  };

  // Components handle the codes that concern them (field errors, conflicts); only a dead session is app-wide.
  const errorLink = new ErrorLink(({ error, operation }) => {
    // Signing in or up with a wrong password is the form's error, not the end of somebody's session.
    if (isAnonymous(operation.getContext())) return;
    if (ServerError.is(error) && error.statusCode === 401) {
      expireSession();
      return;
    }
    if (!CombinedGraphQLErrors.is(error)) return;
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.code as ServerErrorCode | undefined;
      switch (code) {
        case 'UNAUTHENTICATED':
          expireSession();
          return;
        case 'BAD_USER_INPUT':
        case 'FORBIDDEN':
        case 'NOT_FOUND':
        case 'CONFLICT':
        case 'TOO_MANY_REQUESTS':
        case 'INTERNAL_SERVER_ERROR':
        case undefined:
          break;
      }
    }
  });

  const authLink = new SetContextLink((previous) => {
    if (isAnonymous(previous)) return {};
    const { token } = session.getSnapshot();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });

  // The server says its refusals in the language asked for: every operation asks for the reader's.
  const languageLink = new SetContextLink((previous) => ({ headers: { ...previous.headers, ...languageHeaders() } }));

  // Absolute, because the fetch outside a browser (tests, server rendering) cannot resolve a relative URL.
  const httpLink = new HttpLink({ uri: uri ?? new URL('/graphql', window.location.origin).href });

  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      languageLink,
      authLink,
      keptAnswersLink(keptAnswers, () => accountOf(session.getSnapshot().token)),
      httpLink,
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // Pages of one filter merge into one list; each filter and search is its own list.
            businesses: relayStylePagination([
              'category',
              'district',
              'search',
              'query',
              'near',
              ['lat', 'lng', 'radiusKm'],
            ]),
          },
        },
      },
    }),
  });
}
