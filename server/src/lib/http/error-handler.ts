import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { DomainError, httpStatusOf, isDomainError } from '../errors/domain-error.js';
import { unavailableErrorFor } from '../errors/unavailable.js';
import { BODY_NOT_OBJECT } from '../errors/validation.js';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again; if it keeps happening, quote the request id.';
export const BAD_ADDRESS = 'The address contains an invalid %-escape.';

/** Longest stretch of a request's path echoed back in a 404, so a huge address is not mirrored whole. */
const ECHOED_PATH_LENGTH = 200;

/**
 * The end of every API prefix (`/api`, `/oauth2`, …): a call no route took is told so in the REST error shape, not
 * handed to the web client's pages.
 */
export function routeNotFound(): RequestHandler {
  return (req) => {
    const path = req.originalUrl.split('?')[0]!;
    const shown = path.length > ECHOED_PATH_LENGTH ? `${path.slice(0, ECHOED_PATH_LENGTH)}…` : path;
    throw new DomainError('NOT_FOUND', 'ROUTE_NOT_FOUND', `There is no API route ${req.method} ${shown}.`);
  };
}

type HttpFailure = { status: number; message: string; field?: string; retryAfterSeconds?: number };

/** What a client is told about a failure: domain errors as they are, body-parser errors by kind, the rest hidden. */
export function describeFailure(error: unknown, bodyLimit: string): HttpFailure {
  if (isDomainError(error)) return fromDomainError(error);
  const unavailable = unavailableErrorFor(error);
  if (unavailable) return fromDomainError(unavailable);
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return { status: 413, message: `The request body is too large (at most ${bodyLimit}).` };
  // Also bodies that are JSON but not an object or array (null, "text", 42), which the parser refuses in strict mode.
  if (type === 'entity.parse.failed') return { status: 400, message: BODY_NOT_OBJECT };
  // The router could not decode a %-escape in the path (e.g. /api/business/%ZZ): the caller's mistake, not ours.
  if (error instanceof URIError || (error as { status?: unknown } | null)?.status === 400) return { status: 400, message: BAD_ADDRESS };
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return { status: 415, message: 'The request body must be UTF-8 JSON.' };
  }
  return { status: 500, message: INTERNAL_MESSAGE };
}

function fromDomainError(error: DomainError): HttpFailure {
  return {
    status: httpStatusOf[error.category],
    message: error.message,
    field: error.details.field,
    retryAfterSeconds: error.details.retryAfterSeconds,
  };
}

/**
 * The last error handler. REST callers get `{ message, field?, requestId }`; `/graphql` callers get a GraphQL
 * error list, since a body that never reached Apollo still deserves an answer in the shape its client reads.
 */
export function errorHandler(bodyLimit: string): ErrorRequestHandler {
  return (error, req: Request, res, next) => {
    if (res.headersSent) return next(error);
    const failure = describeFailure(error, bodyLimit);
    if (failure.status === 503) req.log.warn({ err: error }, 'database unreachable');
    else if (failure.status >= 500) req.log.error({ err: error }, 'unexpected error');
    if (failure.retryAfterSeconds) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
    const requestId = String(req.id);
    if (req.path === '/graphql') {
      res.status(failure.status).json({ errors: [{ message: failure.message, extensions: { code: graphqlCode(failure.status), requestId } }] });
      return;
    }
    res.status(failure.status).json({ message: failure.message, ...(failure.field ? { field: failure.field } : {}), requestId });
  };
}

function graphqlCode(status: number): string {
  if (status === 413 || status === 400 || status === 415) return 'BAD_USER_INPUT';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_SERVER_ERROR';
}
