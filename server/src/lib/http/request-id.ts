import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

const CLIENT_ID = /^[\w.-]{8,64}$/;

/** The caller's X-Request-Id when it is a sane token (a proxy's trace id), otherwise a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_ID.test(given) ? given : randomUUID();
}

/** Where a request keeps its logger once made (see `lazyRequestLoggers`). */
const madeLogger = Symbol('request logger');

/**
 * Gives the requests of an app (`requestPrototype`: Express's `app.request`) a `log`, a child of `root` bound to the
 * request's id, made on first use: a pino child costs a few microseconds, and most requests write no line of their
 * own (the access line has its own logger). A getter on the prototype, defined once: one defined on each request
 * would give every request object a shape of its own, which slows every later read of its properties.
 */
export function lazyRequestLoggers(requestPrototype: object, root: Logger): void {
  Object.defineProperty(requestPrototype, 'log', {
    configurable: true,
    get(this: IncomingMessage & { [madeLogger]?: Logger }) {
      return (this[madeLogger] ??= root.child({ reqId: this.id }));
    },
  });
}

declare module 'http' {
  interface IncomingMessage {
    /** The request's id, set before anything else runs (app.ts), sent back as X-Request-Id and on every log line. */
    id: string;
    /** The request's logger, bound to its id. */
    log: Logger;
  }
}
