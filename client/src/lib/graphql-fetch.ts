import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import { languageHeaders } from './request-language';

export type GraphQLAnswer<Result> = {
  readonly status: number;
  readonly body: { data?: Result | null; errors?: unknown[] } | null;
};

const printed = new WeakMap<object, { query: string; operationName: string | undefined }>();

/**
 * One typed GraphQL operation by plain fetch, for pages that do not otherwise talk to the API (a guide, the chat):
 * they stay without the GraphQL client's code. The answer's body is null when it was not JSON.
 */
export async function fetchGraphQL<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  { token = null, signal }: { token?: string | null; signal?: AbortSignal } = {},
): Promise<GraphQLAnswer<Result>> {
  let operation = printed.get(document);
  if (!operation) {
    const definition = document.definitions[0];
    operation = {
      query: print(document),
      operationName: definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined,
    };
    printed.set(document, operation);
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...languageHeaders(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ ...operation, variables }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as GraphQLAnswer<Result>['body'];
  return { status: response.status, body };
}
