import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, getVariableValues, GraphQLError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Documents compiled and kept; past it, the least recently used is dropped. */
const MAX_COMPILED = 500;
/** A document is compiled on its second use: compiling costs more than one run, so one-off documents never pay it. */
const USES_BEFORE_COMPILING = 1;

type Entry = { uses: number; compiled?: CompiledQuery };
type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/**
 * Runs each operation as a function compiled by graphql-jit from its document (resolvers, arguments and leaf
 * serialisation inlined), instead of graphql-js's interpreter, which walks the document again for every request.
 *
 * Apollo Server takes custom execution only through its gateway interface; it is used here for nothing else.
 * Everything before execution is still Apollo's, for every request: parsing with the token limit, validation with
 * the limits' rules (Apollo keeps validated documents in its `documentStore`, so a repeated document is parsed and
 * validated once), and the `didResolveOperation` hooks, where the cost rule weighs the request's variables. Only
 * documents that passed all of that reach this executor.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const entries = new Map<string, Entry>();

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context, queryHash }) => {
    const key = `${operationName ?? ''}:${queryHash}`;
    let entry = entries.get(key);
    if (entry) {
      // Most recently used last, so the first key is the one to drop.
      entries.delete(key);
    } else {
      entry = { uses: 0 };
      if (entries.size >= MAX_COMPILED) entries.delete(entries.keys().next().value!);
    }
    entries.set(key, entry);
    entry.uses += 1;

    if (!entry.compiled && entry.uses > USES_BEFORE_COMPILING) {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      // Not compilable (it never happens to a validated document): graphql-js runs it, as it did the first time.
      if (isCompiledQuery(compiled)) entry.compiled = compiled;
    }
    if (entry.compiled) {
      // Bad variables are refused by graphql-js, in its words (Apollo answers them 400 BAD_USER_INPUT by those words).
      if (operation.variableDefinitions?.length) {
        const coerced = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {}, { maxErrors: 50 });
        if (coerced.errors) return { errors: coerced.errors };
      }
      const result = await entry.compiled.query(undefined, context, request.variables ?? {});
      return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
    }
    return execute({ schema, document, contextValue: context, variableValues: request.variables, operationName });
  };

  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}

/**
 * graphql-jit reports errors with a class of its own; Apollo finds a resolver's error (a domain error with its code)
 * only inside graphql-js's GraphQLError, so each is rebuilt as one, with the same message, locations and path.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (Object.getPrototypeOf(error) === GraphQLError.prototype) return error;
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  (rebuilt as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}
