import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

/** The request id and logger of the request being served, for code that has no request at hand (error formatting). */
export type RequestScope = { readonly requestId: string; readonly logger: Logger };

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** A request's scope, read from the request when asked: its logger is made only if something logs (`req.log`). */
export class RequestScopeOf implements RequestScope {
  constructor(private readonly req: IncomingMessage) {}

  get requestId(): string {
    return this.req.id;
  }

  get logger(): Logger {
    return this.req.log;
  }
}
