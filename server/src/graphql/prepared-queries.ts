import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, ExecutionResult, OperationDefinitionNode } from 'graphql';
import { runCompiled, type CompiledOperations } from './compiled-execution.js';
import { withinCostLimit } from './limits.js';
import { operationCost } from './query-cost.js';

/** Queries kept ready; past it, the least recently used is dropped. */
const MAX_PREPARED = 500;
/** Longest query text looked up here; longer ones always go through Apollo. */
const MAX_QUERY_LENGTH = 16 * 1024;

type Prepared = {
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly hash: string;
  /** Apollo's headers for a successful answer, by the request's Accept header (Apollo negotiates the content type). */
  readonly headers: Map<string, readonly [string, string][]>;
};

/** A request body in the one shape this path takes: `{ query, variables?, operationName? }`, nothing else. */
type QueryBody = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

/** Per request: what Apollo's plugin learned, and a result computed here that Apollo must answer instead. */
export type PreparedMark = {
  /** Set by the plugin when Apollo answered a query 200 with no errors: it may be prepared. */
  learned?: { document: DocumentNode; operation: OperationDefinitionNode; hash: string };
  /** A result this path computed but will not send itself (errors, or too large): Apollo answers it, unrun. */
  precomputed?: ExecutionResult;
};

export type PreparedAnswer = { readonly headers: readonly [string, string][]; readonly body: string; readonly operation: OperationDefinitionNode };

/**
 * The short way for queries Apollo has already answered once. A query whose exact text (and operation name) Apollo
 * parsed, validated and answered with data and no errors is kept here; the next request with that text skips
 * Apollo's pipeline: its variables are coerced and weighed by the same cost rule, the compiled operation runs, and
 * the data is sent with the headers Apollo sent. Anything else goes to Apollo as before: mutations, unknown texts,
 * other body shapes, a new Accept header, variables that do not fit or cost too much (nothing has run then). A
 * result with errors, or larger than the response limit, is handed to Apollo unrun (`precomputed`), so every error
 * is still answered one way, by Apollo, and nothing runs twice.
 */
export class PreparedQueries {
  private readonly prepared = new Map<string, Prepared>();

  constructor(
    private readonly operations: CompiledOperations,
    private readonly maxResponseBytes: number,
  ) {}

  /** The key of a request this path may take, or null. */
  keyFor(request: { method: string; headers: Record<string, string | string[] | undefined>; body: unknown }): string | null {
    if (request.method !== 'POST') return null;
    const contentType = request.headers['content-type'];
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return null;
    const body = request.body;
    if (!isQueryBody(body) || body.query.length > MAX_QUERY_LENGTH) return null;
    return body.operationName ? `${body.operationName}\n${body.query}` : body.query;
  }

  /** Keeps a query Apollo answered with data and no errors, with the headers it answered this Accept header with. */
  learn(key: string, accept: string | undefined, learned: NonNullable<PreparedMark['learned']>, headers: readonly [string, string][]): void {
    if (learned.operation.operation !== 'query') return;
    let entry = this.prepared.get(key);
    if (!entry) {
      if (this.prepared.size >= MAX_PREPARED) this.prepared.delete(this.prepared.keys().next().value!);
      entry = { ...learned, headers: new Map() };
      this.prepared.set(key, entry);
    }
    if (entry.headers.size < 8) entry.headers.set(accept ?? '', headers);
  }

  /**
   * The answer to a prepared query, or null when Apollo must answer it (then `mark.precomputed` may hold the result
   * this path computed, for Apollo to answer without running the operation again).
   */
  async answer(key: string, accept: string | undefined, body: QueryBody, context: object, mark: PreparedMark): Promise<PreparedAnswer | null> {
    const entry = this.prepared.get(key);
    const headers = entry?.headers.get(accept ?? '');
    if (!entry || !headers) return null;
    const { document, operation, hash } = entry;
    const compiled = this.operations.use(`${body.operationName ?? ''}:${hash}`, document, body.operationName ?? undefined, true);
    if (!compiled) return null;
    const variables = body.variables ?? undefined;
    if (!withinCostLimit(operationCost(this.operations.schema, document, operation, variables ?? {}))) return null;
    const result = await runCompiled(compiled, operation, this.operations.schema, context, variables);
    if (!('data' in result) && result.errors) return null; // variables that do not fit: nothing ran; Apollo says why
    if (result.errors || result.extensions) {
      mark.precomputed = result;
      return null;
    }
    const text = JSON.stringify({ data: result.data }) + '\n';
    if (text.length > this.maxResponseBytes) {
      mark.precomputed = result;
      return null;
    }
    return { headers, body: text, operation };
  }
}

function isQueryBody(body: unknown): body is QueryBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  return (
    typeof query === 'string' &&
    extensions === undefined &&
    (variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables))) &&
    (operationName === undefined || operationName === null || typeof operationName === 'string')
  );
}

/** Tells the HTTP handler which answered queries may be prepared: 200, data, no errors. */
export function preparedQueriesPlugin(): ApolloServerPlugin<{ prepared: PreparedMark }> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, document, queryHash, response, contextValue }) {
          if (
            operation?.operation === 'query' &&
            document !== undefined &&
            queryHash !== undefined &&
            contextValue.prepared.precomputed === undefined &&
            response.body.kind === 'single' &&
            response.body.singleResult.errors === undefined &&
            (response.http.status ?? 200) === 200
          ) {
            contextValue.prepared.learned = { document, operation, hash: queryHash };
          }
        },
      };
    },
  };
}
