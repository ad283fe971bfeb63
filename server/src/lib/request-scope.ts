import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
// The request's `id` and `log` (declared with the request id, which sets them).
import type {} from './http/request-id.js';
import { languageOf, type MessageLanguage } from './language.js';

/**
 * The request id, logger and reader's language (from `Accept-Language`) of the request being served, for code that has
 * no request at hand (error formatting).
 */
export type RequestScope = { readonly requestId: string; readonly logger: Logger; readonly language: MessageLanguage };

export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * A request's scope, read from the request when asked: its logger is made only if something logs (`req.log`), its
 * language read only if something is said in it (an error).
 */
export class RequestScopeOf implements RequestScope {
  private reader: MessageLanguage | undefined;

  constructor(private readonly req: IncomingMessage) {}

  get requestId(): string {
    return this.req.id;
  }

  get logger(): Logger {
    return this.req.log;
  }

  get language(): MessageLanguage {
    return (this.reader ??= languageOf(this.req.headers['accept-language']));
  }
}
