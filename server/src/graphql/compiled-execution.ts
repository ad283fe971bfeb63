import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Documents compiled and kept; past it, the least recently used is dropped. */
const MAX_COMPILED = 500;
/** A document is compiled on its second use: compiling costs more than one run, so one-off documents never pay it. */
const USES_BEFORE_COMPILING = 1;

/** `uncompilable`: graphql-jit refused the document once; it is not asked again. */
type Entry = { uses: number; compiled?: CompiledQuery; uncompilable?: boolean };
type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/**
 * Apollo's executor: a query seen before runs as its graphql-jit compiled function (resolvers, arguments and leaf
 * serialisation inlined) instead of through graphql-js's interpreter, which walks the document again on every run.
 *
 * Apollo Server takes custom execution only through its gateway interface; it is used here for nothing else.
 * Everything before execution is still Apollo's: parsing with the token limit, validation with the limits' rules
 * (Apollo keeps validated documents in its `documentStore`, so a repeated document is parsed and validated once),
 * the `didResolveOperation` hooks, where the cost rule weighs the request's variables, and `responseForOperation`,
 * where the public response cache answers. Only documents that passed all of that reach this executor, and what it
 * returns goes through Apollo's error formatting and `willSendResponse` hooks like any result.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new CompiledOperations(schema);
  const executor: GatewayExecutor = async ({ document, operation, request, context, queryHash }) => {
    // The operation the request names, not the one Apollo resolved: when the name matches none (or the document has
    // several and none is named), Apollo resolved nothing, and graphql-js must say so ("Unknown operation named …",
    // which Apollo answers 400) rather than run the document's only operation.
    const operationName = request.operationName ?? undefined;
    // Only queries are compiled. graphql-jit runs a mutation's remaining root fields after one has failed a non-null
    // result, where graphql-js stops (the specification's serial execution): a document of several sign-ins would
    // check every alias's password. Mutations are few and each costs a transaction; compiling them gains nothing.
    if ((operation as OperationDefinitionNode | undefined)?.operation === 'query') {
      const query = compiled.use(`${operationName ?? ''}:${queryHash}`, document, operationName);
      if (query) return runCompiled(query, operation, schema, context, request.variables);
    }
    return requestErrorsAsInput(
      await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName }),
    );
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

/** Operations compiled by graphql-jit, by operation name and document hash, most recently used last. */
class CompiledOperations {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The compiled operation, counting this use; undefined until its second use, or when graphql-jit cannot compile it. */
  use(key: string, document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
    } else {
      entry = { uses: 0 };
      if (this.entries.size >= MAX_COMPILED) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    entry.uses += 1;
    if (!entry.compiled && !entry.uncompilable && entry.uses > USES_BEFORE_COMPILING) {
      const result = compileQuery(this.schema, document, operationName);
      if (isCompiledQuery(result)) entry.compiled = result;
      else entry.uncompilable = true;
    }
    return entry.compiled;
  }
}

/**
 * Runs a compiled operation with the request's variables, which graphql-jit coerces once. When they do not fit the
 * operation (nothing has run then), the errors are graphql-js's own words, which Apollo answers 400 BAD_USER_INPUT.
 */
async function runCompiled(
  compiled: CompiledQuery,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  context: unknown,
  variables: Record<string, unknown> | undefined,
): Promise<ExecutionResult> {
  const result = await compiled.query(undefined, context, variables ?? {});
  if (!result.errors) return result;
  if (!('data' in result) && operation.variableDefinitions?.length) {
    const coerced = getVariableValues(schema, operation.variableDefinitions, variables ?? {}, {
      maxErrors: MAX_VARIABLE_ERRORS,
    });
    if (coerced.errors) return requestErrorsAsInput({ errors: coerced.errors });
  }
  return { ...result, errors: result.errors.map(asGraphQLError) };
}

/** graphql-js's own cap on the mistakes it reports in one request's variables. */
const MAX_VARIABLE_ERRORS = 50;
/** The error graphql-js closes a list of MAX_VARIABLE_ERRORS variable mistakes with; it names no variable. */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * A request refused before anything ran (no `data`): Apollo knows a variable's mistake for the client's by its words
 * and the variable it names (BAD_USER_INPUT, 400), but not graphql-js's closing "too many errors", which names none and
 * would be answered INTERNAL_SERVER_ERROR: it is the client's mistake too.
 */
function requestErrorsAsInput(result: ExecutionResult): ExecutionResult {
  if ('data' in result || !result.errors) return result;
  return {
    errors: result.errors.map((error) =>
      error.message === TOO_MANY_VARIABLE_ERRORS
        ? new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } })
        : error,
    ),
  };
}

/**
 * graphql-jit reports errors with a class of its own; Apollo finds a resolver's error (a domain error with its code)
 * only inside graphql-js's GraphQLError, so each is rebuilt as one, with the same message, locations and path.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (Object.getPrototypeOf(error) === GraphQLError.prototype) return error;
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  (rebuilt as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}
