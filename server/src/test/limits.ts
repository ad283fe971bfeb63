import { expect } from 'vitest';
import { unique } from './test-server.js';

/** Anything that answers HTTP like the app: an in-process test server or a separate app process. */
export type HttpTarget = { fetch(path: string, init?: RequestInit): Promise<Response> };

/** A fresh client address (X-Forwarded-For, honoured with TRUST_PROXY=true), so a test's counters are its own. */
export const newAddress = (): string => `203.0.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A caller from one address, optionally signed in, speaking REST and GraphQL. */
export function client(server: HttpTarget, ip = newAddress(), token?: string) {
  const send = (method: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    signIn: (username: string, password: string) => send('POST', '/api/login', { username, password }),
    /** Signs up a new account named after `label`, with the password secret12. */
    signUp: (label: string) => {
      const username = unique(label);
      return send('POST', '/api/register', { email: `${username}@example.lk`, username, password: 'secret12', name: 'Rate Limited' });
    },
    graphql: (query: string, variables?: Record<string, unknown>) => send('POST', '/graphql', { query, variables }),
    registerBusiness: (label = 'biz') => send('POST', '/api/business/register', businessInput(label)),
  };
}

/** A valid listing with a unique email; GraphQL spells the category as its enum. */
export function businessInput(label = 'biz', api: 'rest' | 'graphql' = 'rest') {
  const name = unique(label);
  const category = api === 'rest' ? 'restaurant' : 'RESTAURANT';
  return { name: `Limits ${name}`, address: '1 Galle Road, Colombo', email: `${name}@example.lk`, telephone: '+94 77 123 4567', category };
}

/** A new account with distinct username and email, password secret12, and its token. */
export async function account(server: HttpTarget): Promise<{ username: string; email: string; token: string }> {
  const response = await client(server).signUp('rl');
  expect(response.status).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { username: string; email: string } };
  expect(user.username).not.toBe(user.email);
  return { username: user.username, email: user.email, token };
}
