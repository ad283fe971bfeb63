import { expect } from 'vitest';
import { unique, type GraphQLResult } from './test-server.js';

/**
 * Factories: each makes one thing through the public API, as a client would, with defaults that pass every rule and
 * a unique email or name so tests never collide. Override what a test is about; leave the rest.
 */

/** Anything that answers HTTP like the app: an in-process test server or a separate app process. */
export type HttpTarget = { fetch(path: string, init?: RequestInit): Promise<Response> };

/** Who is calling: signed in when a token is given, from `ip` (X-Forwarded-For, honoured from loopback and with TRUST_PROXY set). */
export type Caller = { readonly token?: string; readonly ip?: string };

/** One GraphQL operation as the web client sends it, signed in when a token is given. */
export async function gql<T = Record<string, unknown>>(
  server: HttpTarget,
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller = {},
): Promise<GraphQLResult<T>> {
  const response = await rest(server, 'POST', '/graphql', { query, variables }, caller);
  return (await response.json()) as GraphQLResult<T>;
}

/** One REST call with a JSON body, as the spec's client makes it. */
export function rest(
  server: HttpTarget,
  method: string,
  path: string,
  body?: unknown,
  caller: Caller = {},
): Promise<Response> {
  return server.fetch(path, {
    method,
    headers: headersFor(caller),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function headersFor({ token, ip }: Caller): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(ip ? { 'x-forwarded-for': ip } : {}),
  };
}

export type SignedIn = { readonly token: string; readonly userId: string };
export type SignedUp = SignedIn & {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly name: string;
};

/**
 * The one sign-up helper: a new password account, signed in. Its username and email differ, so a test can sign in by
 * either; the password is secret12 unless given.
 */
export async function signUp(
  server: HttpTarget,
  overrides: { email?: string; password?: string; name?: string; username?: string } = {},
  caller: Caller = {},
): Promise<SignedUp> {
  const input = {
    email: `${unique('user')}@example.lk`,
    password: 'secret12',
    name: 'Test Traveller',
    username: unique('user'),
    ...overrides,
  };
  const body = await gql<{ signUp: { token: string; user: { id: string; username: string } } }>(
    server,
    'mutation($i: SignUpInput!) { signUp(input: $i) { token user { id username } } }',
    { i: input },
    caller,
  );
  expect(body.errors, 'sign-up failed').toBeUndefined();
  const { token, user } = body.data!.signUp;
  return {
    token,
    userId: user.id,
    email: input.email,
    username: user.username,
    password: input.password,
    name: input.name,
  };
}

/** The one sign-in helper: a new session of an existing account, by username or email. */
export async function signIn(
  server: HttpTarget,
  username: string,
  password: string,
  caller: Caller = {},
): Promise<SignedIn> {
  const body = await gql<{ signIn: { token: string; user: { id: string } } }>(
    server,
    'mutation($i: SignInInput!) { signIn(input: $i) { token user { id } } }',
    { i: { username, password } },
    caller,
  );
  expect(body.errors, 'sign-in failed').toBeUndefined();
  const { token, user } = body.data!.signIn;
  return { token, userId: user.id };
}

/** A valid listing with a unique name and email; GraphQL spells the category as its enum. */
export function businessInput(overrides: Record<string, unknown> = {}, api: 'rest' | 'graphql' = 'rest') {
  const tag = unique('biz');
  return {
    name: `Batik House ${tag}`,
    address: 'Kandy',
    email: `${tag}@example.lk`,
    telephone: '081 222 4444',
    category: api === 'rest' ? 'shop' : 'SHOP',
    ...overrides,
  };
}

/** A listing registered through REST (the directory's own path); owned by the caller when signed in. */
export async function aBusiness(
  server: HttpTarget,
  overrides: Record<string, unknown> = {},
  caller: Caller = {},
): Promise<{ id: string; name: string; email: string }> {
  const response = await rest(server, 'POST', '/api/business/register', businessInput(overrides), caller);
  expect(response.status, 'business registration failed').toBe(201);
  return ((await response.json()) as { business: { id: string; name: string; email: string } }).business;
}

export const tripInput = (overrides: Record<string, unknown> = {}) => ({
  startingLocation: 'Colombo',
  stops: ['Kandy', 'Nuwara Eliya'],
  finalDestination: 'Ella',
  travelers: 2,
  startDate: '2026-12-20',
  endDate: '2026-12-27',
  budget: 250000,
  ...overrides,
});

/** A saved trip of the signed-in caller. */
export async function aTrip(
  server: HttpTarget,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const body = await gql<{ createTrip: { id: string } }>(
    server,
    'mutation($i: CreateTripInput!) { createTrip(input: $i) { id } }',
    { i: tripInput(overrides) },
    { token },
  );
  expect(body.errors, 'createTrip failed').toBeUndefined();
  return body.data!.createTrip;
}

export const planInput = (overrides: Record<string, unknown> = {}) => ({
  start: 'Colombo',
  end: 'Kandy',
  days: 3,
  people: 2,
  budget: 300000,
  notes: 'temples and tea',
  customPlaces: [],
  ...overrides,
});

/** A plan the built-in planner made for the caller; saved when `saved` or a `title` is given (with that title). */
export async function aPlan(
  server: HttpTarget,
  token: string,
  overrides: Record<string, unknown> = {},
  { saved = false, title }: { saved?: boolean; title?: string } = {},
): Promise<{ id: string }> {
  const made = await gql<{ planTrip: { id: string } }>(
    server,
    'mutation($i: PlanTripInput!) { planTrip(input: $i) { id } }',
    { i: planInput(overrides) },
    { token },
  );
  expect(made.errors, 'planTrip failed').toBeUndefined();
  const { id } = made.data!.planTrip;
  if (saved || title !== undefined) {
    const save = await gql(
      server,
      'mutation($id: ID!, $t: String) { saveTripPlan(id: $id, title: $t) { id } }',
      { id, t: title ?? null },
      { token },
    );
    expect(save.errors, 'saveTripPlan failed').toBeUndefined();
  }
  return { id };
}
