import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** The request id and logger of the request being served, for code that has no request at hand (error formatting). */
export type RequestScope = { readonly requestId: string; readonly logger: Logger };

export const requestScope = new AsyncLocalStorage<RequestScope>();
