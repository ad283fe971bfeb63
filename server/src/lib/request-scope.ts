import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { languageOf, type MessageLanguage } from './language.js';

/**
 * The request id, logger and reader's language (from `Accept-Language`) of the request being served, for code that has
 * no request at hand (error formatting).
 */
export type RequestScope = { readonly requestId: string; readonly logger: Logger; readonly language: MessageLanguage };

export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * A request's scope: its id, a logger bound to it made only if something logs, and the reader's language read only if
 * something is said in it (an error). It keeps what it needs of the request and not the request itself: a connection
 * or timer first made during a request carries its scope for as long as it lives.
 */
export class RequestScopeOf implements RequestScope {
  private log: Logger | undefined;
  private reader: MessageLanguage | undefined;

  constructor(
    readonly requestId: string,
    private readonly acceptLanguage: string | string[] | undefined,
    private readonly root: Logger,
  ) {}

  get logger(): Logger {
    return (this.log ??= this.root.child({ reqId: this.requestId }));
  }

  get language(): MessageLanguage {
    return (this.reader ??= languageOf(this.acceptLanguage));
  }
}
