import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { DomainError, httpStatusOf, isDomainError } from '../errors/domain-error.js';
import { SharedErrorCode } from '../errors/shared-codes.js';
import { unavailableErrorFor } from '../errors/unavailable.js';
import { BODY_NOT_OBJECT, ValidationError } from '../errors/validation.js';
import { languageOf, type MessageLanguage } from '../language.js';
import { requestScope } from '../request-scope.js';
import type { DatabaseOutage } from '../errors/outage.js';

export const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, quote the request id.';
export const BAD_ADDRESS = 'The address contains an invalid %-escape.';
export const BODY_NOT_DECODED =
  'The request body does not decode as its Content-Encoding says: send it compressed that way, or without Content-Encoding.';

/**
 * A domain error's message in a language: the error's own message is the English (the spec's words); the transports
 * are handed the one that knows the other languages (server/src/messages/), so this layer names no feature.
 */
export type SayError = (error: DomainError, language: MessageLanguage) => string;
export const inEnglish: SayError = (error) => error.message;

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
    throw new DomainError(
      'NOT_FOUND',
      SharedErrorCode.ROUTE_NOT_FOUND,
      `There is no API route ${req.method} ${shown}.`,
      {},
      { method: req.method, path: shown },
    );
  };
}

/** The error an unexpected failure is answered with: its details stay in the log. */
export const internalError = () => new DomainError('INTERNAL_SERVER_ERROR', SharedErrorCode.INTERNAL, INTERNAL_MESSAGE);

/** A REST body in a format other than JSON (415). */
export const bodyNotJson = () =>
  new DomainError(
    'UNSUPPORTED_MEDIA_TYPE',
    SharedErrorCode.BODY_NOT_JSON,
    'Send the request body as JSON (Content-Type: application/json).',
  );

export type HttpFailure = { status: number; message: string; field?: string; retryAfterSeconds?: number };

/**
 * What a client is told about a failure, in the reader's language: domain errors as they are, body-parser errors by
 * kind, the rest hidden.
 */
export function describeFailure(
  error: unknown,
  bodyLimit: string,
  language: MessageLanguage = 'en',
  say: SayError = inEnglish,
): HttpFailure {
  const { status, known } = knownFailure(error, bodyLimit);
  return {
    status,
    message: say(known, language),
    field: known.details.field,
    retryAfterSeconds: known.details.retryAfterSeconds,
  };
}

/** Any failure as the domain error a client is told about, and its HTTP status. */
function knownFailure(error: unknown, bodyLimit: string): { status: number; known: DomainError } {
  const domain = isDomainError(error) ? error : unavailableErrorFor(error);
  if (domain) return { status: httpStatusOf[domain.category], known: domain };
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') {
    return {
      status: 413,
      known: new DomainError(
        'PAYLOAD_TOO_LARGE',
        SharedErrorCode.BODY_TOO_LARGE,
        `The request body is too large (at most ${bodyLimit}).`,
        {},
        { limit: bodyLimit },
      ),
    };
  }
  // Also bodies that are JSON but not an object or array (null, "text", 42), which the parser refuses in strict mode.
  if (type === 'entity.parse.failed')
    return { status: 400, known: new ValidationError(BODY_NOT_OBJECT, undefined, { kind: 'bodyNotObject' }) };
  // A body declared gzip, deflate or br that is not (zlib's and brotli's codes); body-parser hands it on as a 400.
  if (isDecompressionError(error)) {
    return {
      status: 400,
      known: new DomainError('BAD_USER_INPUT', SharedErrorCode.BODY_NOT_DECODED, BODY_NOT_DECODED),
    };
  }
  // The router could not decode a %-escape in the path (e.g. /api/business/%ZZ): the caller's mistake, not ours.
  if (error instanceof URIError || (error as { status?: unknown } | null)?.status === 400) {
    return { status: 400, known: new DomainError('BAD_USER_INPUT', SharedErrorCode.BAD_ADDRESS, BAD_ADDRESS) };
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return {
      status: 415,
      known: new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        SharedErrorCode.BODY_NOT_UTF8,
        'The request body must be UTF-8 JSON.',
      ),
    };
  }
  return { status: 500, known: internalError() };
}

function isDecompressionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(Z_|ERR_BROTLI|ERR__)/.test(code);
}

/**
 * The language a request's answer speaks, from its `Accept-Language`; the answer says it depends on that header, so
 * no cache (a browser's, a proxy's) hands one reader's words to another.
 */
export function answerLanguage(req: Request, res: Response): MessageLanguage {
  res.vary('Accept-Language');
  return readerLanguage(req);
}

/** The request's language, as its scope read it (once); for an answer whose headers are gone already (a stream). */
export function readerLanguage(req: Request): MessageLanguage {
  return requestScope.getStore()?.language ?? languageOf(req.headers['accept-language']);
}

/**
 * The last error handler. REST callers get `{ message, field?, requestId }`; `/graphql` callers get a GraphQL
 * error list, since a body that never reached Apollo still deserves an answer in the shape its client reads.
 */
export function errorHandler(
  bodyLimit: string,
  say: SayError = inEnglish,
  outage?: Pick<DatabaseOutage, 'noticed'>,
): ErrorRequestHandler {
  return (error, req: Request, res, next) => {
    // Answered already (a body the edge gave up waiting for, body-deadlines.ts): the route's failure to read it says nothing new.
    if (res.writableEnded && isDomainError(error)) return;
    if (res.headersSent) return next(error);
    const failure = describeFailure(error, bodyLimit, answerLanguage(req, res), say);
    logFailure(req, failure.status, error, outage);
    if (failure.retryAfterSeconds) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
    res.status(failure.status).json(failureBody(req.path, failure, String(req.id)));
  };
}

/**
 * The log's line for a failed answer: an unreachable database is said once for the whole outage (the access log
 * notes each 503 at warn); anything else unexpected with its stack.
 */
export function logFailure(
  req: Request,
  status: number,
  error: unknown,
  outage: Pick<DatabaseOutage, 'noticed'> | undefined,
): void {
  if (status === 503) outage?.noticed(error);
  else if (status >= 500) req.log.error({ err: error }, 'unexpected error');
}

/** What a failure is answered with: `{ message, field?, requestId }`, or on `/graphql` a GraphQL error list. */
export function failureBody(path: string, failure: HttpFailure, requestId: string): object {
  if (path === '/graphql')
    return { errors: [{ message: failure.message, extensions: { code: graphqlCode(failure.status), requestId } }] };
  return { message: failure.message, ...(failure.field ? { field: failure.field } : {}), requestId };
}

function graphqlCode(status: number): string {
  if (status === 413 || status === 400 || status === 415 || status === 408) return 'BAD_USER_INPUT';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_SERVER_ERROR';
}
