import { businessInput, rest, type HttpTarget } from './factories.js';
import { random } from './random.js';

/** A fresh client address (X-Forwarded-For, honoured from loopback and with TRUST_PROXY set), so a test's counters are its own. */
export const newAddress = (): string => `203.0.${Math.floor(random() * 250)}.${1 + Math.floor(random() * 250)}`;

/**
 * A caller from one address, optionally signed in, making the raw calls the limits count: each answers its
 * Response, refused or not, so a test can see the 429 and its Retry-After.
 */
export function client(server: HttpTarget, ip = newAddress(), token?: string) {
  const send = (method: string, path: string, body?: unknown) => rest(server, method, path, body, { ip, token });
  return {
    send,
    signIn: (username: string, password: string) => send('POST', '/api/login', { username, password }),
    graphql: (query: string, variables?: Record<string, unknown>) => send('POST', '/graphql', { query, variables }),
    registerBusiness: () => send('POST', '/api/business/register', businessInput()),
  };
}
