import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { followChanges, type ChangeFeed } from '../db/change-feed.js';
import { InvalidatedCache } from '../lib/invalidated-cache.js';

export type CachedResponse = { readonly status: number; readonly headers: readonly [string, string][]; readonly body: string };

const MAX_KEY_LENGTH = 8 * 1024;
const MAX_BODY_LENGTH = 256 * 1024;

/**
 * Whole GraphQL answers for anonymous queries that touch only public root fields (`publicFields`: field -> the
 * change channel its data comes from). Apollo's pipeline alone costs more than a cached page is worth, so a repeated
 * query is answered with the same bytes without reaching Apollo. Any write on a listed channel, from any instance,
 * empties the cache; while the change feed is down nothing is cached. Requests with an Authorization header are
 * never served from or stored in it, since their answers may depend on who asks.
 */
export class PublicResponseCache {
  private readonly responses = new InvalidatedCache<CachedResponse>(1000, 5 * 60_000);
  private readonly fields: ReadonlySet<string>;

  constructor(publicFields: Readonly<Record<string, string>>, changes?: ChangeFeed) {
    this.fields = new Set(Object.keys(publicFields));
    followChanges(this.responses, changes, ...new Set(Object.values(publicFields)));
  }

  /** The cache key for a request that may be answered from the cache, or null. */
  keyFor(request: { method: string; headers: Record<string, string | string[] | undefined>; body: unknown }): string | null {
    if (request.method !== 'POST' || request.headers.authorization !== undefined) return null;
    const contentType = request.headers['content-type'];
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return null;
    const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown } | null;
    if (!body || typeof body.query !== 'string' || body.extensions !== undefined) return null;
    const key = JSON.stringify([body.query, body.operationName ?? null, body.variables ?? null]);
    return key.length <= MAX_KEY_LENGTH ? key : null;
  }

  get generation(): number {
    return this.responses.generation;
  }

  get(key: string): CachedResponse | undefined {
    return this.responses.get(key);
  }

  set(key: string, response: CachedResponse, generation: number): void {
    if (response.body.length <= MAX_BODY_LENGTH) this.responses.set(key, response, generation);
  }

  /** True when an operation is a query whose root selections are all public fields (aliases allowed). */
  isPublicQuery(operation: OperationDefinitionNode): boolean {
    return (
      operation.operation === 'query' &&
      operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || this.fields.has(selection.name.value)),
      )
    );
  }
}

/** What the plugin tells the HTTP handler about one request. */
export type ResponseCacheMark = { cacheable: boolean };

/** Marks a response cacheable once Apollo has run it: a public query that answered without any error. */
export function publicResponseCachePlugin(cache: PublicResponseCache): ApolloServerPlugin<{ responseCache: ResponseCacheMark }> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response, contextValue }) {
          contextValue.responseCache.cacheable =
            operation !== undefined &&
            cache.isPublicQuery(operation) &&
            response.body.kind === 'single' &&
            response.body.singleResult.errors === undefined &&
            (response.http.status ?? 200) === 200;
        },
      };
    },
  };
}
