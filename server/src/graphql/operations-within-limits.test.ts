import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, graphqlLimits } from './limits.js';
import { operationCost } from './query-cost.js';
import { buildGraphQLSchema } from './schema.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const limits = graphqlLimits({ maxResponseBytes: Number.POSITIVE_INFINITY, hideSuggestions: false });

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphQLSchema();
});

/**
 * What the server would refuse in this document, checked as the server checks it: tokens while parsing, armor's rules
 * while validating, then the cost of each operation with every Int variable at 100 (the largest page), so an
 * operation passes with any page size the client may send.
 */
function refusals(source: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(source, limits.parseOptions);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems = validate(schema, document, [...specifiedRules, ...limits.validationRules]).map(
    (error) => error.message,
  );
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? [])
        .filter((v) => print(v.type).replace('!', '') === 'Int')
        .map((v) => [v.variable.name.value, 100]),
    );
    const cost = operationCost(schema, document, operation, variables);
    if (cost > GRAPHQL_LIMITS.cost) problems.push(`${operation.name?.value ?? 'anonymous'} costs ${cost}`);
  }
  return problems;
}

/** The generated client documents: one `export const XDocument = {…AST…} as unknown as …` per operation. */
function clientOperations(): [string, string][] {
  const generated = readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
  return [...generated.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as /gm)].map(([, name, ast]) => [
    name!,
    print(JSON.parse(ast!) as DocumentNode),
  ]);
}

/** GraphQL operations written as literal strings (no `${}`) in the server tests and the browser journeys. */
function testOperations(): [string, string][] {
  const files = [
    ...walk(path.join(root, 'server/src')).filter(
      (file) => file.endsWith('.test.ts') && !file.endsWith('limits.test.ts'),
    ),
    ...walk(path.join(root, 'tests')).filter((file) => file.endsWith('.ts')),
  ];
  const found: [string, string][] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const literals = [
      ...[...text.matchAll(/`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1]!).filter((body) => !body.includes('${')),
      ...[...text.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'")),
    ];
    for (const literal of literals) {
      if (!/^\s*(query|mutation)\b|^\s*\{\s*\w/.test(literal)) continue;
      try {
        const document = parse(literal);
        // Deliberately broken operations (unknown fields, bad arguments) are other tests' business.
        if (validate(schema, document).length === 0) found.push([path.relative(root, file), literal]);
      } catch {
        // not GraphQL
      }
    }
  }
  return found;
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('operations stay within the GraphQL limits', () => {
  it('keeps every operation of the web client (client/src/gql) under every limit, at the largest page size', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(20);
    expect(
      operations.filter(([, source]) => refusals(source).length > 0).map(([name, source]) => [name, refusals(source)]),
    ).toEqual([]);
  });

  it("keeps the tests' own operations under every limit", () => {
    const operations = testOperations();
    expect(operations.length).toBeGreaterThan(30);
    expect(
      operations
        .filter(([, source]) => refusals(source).length > 0)
        .map(([file, source]) => [file, source, refusals(source)]),
    ).toEqual([]);
  });

  it('sees an operation over a limit (the check can fail)', () => {
    expect(refusals(`{ ${Array.from({ length: 16 }, (_, i) => `d${i}: destinations { slug }`).join(' ')} }`)).toEqual([
      'Aliases limit of 15 exceeded, found 16.',
    ]);
    const pages = Array.from(
      { length: 10 },
      (_, i) => `p${i}: businesses(first: $n) { edges { node { id name description } } }`,
    ).join(' ');
    // 10 pages of 1 + 100 × 5 (an edge, its node and 3 fields) at the largest page.
    expect(refusals(`query($n: Int!) { ${pages} }`)).toEqual(['anonymous costs 5010']);
  });
});
