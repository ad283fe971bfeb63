import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../config/paths.js';
import type { RestDeps } from '../rest/deps.js';
import { restRouter } from '../rest/router.js';
import { signUp } from '../test/factories.js';
import { startTestServer, TEST_JWT_SECRET, unique, type TestServer } from '../test/test-server.js';

/**
 * Property-based: arbitrary input to every REST route and every GraphQL mutation (and every query that takes
 * arguments), discovered from the router and the schema, never answers 5xx or INTERNAL_SERVER_ERROR and never shows
 * zod's own wording. Inputs are mostly plausible with a field or two made hostile (NUL and other control characters,
 * huge text, wrong types, deep nesting, impossible dates, forged cursors and tokens), so that they get past the first
 * check and reach the rules and the database behind it. Seeded, so a failure replays; `FUZZ_SEED` and `FUZZ_RUNS`
 * (runs per operation) explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const VALIDATOR_WORDS = /Invalid input|expected \w+, received/;

let server: TestServer;
let schema: GraphQLSchema;
/** The fuzzing account: its password is never generated, so no generated call can change it. */
/** A new fuzzing account: signed up at the start, and again whenever the fuzz signs the current one out everywhere. */
const newAccount = () => ({ username: `${unique('fuzz')}@example.lk`, password: `fuzz-${unique()}-password` });
const account = newAccount();
let token = '';
let accountId = '';
/** Ids the server handed out during the run, so that calls on a real trip, plan or listing are fuzzed too. */
const knownIds: string[] = [];

beforeAll(async () => {
  // The fuzz looks for 5xx answers, not limits (they have their own tests): with the default allowances, its own
  // sign-ins and sign-ups from one address could use them up and refuse the fresh account below.
  server = await startTestServer({ SIGNIN_ATTEMPTS_PER_ADDRESS: '100000', SIGNUPS_PER_ADDRESS: '100000' });
  ({ token, userId: accountId } = await signUp(server, {
    name: 'Fuzz Tester',
    email: account.username,
    password: account.password,
  }));
  // The committed schema, which CI keeps equal to the one the server builds (`npm run check:generated`).
  schema = buildSchema(readFileSync(paths.schemaFile, 'utf8'));
});
afterAll(() => server.close());

// ---- values -----------------------------------------------------------------------------------------------------

/** JSON nested `levels` deep, written out as text by `toJson` (building it as objects would overflow this test's own stack). */
class Deep {
  constructor(
    readonly levels: number,
    readonly arrays: boolean,
  ) {}
}
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Deep ? `@@deep:${v.levels}:${v.arrays ? 1 : 0}@@` : v,
  ).replace(/"@@deep:(\d+):([01])@@"/g, (_, levels: string, arrays: string) =>
    arrays === '1' ? '['.repeat(+levels) + ']'.repeat(+levels) : '{"a":'.repeat(+levels) + '1' + '}'.repeat(+levels),
  );
}
const deep = fc
  .oneof(fc.integer({ min: 20, max: 40 }), fc.integer({ min: 1000, max: 20_000 }))
  .chain((levels) => fc.boolean().map((arrays) => new Deep(arrays ? levels : Math.min(levels, 10_000), arrays)));

const pad = (n: number) => String(n).padStart(2, '0');
/** Mostly well-formed days, often ones that do not exist (2026-02-30, 2026-13-01, 0000-01-01). */
const dateText = fc
  .tuple(
    fc.constantFrom(0, 1, 1999, 2026, 2027, 2028, 9999),
    fc.constantFrom(0, 1, 2, 4, 6, 9, 12, 13),
    fc.constantFrom(0, 1, 15, 28, 29, 30, 31, 32),
  )
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`);
const cursorText = fc.oneof(
  fc
    .tuple(
      fc.date({ noInvalidDate: true }),
      fc.oneof(fc.uuid(), fc.constantFrom('-'.repeat(36), '0'.repeat(35) + '-'), fc.string({ maxLength: 40 })),
    )
    .map(([at, id]) => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url')),
  fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  fc.base64String({ maxLength: 80 }),
);
const hostileText = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 6, arbitrary: fc.constantFrom('\u0000', 'Kandy\u0000', '\u0000\u0000', '\u0007', '\u001b[31m') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\uD800',
      '\u202E',
      '%00',
      "'; drop table trip; --",
      '<script>x</script>',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }).map((n) => 'x'.repeat(3 * 10 ** n)) },
  { weight: 2, arbitrary: dateText },
  { weight: 2, arbitrary: cursorText },
  { weight: 1, arbitrary: fc.uuid() },
);
/** Any JSON at all, for a field that expects something else. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, undefined, 0, -1, 1.5, 2 ** 31, 1e308, -1e308) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: deep },
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.constantFrom(0, -1, 2 ** 31 - 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** What a field of this name would hold in a real call. */
function plausibleText(name: string): fc.Arbitrary<string> {
  if (/email|username/i.test(name))
    return fc
      .tuple(fc.stringMatching(/^[a-z]{3,12}$/), fc.constantFrom('example.lk', 'mail.com'))
      .map(([user, host]) => `${user}@${host}`);
  if (/password/i.test(name)) return fc.constantFrom('secret12', 'secret99');
  if (/telephone/i.test(name)) return fc.constantFrom('031 222 3333', '+94 77 123 4567');
  if (/website|url/i.test(name)) return fc.webUrl();
  // Start dates before end dates, so that one impossible day is the only thing wrong.
  if (/date/i.test(name))
    return fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 28 }))
      .map(([m, d]) => `2026-${pad(/end/i.test(name) ? m + 6 : m)}-${pad(d)}`);
  if (/after|cursor/i.test(name)) return cursorText;
  if (/^id$|Id$/.test(name)) return knownIds.length > 0 ? fc.oneof(fc.constantFrom(...knownIds), fc.uuid()) : fc.uuid();
  if (/category/i.test(name)) return fc.constantFrom('restaurant', 'hotel', 'shop');
  if (/slug/i.test(name)) return fc.constantFrom('ella', 'kandy', 'sigiriya');
  return fc.constantFrom(
    'Colombo',
    'Kandy',
    'Ella',
    'Galle',
    'Nimal Perera',
    'Beach Road, Negombo',
    'Where should I stay in Ella?',
    'temples and beaches',
  );
}
function plausibleNumber(name: string, whole: boolean): fc.Arbitrary<number> {
  if (/lat/i.test(name)) return fc.double({ min: 6, max: 9.8, noNaN: true });
  if (/lng|lon/i.test(name)) return fc.double({ min: 79.8, max: 81.8, noNaN: true });
  if (/budget/i.test(name)) return fc.integer({ min: 50_000, max: 900_000 });
  if (/days|people|travelers|rating|first|limit|radius/i.test(name)) return fc.integer({ min: 1, max: 5 });
  return whole ? fc.integer({ min: 0, max: 100 }) : fc.double({ min: 0, max: 100, noNaN: true });
}

type Path = (string | number)[];
function leavesOf(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (value instanceof Deep || value === null || typeof value !== 'object') return [{ path, value }];
  return Object.entries(value).flatMap(([key, child]) =>
    leavesOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}
function replaced(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, leaf);
  return copy;
}
/**
 * A plausible input, most often with exactly one leaf made hostile: text with NUL or a day that does not exist, a
 * number out of range, a value of the wrong type, nesting thousands deep, or the field left out.
 */
function withOneHostileLeaf(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return plausible.chain((value) => {
    const leaves = leavesOf(value);
    if (leaves.length === 0) return fc.constant(value);
    const hostile = fc.nat(leaves.length - 1).chain((i) => {
      const leaf = leaves[i]!;
      const typed =
        typeof leaf.value === 'string' ? hostileText : typeof leaf.value === 'number' ? hostileNumber : hostileValue;
      return fc
        .oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: hostileValue })
        .map((h) => replaced(value, leaf.path, h));
    });
    return fc.oneof({ weight: 1, arbitrary: fc.constant(value) }, { weight: 5, arbitrary: hostile });
  });
}

const TOKEN_OPTIONS = { algorithm: 'HS256', issuer: 'tripmate', audience: 'tripmate-api' } as const;
/** Claims a token signed with our own secret carries; `sub: 'ACCOUNT'` stands for the fuzzing account's id. */
type ForgedClaims = { claims: Record<string, unknown>; expires: boolean };
/** Who asks: nobody, the fuzzing account, or a token that is garbage, or signed with our secret but with odd claims. */
const authorization: fc.Arbitrary<string | ForgedClaims | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant('signed-in'),
  fc.constant('signed-in'),
  fc.constant('signed-in'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`),
  fc.record({
    claims: fc.record(
      {
        sub: fc.oneof(fc.constant('ACCOUNT'), fc.uuid(), fc.string({ maxLength: 40 })),
        ver: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.integer(), fc.string({ maxLength: 5 })),
        sid: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.integer()),
      },
      { requiredKeys: [] },
    ),
    expires: fc.boolean(),
  }),
);
function headerFor(auth: string | ForgedClaims | undefined): Record<string, string> {
  if (auth === undefined) return {};
  if (auth === 'signed-in') return { authorization: `Bearer ${token}` };
  if (typeof auth === 'string') return { authorization: auth };
  const claims = auth.claims.sub === 'ACCOUNT' ? { ...auth.claims, sub: accountId } : auth.claims;
  return {
    authorization: `Bearer ${jwt.sign(claims, TEST_JWT_SECRET, auth.expires ? { ...TOKEN_OPTIONS, expiresIn: 60 } : TOKEN_OPTIONS)}`,
  };
}

/** A client error must say what is wrong in the field's own words. */
function expectClientMessage(message: unknown): void {
  expect(typeof message).toBe('string');
  expect(message).not.toMatch(VALIDATOR_WORDS);
}

// ---- REST -------------------------------------------------------------------------------------------------------

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: unknown;
  handle: { stack?: Layer[] };
};

/** Every route of the REST adapter, read from the router itself so that a new route is fuzzed too. */
function restRoutes(stack: Layer[], prefix = '/api'): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method: method.toUpperCase(), path: prefix + layer.route!.path }));
    }
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle.stack ? restRoutes(layer.handle.stack, prefix + mount) : [];
  });
}
const routes = [
  ...restRoutes((restRouter({} as RestDeps, '100kb') as unknown as { stack: Layer[] }).stack),
  { method: 'GET', path: '/oauth2/authorization/:provider' },
  { method: 'GET', path: '/login/oauth2/code/:provider' },
];

/** The fields each documented call reads (a route missing here is fuzzed with fields from all of them). */
const bodyFields: Record<string, string[]> = {
  'POST /api/register': ['name', 'email', 'password', 'username'],
  'POST /api/login': ['username', 'password'],
  'PUT /api/profile': ['name', 'email', 'profilePictureUrl'],
  'POST /api/profile/change-password': ['currentPassword', 'newPassword', 'confirmPassword'],
  'POST /api/business/register': ['name', 'address', 'email', 'telephone', 'website', 'description', 'category'],
  'POST /api/trip/plan': ['start', 'end', 'days', 'people', 'budget', 'notes', 'customPlaces', 'startDate'],
};
const allFields = [...new Set(Object.values(bodyFields).flat())];
const NUMBER_FIELDS = /days|people|budget/;

function bodyFor(route: string): fc.Arbitrary<string | undefined> {
  const names = bodyFields[route] ?? allFields;
  const plausible = (name: string) =>
    NUMBER_FIELDS.test(name)
      ? plausibleNumber(name, true)
      : name === 'customPlaces'
        ? fc.array(plausibleText(name), { minLength: 1, maxLength: 3 })
        : plausibleText(name);
  const fields = fc.record(Object.fromEntries(names.map((name) => [name, plausible(name)])));
  return fc.oneof(
    { weight: 8, arbitrary: withOneHostileLeaf(fields).map(toJson) },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 3 }), deep).map(toJson) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(undefined)) },
  );
}
const queryValue = (name: string) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: name === 'after' ? cursorText : name === 'first' ? fc.nat(200).map(String) : plausibleText(name),
    },
    { weight: 1, arbitrary: hostileText },
  );
const queryString = fc
  .array(
    fc
      .constantFrom('first', 'after', 'category', 'search', 'state', 'code', 'error', 'x')
      .chain((name) => queryValue(name).map((value): [string, string] => [name, String(value)])),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));
/** Every byte %-escaped (encodeURIComponent refuses lone surrogates), kept to a length a URL may have. */
const escaped = (text: string) =>
  [...Buffer.from(text.slice(0, 100))].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const pathValue = fc.oneof(
  plausibleText('id'),
  fc.constantFrom('google', 'github', '%ZZ', '%00'),
  hostileText.map(escaped),
);

describe('no 5xx for arbitrary input', () => {
  it('discovers the REST routes', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(Object.keys(bodyFields)));
  });

  it('REST routes, and unknown paths beside them', { timeout: 120_000 }, async () => {
    const request = fc
      .oneof(
        { weight: 9, arbitrary: fc.constantFrom(...routes) },
        {
          weight: 1,
          arbitrary: fc.record({
            method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
            path: fc.constantFrom('/api/:x', '/oauth2/:x', '/api/business/:x/:y'),
          }),
        },
      )
      .chain((route) =>
        fc.record({
          route: fc.constant(route),
          method: fc.oneof(
            { weight: 6, arbitrary: fc.constant(route.method) },
            { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
          ),
          param: pathValue,
          query: queryString,
          body: bodyFor(`${route.method} ${route.path}`),
          contentType: fc.constantFrom(
            'application/json',
            'application/json',
            'application/json',
            'text/plain',
            undefined,
          ),
          auth: authorization,
        }),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, method, param, query, body, contentType, auth }) => {
        const path = route.path.replace(/:\w+/g, () => param) + query;
        const sendsBody = body !== undefined && method !== 'GET';
        const response = await server.fetch(path, {
          method,
          redirect: 'manual',
          headers: { ...headerFor(auth), ...(sendsBody && contentType ? { 'content-type': contentType } : {}) },
          body: sendsBody ? body : undefined,
        });
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        if (response.status >= 400 && response.headers.get('content-type')?.startsWith('application/json')) {
          expectClientMessage(((await response.json()) as { message?: unknown }).message);
        } else {
          await response.arrayBuffer();
        }
      }),
      { seed: SEED, numRuns: RUNS * routes.length },
    );
  });

  // ---- GraphQL ----------------------------------------------------------------------------------------------------

  /** A plausible value for an argument or input field of this type. */
  function valueFor(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
    if (depth > 6) return fc.constant(null);
    if (isNonNullType(type)) return valueFor(type.ofType, name, depth);
    if (isListType(type)) return fc.array(valueFor(type.ofType, name, depth + 1), { minLength: 1, maxLength: 3 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, f.name, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    if (type.name === 'Int' || type.name === 'Float') return plausibleNumber(name, type.name === 'Int');
    return type.name === 'Boolean' ? fc.boolean() : plausibleText(name);
  }

  function operationFor(kind: 'query' | 'mutation', root: GraphQLField<unknown, unknown>): string {
    const definitions = root.args.map((arg, i) => `$a${i}: ${arg.type.toString()}`).join(', ');
    const call = root.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
    const named = getNamedType(root.type);
    const selection = isLeafType(named)
      ? ''
      : isObjectType(named) && named.getFields().id
        ? ' { __typename id }'
        : ' { __typename }';
    return `${kind}${definitions ? `(${definitions})` : ''} { ${root.name}${call ? `(${call})` : ''}${selection} }`;
  }

  const operations = () => [
    ...Object.values(schema.getMutationType()!.getFields()).map((root) => ({ kind: 'mutation' as const, root })),
    // Queries without arguments take no input; those with them are fuzzed like mutations.
    ...Object.values(schema.getQueryType()!.getFields())
      .filter((root) => root.args.length > 0)
      .map((root) => ({ kind: 'query' as const, root })),
  ];

  it('discovers the GraphQL mutations from the schema', () => {
    expect(operations().map((o) => o.root.name)).toEqual(
      expect.arrayContaining([
        'signUp',
        'registerBusiness',
        'createTrip',
        'planTrip',
        'saveTripPlan',
        'submitFeedback',
        'sendChatMessage',
        'businesses',
      ]),
    );
  });

  it('GraphQL mutations, and queries that take arguments', { timeout: 120_000 }, async () => {
    // Every operation is tried, and every failing one reported, rather than stopping at the first.
    const failures: string[] = [];
    for (const { kind, root } of operations()) {
      const query = operationFor(kind, root);
      const plausible = fc
        .tuple(...root.args.map((arg) => valueFor(arg.type, arg.name)))
        .map((values) => Object.fromEntries(values.map((v, i) => [`a${i}`, v])));
      const variables = fc.oneof(
        { weight: 8, arbitrary: withOneHostileLeaf(plausible) },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.constantFrom(...root.args.map((_, i) => `a${i}`), 'z'), hostileValue, {
            maxKeys: 2,
          }),
        },
      );
      const details = await fc.check(
        fc.asyncProperty(variables, authorization, async (vars, auth) => {
          const response = await server.fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headerFor(auth) },
            body: toJson({ query, variables: vars }),
          });
          expect(response.status, query).toBeLessThan(500);
          const answer = (await response.json()) as {
            data?: Record<string, { id?: string } | null> | null;
            errors?: { message: string; extensions?: { code?: string } }[];
          };
          for (const error of answer.errors ?? []) {
            expect(error.extensions?.code, `${query}: ${error.message}`).not.toBe('INTERNAL_SERVER_ERROR');
            expectClientMessage(error.message);
          }
          const id = answer.data?.[root.name]?.id;
          if (id && auth === 'signed-in') knownIds.push(id);
          // Signed out everywhere: go on as a new account (the old one's password may by now be locked by the fuzz's
          // wrong current passwords in changePassword, which count as failed sign-ins).
          if (root.name === 'signOutEverywhere' && auth === 'signed-in' && !answer.errors) {
            const next = newAccount();
            ({ token, userId: accountId } = await signUp(server, {
              name: 'Fuzz Tester',
              email: next.username,
              password: next.password,
            }));
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // The operation and the assertion that failed, so a failure names what broke.
      if (details.failed)
        failures.push([query, String(details.errorInstance), fc.defaultReportMessage(details)].join('\n'));
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

describe('GraphQL envelopes', () => {
  /** Documents of every kind the envelope can name: one anonymous query, named ones, a mutation, several operations. */
  const documents = [
    '{ __typename }',
    '{ testimonials { id } }',
    'query Q { testimonials { id } }',
    'query A { __typename } query B { testimonials { id } }',
    'query Dest($slug: ID!) { destination(slug: $slug) { name } }',
    'mutation M($i: SignInInput!) { signIn(input: $i) { token } }',
  ];
  const operationName = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.constantFrom('Q', 'A', 'B', 'Dest', 'M', 'Nope', ''),
    fc.integer(),
    fc.constant({}),
  );
  const variables = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.constant({ slug: 'ella' }),
    fc.constant({ slug: 5 }),
    fc.constant({ i: 'x' }),
    fc.constant([1]),
    fc.constant('text'),
  );
  const extensions = fc.oneof(
    fc.constant(undefined),
    fc.constant({}),
    fc.constant({ persistedQuery: { version: 1, sha256Hash: 'abc' } }),
    fc.constant('x'),
  );
  const body = fc.record(
    { query: fc.constantFrom(...documents), operationName, variables, extensions },
    { requiredKeys: ['query'] },
  );

  it(
    'never answers 5xx or INTERNAL_SERVER_ERROR, sent once or again (the second runs compiled, or from the response cache)',
    { timeout: 120_000 },
    async () => {
      const details = await fc.check(
        fc.asyncProperty(
          fc.oneof(body, fc.array(body, { minLength: 1, maxLength: 3 })),
          fc.constantFrom('POST', 'GET'),
          async (envelope, method) => {
            for (let i = 0; i < 2; i++) {
              const single = Array.isArray(envelope) ? envelope[0]! : envelope;
              const response =
                method === 'POST'
                  ? await server.fetch('/graphql', {
                      method,
                      headers: { 'content-type': 'application/json' },
                      body: JSON.stringify(envelope),
                    })
                  : await server.fetch(
                      `/graphql?${new URLSearchParams(Object.entries(single).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, typeof v === 'string' ? v : JSON.stringify(v)]])))}`,
                      {
                        headers: { 'apollo-require-preflight': 'true' },
                      },
                    );
              expect(response.status, JSON.stringify(envelope)).toBeLessThan(500);
              const text = await response.text();
              expect(text, JSON.stringify(envelope)).not.toContain('INTERNAL_SERVER_ERROR');
            }
          },
        ),
        { seed: SEED, numRuns: RUNS * 25 },
      );
      expect(details.failed, fc.defaultReportMessage(details) ?? '').toBe(false);
    },
  );

  it('answers more than 50 bad items of a variable 400 BAD_USER_INPUT, every error, sent once or again', async () => {
    const query = 'query Along($i: AttractionsAlongRouteInput!) { attractionsAlongRoute(input: $i) { name } }';
    const variables = { i: { path: Array.from({ length: 60 }, () => ({ lat: 'north', lng: 'east' })) } };
    for (let i = 0; i < 3; i++) {
      const response = await server.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(errors.length).toBeGreaterThan(50);
      expect(new Set(errors.map((e) => e.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
      expect(errors.at(-1)!.message).toBe(
        'Too many errors processing variables, error limit reached. Execution aborted.',
      );
    }
  });

  it('answers an operation name that names no operation 400, as graphql-js words it, every time', async () => {
    for (const query of [
      '{ __typename }',
      '{ testimonials { id } }',
      'query A { __typename } query B { __typename }',
    ]) {
      for (let i = 0; i < 3; i++) {
        const response = await server.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, operationName: 'Nope' }),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          errors: [
            { message: 'Unknown operation named "Nope".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } },
          ],
        });
      }
    }
  });
});
