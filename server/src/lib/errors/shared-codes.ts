/** The codes of the errors the shared layer and the transports raise themselves (each module has its own enum). */
export enum SharedErrorCode {
  /** A field (or the body) broke an input rule: `ValidationError`. */
  INVALID_INPUT = 'INVALID_INPUT',
  DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE',
  ROUTE_NOT_FOUND = 'ROUTE_NOT_FOUND',
  BODY_TOO_LARGE = 'BODY_TOO_LARGE',
  BAD_ADDRESS = 'BAD_ADDRESS',
  BODY_NOT_UTF8 = 'BODY_NOT_UTF8',
  /** A body that does not decode as its Content-Encoding (gzip, deflate, br) says. */
  BODY_NOT_DECODED = 'BODY_NOT_DECODED',
  BODY_NOT_JSON = 'BODY_NOT_JSON',
  /** The body stopped arriving (an upload idle too long) or took longer than allowed in all. */
  REQUEST_TIMEOUT = 'REQUEST_TIMEOUT',
  /** Anything that is not a domain error: its details stay in the log. */
  INTERNAL = 'INTERNAL',
}
