import { inject } from 'vitest';

/**
 * One GraphQL operation against the app as the account holding `token`, asked directly (not through the page): for
 * a journey's setup and for checking what the server stored. Throws with the server's errors when there is no data.
 */
export async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
