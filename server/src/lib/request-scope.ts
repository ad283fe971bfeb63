import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import type { MessageLanguage } from './language.js';

/**
 * The request id, logger and reader's language (from `Accept-Language`) of the request being served, for code that has
 * no request at hand (error formatting).
 */
export type RequestScope = { readonly requestId: string; readonly logger: Logger; readonly language: MessageLanguage };

export const requestScope = new AsyncLocalStorage<RequestScope>();
