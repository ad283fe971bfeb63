import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import { operationCost } from './query-cost.js';
import { exceedsJsonLength } from './response-size.js';

/**
 * What one GraphQL request may ask of the server, near graphql-armor's defaults. Every figure is checked before
 * anything runs, except the size of the answer, which is checked before it is serialised.
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens in the document (graphql-js stops parsing past it). */
  tokens: 1000,
  /** Aliased fields anywhere in the operation, each fragment counted at every use. */
  aliases: 15,
  /** Nesting of fields; fragments add no level of their own. */
  depth: 8,
  directives: 50,
  /** About one unit per value in the answer, list fields times their `first` (see query-cost.ts). */
  cost: 5000,
} as const;

export type GraphQLLimitsOptions = {
  /** Longest answer, in bytes of JSON (counted as characters), before it is refused instead of sent. */
  readonly maxResponseBytes: number;
  /** Production: no "Did you mean …?" in error messages, so the schema cannot be guessed field by field. */
  readonly hideSuggestions: boolean;
};

/** Apollo Server options (spread them into its constructor) that enforce GRAPHQL_LIMITS and the answer's size. */
export function graphqlLimits(options: GraphQLLimitsOptions): {
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin<{ requestId: string }>[];
} {
  // armor's messages start with "Syntax Error: ", which they are not; the rest ("Aliases limit of 15 exceeded,
  // found 16.") is kept. Reported to the validation context, they answer 400 GRAPHQL_VALIDATION_FAILED.
  const report = { propagateOnRejection: false, onReject: [reportPlainly] };
  const armor = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases, ...report },
    // flattenFragments: a fragment is not a level of nesting; the client's masked fragments would count otherwise.
    maxDepth: { n: GRAPHQL_LIMITS.depth, flattenFragments: true, ...report },
    maxDirectives: { n: GRAPHQL_LIMITS.directives, ...report },
    // Replaced below: armor's cost ignores `first` given in a variable (as our client sends it) and multiplies by
    // 1.5 per level; armor's token count parses every document twice where graphql-js counts while it parses; armor's
    // suggestion mask leaves the "?" behind and misses enum values ("Did you mean the enum value …?").
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();

  return {
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    validationRules: armor.validationRules,
    plugins: [limitsPlugin(options)],
  };
}

/** True when an operation's cost (query-cost.ts, weighed with the request's variables) is within the limit. */
export function withinCostLimit(cost: number): boolean {
  return cost <= GRAPHQL_LIMITS.cost;
}

function reportPlainly(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}

const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more th(?:an|at) (\d+) tokens\. Parsing aborted\.$/;
/** graphql-js words every suggestion as " Did you mean "a", "b" or "c"?" (or "the enum value …?"); names have no "?". */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function limitsPlugin({
  maxResponseBytes,
  hideSuggestions,
}: GraphQLLimitsOptions): ApolloServerPlugin<{ requestId: string }> {
  return {
    async requestDidStart() {
      return {
        // After validation (so the document is known to be well formed), before any resolver runs; per request,
        // because the cost depends on the variables.
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = operationCost(schema, document, operation, request.variables ?? {});
          if (!withinCostLimit(cost)) {
            throw new GraphQLError(
              `Query cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found ${Number.isSafeInteger(Math.ceil(cost)) ? Math.ceil(cost) : 'more than can be counted'}: ask for fewer fields or smaller pages (first).`,
              { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
            );
          }
        },
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const tokens = TOKEN_LIMIT_MESSAGE.exec(error.message);
            if (tokens)
              error.message = `Token limit of ${tokens[1]} exceeded: the document has more than ${tokens[1]} tokens.`;
            if (hideSuggestions) error.message = error.message.replace(SUGGESTION, '');
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !exceedsJsonLength(response.body.singleResult, maxResponseBytes))
            return;
          response.http.status = 400;
          response.body.singleResult = {
            errors: [
              {
                message: `Response size limit of ${maxResponseBytes} bytes exceeded: ask for fewer fields or smaller pages (first).`,
                extensions: { code: 'BAD_REQUEST', requestId: contextValue.requestId },
              },
            ],
          };
        },
      };
    },
  };
}
