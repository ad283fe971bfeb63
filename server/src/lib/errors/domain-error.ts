/**
 * What kind of failure a domain error is. Each category maps to exactly one GraphQL `extensions.code` and one
 * HTTP status; both tables are `Record<ErrorCategory, …>`, so adding a category without mapping it fails to compile.
 */
export type ErrorCategory =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** The request's body did not arrive in time (the HTTP edge's own refusal; no resolver raises it). */
  | 'REQUEST_TIMEOUT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const graphqlCodeOf: Record<ErrorCategory, string> = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'BAD_USER_INPUT',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_USER_INPUT',
  REQUEST_TIMEOUT: 'BAD_USER_INPUT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
};

export const httpStatusOf: Record<ErrorCategory, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export type DomainErrorDetails = {
  /** The input field the error is about, when there is one (a form shows the message beside it). */
  readonly field?: string;
  /** Seconds to wait before trying again, for TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE. */
  readonly retryAfterSeconds?: number;
  /** What the asker may have meant, for a name that found nothing ("Did you mean Kandy?"). */
  readonly suggestions?: readonly string[];
};

/** What a message says besides its code (a place's name, a limit, a field's rule), for saying it in another language. */
export type MessageParams = Readonly<Record<string, unknown>>;

/**
 * An error a person can act on: its message (English, the spec's words) is shown to clients as it is, or in the
 * reader's language, which the transports choose by the code and `params` (server/src/messages/). Each module extends
 * this with its own enum of codes; anything that is not a DomainError is internal and never reaches a client.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly category: ErrorCategory,
    readonly code: Code,
    message: string,
    readonly details: DomainErrorDetails = {},
    readonly params: MessageParams = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
