import { DomainError } from './domain-error.js';
import { SharedErrorCode } from './shared-codes.js';

export const DATABASE_UNAVAILABLE = 'TripMate cannot reach its database right now. Please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures to reach the server, and PostgreSQL's codes for a server going away or not taking connections. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What `pg` says when a connection drops or cannot be made in time; it sets no code for these. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/**
 * The database is unreachable, as opposed to a query that failed: the request can succeed as soon as PostgreSQL is
 * back, so the caller is told to retry (503 with Retry-After) instead of seeing an internal error. Follows `cause`
 * chains, since the ORM and query builder wrap the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // An AggregateError (one per address tried, e.g. ::1 and 127.0.0.1) carries the codes in its members.
    if (Array.isArray(errors) && errors.some((member) => isDatabaseUnavailable(member))) return true;
    current = cause;
  }
  return false;
}

/** The domain error a client sees for an unreachable database, or undefined when the error is something else. */
export function unavailableErrorFor(error: unknown): DomainError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new DomainError('SERVICE_UNAVAILABLE', SharedErrorCode.DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}
