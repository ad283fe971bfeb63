import type { RequestAuth } from '../modules/accounts/request-auth.js';
import type { RequestServices } from '../http/request-services.js';

/** Built once per request: the services (sharing one EntityManager fork), and who is asking. Code that logs takes the request's logger from `requestScope`. */
export type GraphQLContext = {
  readonly services: RequestServices;
  /** Who is asking, resolved from the bearer token when first needed. */
  readonly auth: RequestAuth;
  /** The caller's address (behind TRUST_PROXY), for rate limits. */
  readonly clientIp: string;
  readonly requestId: string;
  /** A cookie of the request (the OAuth hand-off binding is the only one the API reads). */
  readonly cookie: (name: string) => string | undefined;
};
