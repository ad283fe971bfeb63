/**
 * One GraphQL error as the server sent it: its message, `extensions.code`, the input `extensions.field` it is about and,
 * for a name that found nothing, what it may have meant (`extensions.suggestions`, best first).
 */
export type ServerError = {
  message: string;
  code: string | null;
  field: string | null;
  suggestions?: readonly string[];
};

/** The codes with which the server refuses what was typed (as opposed to breaking); their messages are for people. */
const REFUSALS: ReadonlySet<string> = new Set(['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS']);

export const isRefusal = (error: ServerError | null): error is ServerError =>
  error !== null && error.code !== null && REFUSALS.has(error.code);

type GraphQLErrorShape = { message: string; extensions?: Record<string, unknown> };

/**
 * Apollo's CombinedGraphQLErrors, or a GraphQL answer's body: anything with an `errors` list. Read by shape rather than
 * with `CombinedGraphQLErrors.is`, so forms on the home route do not download Apollo's error classes.
 */
function hasGraphQLErrors(error: unknown): error is { errors: readonly GraphQLErrorShape[] } {
  if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors)) return false;
  return error.errors.every(
    (item: unknown) =>
      typeof item === 'object' && item !== null && 'message' in item && typeof item.message === 'string',
  );
}

/** Every GraphQL error of a failed operation, in order; none for a network failure or an HTTP error without a body. */
export function serverErrorsOf(error: unknown): ServerError[] {
  if (!hasGraphQLErrors(error)) return [];
  return error.errors.map(({ message, extensions }) => ({
    message,
    code: typeof extensions?.code === 'string' ? extensions.code : null,
    field: typeof extensions?.field === 'string' ? extensions.field : null,
    ...(Array.isArray(extensions?.suggestions)
      ? { suggestions: extensions.suggestions.filter((s): s is string => typeof s === 'string') }
      : {}),
  }));
}

/** The first message the server sent, whatever its code (spec §8: "the server message or ..."). */
export function serverMessageOf(error: unknown): string | null {
  return serverErrorsOf(error).find((found) => found.message)?.message ?? null;
}

/**
 * The one place that maps a server answer onto a form: the first error about one of the form's `fields` (after
 * `aliases`, e.g. the server's `username` is the form's `email`; `openingHours.2.opens` is the form's `openingHours`),
 * else the first error; `field` is null unless the form has that field.
 */
export function serverErrorFor<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  aliases: Readonly<Partial<Record<string, Field>>> = {},
): (ServerError & { field: Field | null }) | null {
  const formField = (field: string | null): Field | null => {
    if (field === null) return null;
    // An error inside a list or object field (`openingHours.2.opens`) belongs to the form's field for all of it.
    const named = aliases[field] ?? field;
    const whole = named.split('.')[0];
    return fields.find((candidate) => candidate === named) ?? fields.find((candidate) => candidate === whole) ?? null;
  };
  const errors = serverErrorsOf(error);
  const chosen = errors.find((candidate) => formField(candidate.field) !== null) ?? errors[0];
  return chosen ? { ...chosen, field: formField(chosen.field) } : null;
}
