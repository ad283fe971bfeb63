import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, signUp } from '../test/factories.js';
import { startTestServer, unique, type TestServer } from '../test/test-server.js';

/**
 * One road: every GraphQL request is answered by Apollo Server, and a request can take one of three ways inside it —
 * a document seen for the first time runs through graphql-js, the same document again runs as its graphql-jit
 * compiled operation (compiled-execution.ts), and an anonymous public query answered cleanly once is answered again
 * from the response cache without running (public-response-cache.ts). A client must not be able to tell which.
 *
 * Property: any generated request (valid operations and every envelope shape: a missing, unknown or wrong-typed
 * operationName, several operations, variables of the wrong type, extensions and persisted queries, batched arrays,
 * GET and POST, signed in or not, either Accept, in English or Sinhala) is sent three times with a document text
 * never sent before (so the first run is graphql-js's and the cache's miss), and the three answers have the same
 * status, the same headers (all but those that differ on every request) and the same body. Seeded (`ROAD_SEED`, the
 * seed is printed), `ROAD_RUNS` runs.
 */
const SEED = Number(process.env.ROAD_SEED ?? Date.now() % 1_000_000_000);
const RUNS = Number(process.env.ROAD_RUNS ?? 120);
/** Headers that differ on every request or with the framing, and the cache's own mark. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-cache',
]);

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server));
  await Promise.all(Array.from({ length: 3 }, () => aBusiness(server)));
});
afterAll(() => server.close());

/** Operations of every kind the envelope can name; the geo ones are public (answered from the cache when anonymous). */
const DOCUMENTS = [
  '{ __typename }',
  '{ testimonials { id } }',
  'query Q { testimonials { id } }',
  'query A { __typename } query B { testimonials { id } }',
  'query Dest($slug: ID!) { destination(slug: $slug) { name } }',
  'query Geo($q: String!) { geocode(query: $q) { best { name lat lng } } }',
  'query Map { mapConfig { kind layersUrl } geocode(query: "Ella") { best { name } } }',
  'query List($n: Int!) { businesses(first: $n) { edges { node { id name ownedByViewer } } pageInfo { hasNextPage } } }',
  'query Me { me { id } }',
  'mutation M($i: SignInInput!) { signIn(input: $i) { token } }',
  '{ testimonials { id }',
  '{ nope }',
];
const operationName = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom('Q', 'A', 'B', 'Dest', 'Geo', 'Map', 'List', 'M', 'Nope', ''),
  fc.integer(),
  fc.constant({}),
);
const variables = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom(
    { slug: 'ella' },
    { q: 'Kandy' },
    { q: 'Atlantis' },
    { n: 2 },
    { i: { username: 'nobody@example.lk', password: 'not-the-password' } },
  ),
  fc.constantFrom({ slug: 5 }, { q: 7 }, { n: 'two' }, { n: 1_000_000 }, { i: 'x' }, [1], 'text'),
);
/** `apq`: the persisted-query extension with the right hash of the text sent (Apollo Client's link sends it so). */
const extensions = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom({}, 'x', { persistedQuery: { version: 1, sha256Hash: 'abc' } }, 'apq' as const),
);
const operation = fc.record(
  { query: fc.constantFrom(...DOCUMENTS), operationName, variables, extensions },
  { requiredKeys: ['query'] },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const request = fc.record({
  envelope: fc.oneof(
    { weight: 5, arbitrary: operation },
    { weight: 1, arbitrary: fc.array(operation, { minLength: 1, maxLength: 3 }) },
  ),
  method: fc.constantFrom('POST', 'POST', 'GET'),
  signedIn: fc.boolean(),
  accept: fc.constantFrom(undefined, 'application/json', 'application/graphql-response+json'),
  language: fc.constantFrom(undefined, 'si'),
});
type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** The operation as sent: its text made new (a comment at the end), and the persisted-query hash of that text. */
function fresh(op: Operation, mark: string): Record<string, unknown> {
  const query = `${op.query}\n# ${mark}`;
  const sent: Record<string, unknown> = { ...op, query };
  if (op.extensions === 'apq')
    sent.extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
  for (const key of Object.keys(sent)) if (sent[key] === undefined) delete sent[key];
  return sent;
}

function send(generated: Generated, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (generated.signedIn) headers.authorization = `Bearer ${token}`;
  if (generated.accept) headers.accept = generated.accept;
  if (generated.language) headers['accept-language'] = generated.language;
  if (generated.method === 'POST')
    return server.fetch('/graphql', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const single = (Array.isArray(body) ? body[0] : body) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(single).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return server.fetch(`/graphql?${search}`, { headers: { ...headers, 'apollo-require-preflight': 'true' } });
}

/** What a client sees of an answer, less what differs on every request. */
async function seen(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)));
  const body = (await response.text()).replace(/"requestId":"[^"]+"/g, '"requestId":"…"');
  return { status: response.status, headers, body };
}

describe('one road through the server', () => {
  it(
    'answers the same request alike the first time (graphql-js), once compiled, and from the response cache',
    { timeout: 240_000 },
    async () => {
      console.log(`one-road property: seed ${SEED}, ${RUNS} runs (ROAD_SEED=${SEED} replays it)`);
      const ways = { statuses: new Set<number>(), cacheHits: 0, compiledQueries: 0 };
      const details = await fc.check(
        fc.asyncProperty(request, async (generated) => {
          const mark = unique('road');
          const body = Array.isArray(generated.envelope)
            ? generated.envelope.map((op, i) => fresh(op, `${mark}-${i}`))
            : fresh(generated.envelope, mark);
          const answers = [];
          for (let i = 0; i < 3; i++) {
            const response = await send(generated, body);
            if (i > 0 && response.headers.get('x-cache') === 'hit') ways.cacheHits += 1;
            answers.push(await seen(response));
          }
          const [first, ...again] = answers;
          ways.statuses.add(first!.status);
          if (first!.status === 200 && !first!.body.includes('"errors"') && generated.signedIn)
            ways.compiledQueries += 1;
          for (const answer of again) expect(answer, JSON.stringify(generated)).toEqual(first);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(details.failed, fc.defaultReportMessage(details) ?? '').toBe(false);
      // The run went every way: clean answers run again compiled, public ones from the cache, and refusals of each kind.
      expect(ways.cacheHits).toBeGreaterThan(0);
      expect(ways.compiledQueries).toBeGreaterThan(0);
      expect([...ways.statuses].sort()).toEqual(expect.arrayContaining([200, 400]));
    },
  );
});
