import { GraphQLError, parse, type OperationDefinitionNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { CompiledOperations } from './compiled-execution.js';
import { GRAPHQL_LIMITS } from './limits.js';
import { PreparedQueries, type PreparedMark } from './prepared-queries.js';

/**
 * The prepared-query path on its own, over a small schema: what it answers itself and what it hands back to Apollo.
 * (prepared-queries.server.test.ts checks the same through the real app: same bytes and errors as Apollo's.)
 */
let runs = 0;
const schema = makeExecutableSchema({
  typeDefs: 'type Query { greet(name: String!): String!  items(first: Int!): [Item!]!  broken: String  secret: String! } type Item { n: Int! }',
  resolvers: {
    Query: {
      greet: (_: unknown, { name }: { name: string }) => {
        runs += 1;
        return `Ayubowan, ${name}`;
      },
      items: (_: unknown, { first }: { first: number }) => Array.from({ length: first }, (_, n) => ({ n })),
      broken: () => {
        runs += 1;
        throw new GraphQLError('not today');
      },
      secret: (_: unknown, __: unknown, context: { viewer?: string }) => context.viewer ?? 'nobody',
    },
  },
});

const JSON_HEADERS: [string, string][] = [['content-type', 'application/json; charset=utf-8']];
const request = (query: string, variables?: Record<string, unknown>, operationName?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: { query, ...(variables ? { variables } : {}), ...(operationName ? { operationName } : {}) },
});

/** A prepared-query path that has learned `query`, as the HTTP handler teaches it after Apollo answered it cleanly. */
function preparedWith(query: string, operationName?: string, maxResponseBytes = 2_000_000) {
  const prepared = new PreparedQueries(new CompiledOperations(schema), maxResponseBytes);
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName)) as OperationDefinitionNode;
  const key = prepared.keyFor(request(query, undefined, operationName))!;
  prepared.learn(key, undefined, { document, operation, hash: `hash-${query.length}` }, JSON_HEADERS);
  return { prepared, key };
}

async function ask(prepared: PreparedQueries, query: string, variables?: Record<string, unknown>, options: { accept?: string; context?: object; operationName?: string } = {}) {
  const req = request(query, variables, options.operationName);
  const key = prepared.keyFor(req);
  const mark: PreparedMark = {};
  const answer = key === null ? null : await prepared.answer(key, options.accept, req.body, options.context ?? {}, mark);
  return { answer, mark };
}

describe('prepared queries', () => {
  const GREET = 'query Greet($n: String!) { greet(name: $n) }';

  it('answers a learned query with its data and the headers Apollo sent, running it once', async () => {
    const { prepared } = preparedWith(GREET);
    runs = 0;
    const { answer } = await ask(prepared, GREET, { n: 'Nimal' });
    expect(answer).toMatchObject({ headers: JSON_HEADERS, body: '{"data":{"greet":"Ayubowan, Nimal"}}\n' });
    expect(runs).toBe(1);
  });

  it('runs each request with its own context', async () => {
    const query = '{ secret }';
    const { prepared } = preparedWith(query);
    expect((await ask(prepared, query, undefined, { context: { viewer: 'u1' } })).answer?.body).toBe('{"data":{"secret":"u1"}}\n');
    expect((await ask(prepared, query, undefined, { context: {} })).answer?.body).toBe('{"data":{"secret":"nobody"}}\n');
  });

  it('leaves to Apollo what it has not learned: another text, another operation name, another Accept header, a mutation', async () => {
    const { prepared } = preparedWith(GREET);
    expect((await ask(prepared, `${GREET} `, { n: 'x' })).answer).toBeNull();
    expect((await ask(prepared, GREET, { n: 'x' }, { operationName: 'Greet' })).answer).toBeNull();
    expect((await ask(prepared, GREET, { n: 'x' }, { accept: 'application/graphql-response+json' })).answer).toBeNull();

    const mutation = 'mutation { greet(name: "x") }';
    const learner = new PreparedQueries(new CompiledOperations(schema), 2_000_000);
    const document = parse(mutation);
    learner.learn(mutation, undefined, { document, operation: document.definitions[0] as OperationDefinitionNode, hash: 'm' }, JSON_HEADERS);
    expect((await ask(learner, mutation)).answer).toBeNull();
  });

  it('takes only the plain body shape: no extensions, no GET, no other content type, variables an object', () => {
    const { prepared } = preparedWith(GREET);
    expect(prepared.keyFor({ ...request(GREET), method: 'GET' })).toBeNull();
    expect(prepared.keyFor({ ...request(GREET), headers: { 'content-type': 'text/plain' } })).toBeNull();
    expect(prepared.keyFor({ ...request(GREET), body: { query: GREET, extensions: { persistedQuery: {} } } })).toBeNull();
    expect(prepared.keyFor({ ...request(GREET), body: { query: GREET, variables: [1] } })).toBeNull();
    expect(prepared.keyFor({ ...request(GREET), body: { query: 42 } })).toBeNull();
    expect(prepared.keyFor(request(GREET))).not.toBeNull();
  });

  it('hands variables that do not fit back to Apollo before anything runs', async () => {
    const { prepared } = preparedWith(GREET);
    runs = 0;
    const { answer, mark } = await ask(prepared, GREET, { n: 42 });
    expect(answer).toBeNull();
    expect(mark.precomputed).toBeUndefined();
    expect(runs).toBe(0);
  });

  it('hands a request over the cost limit back to Apollo before anything runs', async () => {
    const query = 'query($f: Int!) { items(first: $f) { n } }';
    const { prepared } = preparedWith(query);
    expect((await ask(prepared, query, { f: 3 })).answer?.body).toBe('{"data":{"items":[{"n":0},{"n":1},{"n":2}]}}\n');
    const over = await ask(prepared, query, { f: GRAPHQL_LIMITS.cost * 10 });
    expect(over.answer).toBeNull();
    expect(over.mark.precomputed).toBeUndefined();
  });

  it('hands a result with errors to Apollo to answer as it is, without running it again', async () => {
    const { prepared } = preparedWith('{ broken }');
    runs = 0;
    const { answer, mark } = await ask(prepared, '{ broken }');
    expect(answer).toBeNull();
    expect(mark.precomputed?.errors?.map((e) => e.message)).toEqual(['not today']);
    expect(mark.precomputed?.errors?.[0]).toBeInstanceOf(GraphQLError);
    expect(runs).toBe(1);
  });

  it('hands an answer over the response limit to Apollo, which refuses it', async () => {
    const query = 'query($f: Int!) { items(first: $f) { n } }';
    const { prepared } = preparedWith(query, undefined, 100);
    expect((await ask(prepared, query, { f: 2 })).answer).not.toBeNull();
    const big = await ask(prepared, query, { f: 400 });
    expect(big.answer).toBeNull();
    expect((big.mark.precomputed?.data as { items: unknown[] }).items).toHaveLength(400);
  });
});
