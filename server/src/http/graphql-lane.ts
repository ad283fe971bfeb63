import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { readJsonBody } from '../lib/http/json-body.js';

/** Content types a JSON body may be declared with here; anything else (another charset, say) goes the long way. */
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/**
 * The short way for the commonest request, a GraphQL POST: Express's router (matching every middleware's path in
 * turn) and body-parser cost a fifth of a cheap answer. A POST to exactly `/graphql` whose headers promise a plain
 * JSON body (declared length within the limit, no encoding, UTF-8) is served here by the same steps Express would
 * take, in the same order, with the same code: the shared `preludes` (request id, logging, security headers, CORS,
 * no-store), the body read and refused as `jsonBody` would, the GraphQL handler, and the error handler for anything
 * that goes wrong. Every other request, and any of these while the headers say otherwise, goes to Express untouched.
 */
export function graphqlLane(options: {
  app: Express;
  preludes: readonly RequestHandler[];
  handler: RequestHandler;
  errorHandler: (error: unknown, req: Request, res: Response, next: NextFunction) => void;
  bodyLimitBytes: number;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { app, preludes, handler, errorHandler, bodyLimitBytes } = options;
  return (incoming, outgoing) => {
    if (!takes(incoming, bodyLimitBytes)) return false;
    // What Express's app.handle does first: its request and response methods, and each pointing at the other.
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.res = res;
    res.req = req;
    res.locals ??= Object.create(null) as Record<string, unknown>;
    const fail = (error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      errorHandler(error, req, res, () => res.destroy());
    };
    const step = (index: number) => (error?: unknown) => {
      if (error) return fail(error);
      if (index < preludes.length) return preludes[index]!(req, res, step(index + 1));
      readJsonBody(req)
        .then((body) => {
          req.body = body;
          return handler(req, res, fail);
        })
        .catch(fail);
    };
    try {
      step(0)();
    } catch (error) {
      fail(error);
    }
    return true;
  };
}

/** Whether a request is one the lane serves, from its method, path and headers alone (before any of its body is read). */
export function takes(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, bodyLimitBytes: number): boolean {
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  const { 'content-type': type, 'content-length': length, 'content-encoding': encoding, 'transfer-encoding': transfer } = req.headers;
  if (type === undefined || !JSON_TYPES.has(type.toLowerCase())) return false;
  if ((encoding !== undefined && encoding !== 'identity') || transfer !== undefined) return false;
  if (length === undefined || !/^\d{1,9}$/.test(length)) return false;
  const bytes = Number(length);
  return bytes > 0 && bytes <= bodyLimitBytes;
}
