import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import type { GraphQLContext } from './context.js';

/** Express -> Apollo, as @as-integrations/express5 does it, with the context built by the caller. */
export function graphqlHandler(apollo: ApolloServer<GraphQLContext>, contextFor: (req: Request) => GraphQLContext): RequestHandler {
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: async () => contextFor(req),
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.status(response.status ?? 200);
    if (response.body.kind === 'complete') {
      res.send(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
