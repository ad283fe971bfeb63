import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { GRAPHQL_LIMITS } from './limits.js';
import { hostileQueries } from '../test/hostile-queries.js';

const LISTING =
  'edges { cursor node { id name address email telephone website description category createdAt } } pageInfo { hasNextPage endCursor }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends a query as an anonymous client would, and reads what a client sees: status, messages, cache header. */
async function ask(query: string, variables?: Record<string, unknown>) {
  const response = await server.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return {
    status: response.status,
    body,
    messages: body.errors?.map((error) => error.message) ?? [],
    cache: response.headers.get('x-cache'),
  };
}

describe('GraphQL limits', () => {
  it('refuses fragments that each spread the next twice, priced once per fragment instead of expanded', async () => {
    // 2^24 uses of the last fragment in about 1 KB: a walk that expands every spread takes tens of seconds.
    const { status, body, messages } = await ask(hostileQueries.fragmentBomb);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(messages).toEqual([
      `Query cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found ${2 ** 24}: ask for fewer fields or smaller pages (first).`,
    ]);
  });

  it('counts aliases below the root, inside fragments, so one listing cannot repeat a field a hundred times', async () => {
    const { status, body, messages } = await ask(hostileQueries.nestedAliases);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(messages).toEqual(['Aliases limit of 15 exceeded, found 2020.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('allows 15 aliases and refuses the 16th', async () => {
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `d${i}: destinations { slug }`).join(' ')} }`;
    expect((await ask(aliased(15))).status).toBe(200);
    const refused = await ask(aliased(16));
    expect(refused.status).toBe(400);
    expect(refused.messages).toEqual(['Aliases limit of 15 exceeded, found 16.']);
  });

  it('refuses nesting deeper than the limit, and does not count fragments as levels', async () => {
    const nested = (levels: number) =>
      `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels - 4)}name${' }'.repeat(levels - 4)} } } } }`;
    expect((await ask(nested(GRAPHQL_LIMITS.depth))).status).toBe(200);
    const refused = await ask(nested(GRAPHQL_LIMITS.depth + 1));
    expect(refused.status).toBe(400);
    expect(refused.messages).toEqual([
      `Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found ${GRAPHQL_LIMITS.depth + 1}.`,
    ]);

    const throughFragments = `{ ...A } fragment A on Query { ...B } fragment B on Query { ...C } fragment C on Query { businesses(first: 1) { pageInfo { hasNextPage } } }`;
    expect((await ask(throughFragments)).status).toBe(200);
  });

  it('refuses more directives than the limit', async () => {
    const { status, messages } = await ask(hostileQueries.manyDirectives);
    expect(status).toBe(400);
    expect(messages).toEqual(['Directives limit of 50 exceeded, found 60.']);
  });

  it('stops parsing a document with more tokens than the limit', async () => {
    const { status, body, messages } = await ask(hostileQueries.manyTokens);
    expect(status).toBe(400);
    expect(messages).toEqual(['Token limit of 1000 exceeded: the document has more than 1000 tokens.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('weighs a list field by its page size, given inline or in a variable', async () => {
    const pages = (first: string) =>
      `query${first === '$n' ? '($n: Int!)' : ''} { ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: businesses(first: ${first}) { ${LISTING} }`).join(' ')} }`;
    // A page costs 1 + first × 15 (an edge, its cursor, the node and its 9 fields, and pageInfo with 2): 4 × 1,501.
    const inline = await ask(pages('100'));
    expect(inline.status).toBe(400);
    expect(inline.messages).toEqual([
      'Query cost limit of 5000 exceeded, found 6004: ask for fewer fields or smaller pages (first).',
    ]);

    const fromVariable = await ask(pages('$n'), { n: 100 });
    expect(fromVariable.status).toBe(400);
    expect(fromVariable.messages[0]).toMatch(/^Query cost limit of 5000 exceeded, found 6004/);

    expect((await ask(pages('$n'), { n: 20 })).status).toBe(200);
    // Without `first`, the schema's default page (20) is what is counted.
    expect((await ask(`{ businesses { ${LISTING} } }`)).status).toBe(200);
  });

  it('applies the limits before the public response cache: a refused query is refused again, never stored', async () => {
    // mapConfig is answered from the cache once asked (the control below); 16 aliases of it are one too many.
    const tooManyAliases = `{ ${Array.from({ length: 16 }, (_, i) => `m${i}: mapConfig { kind }`).join(' ')} }`;
    const first = await ask(tooManyAliases);
    const second = await ask(tooManyAliases);
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(second.messages[0]).toMatch(/^Aliases limit of 15 exceeded/);
    expect(second.cache).toBeNull();

    const allowed = `{ ${Array.from({ length: 15 }, (_, i) => `m${i}: mapConfig { kind }`).join(' ')} }`;
    await ask(allowed);
    expect((await ask(allowed)).cache).toBe('hit');
  });

  it('keeps introspection (as Apollo Sandbox sends it) and the Sandbox page working', async () => {
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const { status, body } = await ask(introspection);
    expect(status).toBe(200);
    expect((body.data as { __schema: { queryType: { name: string } } }).__schema.queryType.name).toBe('Query');

    const sandbox = await server.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(sandbox.status).toBe(200);
  });

  it('suggests field names outside production', async () => {
    const { status, messages } = await ask('{ businesses(frist: 1) { pageInfo { hasNextPage } } }');
    expect(status).toBe(400);
    expect(messages).toEqual(['Unknown argument "frist" on field "Query.businesses". Did you mean "first"?']);
  });
});

describe('GraphQL limits with a small response limit', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ GRAPHQL_RESPONSE_LIMIT: '2kb' });
  });
  afterAll(() => small.close());

  it('refuses an answer longer than GRAPHQL_RESPONSE_LIMIT with a 400 naming the limit, and sends short ones', async () => {
    const response = await small.graphql('{ destinations { slug name description bestTimeToVisit } }');
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([
      {
        message: 'Response size limit of 2048 bytes exceeded: ask for fewer fields or smaller pages (first).',
        extensions: { code: 'BAD_REQUEST', requestId: expect.any(String) },
      },
    ]);

    const short = await small.graphql<{ destinations: { slug: string }[] }>('{ destinations { slug } }');
    expect(short.status).toBe(200);
    expect(short.body.data?.destinations).toHaveLength(8);
  });
});

describe('GraphQL limits in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  it('hides "Did you mean …?" suggestions for fields, arguments and enum values', async () => {
    const argument = await production.graphql('{ businesses(frist: 1) { pageInfo { hasNextPage } } }');
    expect(argument.status).toBe(400);
    expect(argument.body.errors?.map((error) => error.message)).toEqual([
      'Unknown argument "frist" on field "Query.businesses".',
    ]);

    const field = await production.graphql('{ businesses { edges { node { nmae } } } }');
    expect(field.body.errors?.map((error) => error.message)).toEqual(['Cannot query field "nmae" on type "Business".']);

    const enumValue = await production.graphql(
      'query($c: BusinessCategory) { businesses(category: $c) { pageInfo { hasNextPage } } }',
      { c: 'HOTLE' },
    );
    expect(enumValue.body.errors?.map((error) => error.message)).toEqual([
      'Variable "$c" got invalid value "HOTLE"; Value "HOTLE" does not exist in "BusinessCategory" enum.',
    ]);
  });
});
