import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { sendText } from '../lib/http/send-text.js';
import type { GraphQLContext } from './context.js';

/**
 * Express -> Apollo, as @as-integrations/express5 does it: every GraphQL request (POST or GET, one operation or a
 * batch) is answered by `executeHTTPGraphQLRequest`, Apollo's one entry point, with the body Express parsed.
 */
export function graphqlHandler(
  apollo: ApolloServer<GraphQLContext>,
  contextFor: (req: Request) => GraphQLContext,
): RequestHandler {
  return async (req, res) => {
    // A refusal is said in the request's Accept-Language (format-error.ts), so an answer may differ by it. The public
    // response cache keeps only answers without errors, so it never hands one language's words to another.
    res.vary('Accept-Language');
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: new URL(req.url, 'http://x').search,
        body: req.body,
      },
      context: async () => contextFor(req),
    });
    const status = response.status ?? 200;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (response.body.kind === 'complete') {
      sendText(res, status, response.body.string);
      return;
    }
    res.status(status);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
