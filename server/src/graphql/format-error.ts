import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlCodeOf, httpStatusOf, isDomainError } from '../lib/errors/domain-error.js';
import { RETRY_AFTER_SECONDS, unavailableErrorFor } from '../lib/errors/unavailable.js';
import { inEnglish, internalError, type SayError } from '../lib/http/error-handler.js';
import type { RequestScope } from '../lib/request-scope.js';
import type { DatabaseOutage } from '../lib/errors/outage.js';

/** Apollo's own codes for errors found before any resolver runs; they name the client's mistake and stay as they are. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Domain errors keep their message, said in the request's language (`say`: English is the error's own), and get
 * `extensions.code` from their category (plus the field they are about); anything else is logged with the request id
 * and answered without internals. Apollo's own refusals (parsing, validation, variables) stay in its English: they
 * are for the programmer writing the query.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  scope: RequestScope | undefined,
  fallbackLogger: RequestScope['logger'],
  say: SayError = inEnglish,
  outage?: Pick<DatabaseOutage, 'noticed'>,
): GraphQLFormattedError {
  const language = scope?.language ?? 'en';
  const unwrapped = unwrapResolverError(error);
  const unavailable = isDomainError(unwrapped) ? undefined : unavailableErrorFor(unwrapped);
  if (unavailable) outage?.noticed(unwrapped);
  const original = isDomainError(unwrapped) ? unwrapped : (unavailable ?? unwrapped);
  const requestId = scope?.requestId;
  if (isDomainError(original)) {
    return {
      message: say(original, language),
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: graphqlCodeOf[original.category],
        reason: original.code,
        ...(original.details.field ? { field: original.details.field } : {}),
        ...(original.details.retryAfterSeconds ? { retryAfterSeconds: original.details.retryAfterSeconds } : {}),
        ...(original.details.suggestions?.length ? { suggestions: original.details.suggestions } : {}),
        requestId,
      },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, requestId },
    };
  }
  // Apollo refuses some requests with a bare GraphQLError and a 4xx status, no code (a persisted query whose text
  // does not match its hash): the client's mistake, in Apollo's words.
  if (!formatted.path && isClientStatus((original as { extensions?: { http?: unknown } } | null)?.extensions?.http)) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: 'BAD_REQUEST', requestId },
    };
  }
  (scope?.logger ?? fallbackLogger).error({ err: original, requestId }, 'unexpected GraphQL error');
  return {
    message: say(internalError(), language),
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

function isClientStatus(http: unknown): boolean {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * An answer whose errors say the database is unreachable is a 503 with Retry-After, as REST answers are, so HTTP
 * clients, proxies and load balancers see the outage for what it is; the body stays a GraphQL answer.
 */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const unavailable = response.body.singleResult.errors?.find(
            (error) => error.extensions?.code === graphqlCodeOf.SERVICE_UNAVAILABLE,
          );
          if (!unavailable) return;
          response.http.status = httpStatusOf.SERVICE_UNAVAILABLE;
          response.http.headers.set(
            'retry-after',
            String(unavailable.extensions?.retryAfterSeconds ?? RETRY_AFTER_SECONDS),
          );
        },
      };
    },
  };
}
