import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config.js';

/** Query parameters that carry secrets: session tokens, OAuth codes, states and tickets, passwords, API keys. */
const SECRET_PARAMS = [
  'token',
  'code',
  'state',
  'ticket',
  'password',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'key',
  'api_key',
];
const secretParam = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]*`, 'gi');

/** Fields that carry secrets wherever they appear in a log object (pino redaction paths, one level deep). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'code',
  'state',
  'ticket',
  'binding',
  'managementCode',
  'accessToken',
  'refreshToken',
  'apiKey',
  'clientSecret',
  'secretAccessKey',
];

/**
 * Paths whose next segment is a secret: a share link's token (`/shared/…`, `/api/shared/…` and its calendar) is the
 * whole key to a plan.
 */
const secretSegment = /(\/shared\/)[^/?#\s"'<>]+/gi;

/** A URL, or text holding URLs, with the values of secret query parameters and secret path segments replaced. */
export function redactUrl(text: string): string {
  return text.replace(secretParam, '$1[redacted]').replace(secretSegment, '$1[redacted]');
}

/** Errors as pino writes them, with any URL in their text (an upstream call, a redirect) redacted. */
function errorSerializer(error: Error) {
  const serialized = pino.stdSerializers.err(error) as { message?: string; stack?: string } & Record<string, unknown>;
  if (typeof serialized.message === 'string') serialized.message = redactUrl(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactUrl(serialized.stack);
  return serialized;
}

/** One asynchronous writer to stdout for every logger of the process (each would otherwise open its own). */
let stdoutStream: DestinationStream | undefined;
const stdout = () => (stdoutStream ??= pino.destination({ dest: 1, sync: false }));

/**
 * The process logger. No line carries a token, an OAuth code or state, or a password (see logger.test.ts).
 * By default it writes to stdout asynchronously: a busy server's lines go out in one write per turn of the event loop
 * instead of one blocking write each (a sixth of a request's cost under load). pino flushes what is pending when the
 * process exits, a crash included; only a SIGKILL could lose the lines of the last few milliseconds.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination: DestinationStream = stdout()): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'tripmate' },
      serializers: { err: errorSerializer },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          ...SECRET_FIELDS,
          ...SECRET_FIELDS.map((field) => `*.${field}`),
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
