/**
 * The Apollo context of operations made by someone who is not signed in yet (sign-in, sign-up): they carry no
 * token, and their UNAUTHENTICATED answer (a wrong password) is the form's error, not the end of a session.
 */
export const ANONYMOUS_CONTEXT = { anonymous: true } as const;

export function isAnonymous(context: Readonly<Record<string, unknown>>): boolean {
  return context.anonymous === true;
}
