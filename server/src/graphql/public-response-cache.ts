import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { Kind, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { followChanges, type ChangeFeed } from '../db/change-feed.js';
import { InvalidatedCache } from '../lib/invalidated-cache.js';
import { exceedsJsonLength } from './response-size.js';

const MAX_KEY_LENGTH = 8 * 1024;
const MAX_RESULT_LENGTH = 256 * 1024;

/**
 * Whole results of anonymous queries that touch only public root fields (`publicFields`: field -> the change channel
 * its data comes from), kept in Apollo's own place for a response cache: a plugin's `responseForOperation`, the hook
 * Apollo's response-cache plugin uses. So a repeated query is still parsed (from Apollo's document store), validated,
 * weighed by the cost rule and answered by Apollo with its headers (content type by the request's Accept), and only
 * execution is skipped; the answer says `X-Cache: hit`. A result is kept only when Apollo answered it 200 without any
 * error, so no reader's language is kept. Any write on a listed channel, from any instance, empties the cache; while
 * the change feed is down nothing is cached. Requests with an Authorization header are never served from or stored
 * in it, since their answers may depend on who asks.
 */
export function publicResponseCachePlugin(
  publicFields: Readonly<Record<string, string>>,
  changes?: ChangeFeed,
): ApolloServerPlugin {
  const results = new InvalidatedCache<FormattedExecutionResult>(1000, 5 * 60_000);
  const fields = new Set(Object.keys(publicFields));
  followChanges(results, changes, ...new Set(Object.values(publicFields)));
  const isPublicQuery = (operation: OperationDefinitionNode) =>
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && (selection.name.value === '__typename' || fields.has(selection.name.value)),
    );

  return {
    async requestDidStart() {
      // A result loaded across a write is not kept: the generation is taken before anything runs.
      const generation = results.generation;
      let key: string | null = null;
      let hit = false;
      return {
        async responseForOperation({ request, source, operation }) {
          if (request.http?.headers.get('authorization') !== undefined || !operation || !isPublicQuery(operation))
            return null;
          const candidate = JSON.stringify([source, request.operationName ?? null, request.variables ?? null]);
          if (candidate.length > MAX_KEY_LENGTH) return null;
          key = candidate;
          const result = results.get(key);
          if (!result) return null;
          hit = true;
          return {
            body: { kind: 'single', singleResult: result },
            http: { status: undefined, headers: new HeaderMap([['x-cache', 'hit']]) },
          };
        },
        async willSendResponse({ response }) {
          if (key === null || hit || response.body.kind !== 'single' || (response.http.status ?? 200) !== 200) return;
          const result = response.body.singleResult;
          if (result.errors === undefined && !exceedsJsonLength(result, MAX_RESULT_LENGTH))
            results.set(key, result, generation);
        },
      };
    },
  };
}
