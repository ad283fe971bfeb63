import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's reason and the field it names, when it refused the input (not when it broke or the network did). */
export function inputErrorOf(error: unknown): { message: string; field: string | null } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refused = error.errors.find((graphQLError) => ['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS'].includes(String(graphQLError.extensions?.code)));
  if (!refused?.message) return null;
  const field = refused.extensions?.field;
  return { message: refused.message, field: typeof field === 'string' ? field : null };
}

/** Any message the server sent (spec §8, password change: "the server message or ..."). */
export function serverMessageOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((graphQLError) => graphQLError.message)?.message ?? null;
}
