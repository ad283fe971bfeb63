import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

const CLIENT_ID = /^[\w.-]{8,64}$/;

/** The caller's X-Request-Id when it is a sane token (a proxy's trace id), otherwise a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_ID.test(given) ? given : randomUUID();
}

declare module 'http' {
  interface IncomingMessage {
    /** The request's id, set before anything else runs (app.ts), sent back as X-Request-Id and on every log line. */
    id: string;
    /** The request's logger, bound to its id. */
    log: Logger;
  }
}
