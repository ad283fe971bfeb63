/**
 * The hostile GraphQL documents of issue 13, each about as large as an anonymous stranger sent them. The limits test
 * asserts how each is refused; `npm run bench:abuse` times them against a normal page.
 */
const repeat = (count: number, line: (i: number) => string, separator = ' ') =>
  Array.from({ length: count }, (_, i) => line(i)).join(separator);

export const hostileQueries = {
  /** About 1 KB: each fragment spreads the next twice, so the last one is used 2^24 times. */
  fragmentBomb: `query { ...F0 } ${repeat(24, (i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)} fragment F24 on Query { __typename }`,
  /** 20 pages of 100 listings, each listing spreading a fragment of 100 aliased descriptions (2,020 aliases). */
  nestedAliases: `{ ${repeat(20, (i) => `p${i}: businesses(first: 100) { edges { node { ...D } } }`)} } fragment D on Business { ${repeat(100, (i) => `d${i}: description`)} }`,
  /** 1,100 aliases of one field on a page of 100 listings. */
  manyAliases: `{ businesses(first: 100) { edges { node { ${repeat(1100, (i) => `d${i}: description`)} } } } }`,
  /** 40 levels of nesting through introspection types. */
  deepNesting: `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(37)}name${' }'.repeat(37)} } } } }`,
  /** 60 directives on one selection. */
  manyDirectives: `{ ${repeat(60, () => '__typename @include(if: true)')} }`,
  /** 1,003 tokens. */
  manyTokens: `{ ${repeat(1001, () => '__typename')} }`,
} as const;

/** A normal page of the business directory, as the bench and the web client ask for it. */
export const normalListQuery =
  '{ businesses(first: 20) { edges { cursor node { id name address email telephone website description category createdAt } } pageInfo { hasNextPage endCursor } } }';
