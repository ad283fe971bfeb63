import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { sendText } from '../lib/http/send-text.js';
import type { GraphQLContext } from './context.js';
import type { PreparedQueries } from './prepared-queries.js';
import type { PublicResponseCache } from './public-response-cache.js';

/**
 * Express -> Apollo, as @as-integrations/express5 does it, with two short ways in front: the public response cache
 * (a hit is answered with the stored status, headers and bytes; a cacheable miss is stored with the generation it
 * began in) and the prepared queries (a query Apollo has answered before runs without Apollo's pipeline).
 */
export function graphqlHandler(
  apollo: ApolloServer<GraphQLContext>,
  cache: PublicResponseCache,
  prepared: PreparedQueries,
  contextFor: (req: Request) => GraphQLContext,
): RequestHandler {
  return async (req, res) => {
    // A refusal is said in the request's Accept-Language (format-error.ts), so an answer may differ by it. Answers with
    // errors are never kept here or prepared, so neither shortcut hands one language's words to another.
    res.vary('Accept-Language');
    const key = cache.keyFor(req);
    const hit = key === null ? undefined : cache.get(key);
    if (hit) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader('X-Cache', 'hit');
      sendText(res, hit.status, hit.body);
      return;
    }

    const generation = cache.generation;
    const context = contextFor(req);
    const accept = req.headers.accept;
    const preparedKey = prepared.keyFor(req);
    if (preparedKey !== null) {
      const answer = await prepared.answer(preparedKey, accept, req.body, context, context.prepared);
      if (answer) {
        if (key !== null && cache.isPublicQuery(answer.operation)) cache.set(key, { status: 200, headers: answer.headers, body: answer.body }, generation);
        for (const [name, value] of answer.headers) res.setHeader(name, value);
        sendText(res, 200, answer.body);
        return;
      }
    }

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: new URL(req.url, 'http://x').search, body: req.body },
      context: async () => context,
    });
    const status = response.status ?? 200;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (response.body.kind === 'complete') {
      if (key !== null && context.responseCache.cacheable) {
        cache.set(key, { status, headers: [...response.headers], body: response.body.string }, generation);
      }
      if (preparedKey !== null && context.prepared.learned) prepared.learn(preparedKey, accept, context.prepared.learned, [...response.headers]);
      sendText(res, status, response.body.string);
      return;
    }
    res.status(status);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
