import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { serverErrorsOf, serverMessageOf } from '../../components/server-errors';

/** Spec §8, sign-in: the messages of the destructive "Error" toast. */
export const SIGN_IN_MESSAGES = {
  fallback: 'Failed to sign in. Please check credentials.',
  unauthorized: 'Invalid username or password.',
  notFound: 'User not found.',
  noToken: 'No token received',
} as const;

/** Spec §8, sign-up. */
export const SIGN_UP_MESSAGES = {
  rejected: 'Registration failed',
  fallback: 'Failed to create account. Please try again.',
} as const;

/** The spec's HTTP statuses, read from a GraphQL `extensions.code` or from the HTTP answer itself. */
function statusOf(error: unknown): 401 | 404 | null {
  if (ServerError.is(error)) return error.statusCode === 401 ? 401 : error.statusCode === 404 ? 404 : null;
  const codes = serverErrorsOf(error).map((found) => found.code);
  if (codes.includes('UNAUTHENTICATED')) return 401;
  if (codes.includes('NOT_FOUND')) return 404;
  return null;
}

export function signInErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return SIGN_IN_MESSAGES.unauthorized;
  if (status === 404) return SIGN_IN_MESSAGES.notFound;
  return serverMessageOf(error) ?? SIGN_IN_MESSAGES.fallback;
}

/** The server's reason when it answered; "Registration failed" when it refused without one; otherwise the fallback. */
export function signUpErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return serverMessageOf(error) ?? SIGN_UP_MESSAGES.rejected;
  if (ServerError.is(error)) return SIGN_UP_MESSAGES.rejected;
  return SIGN_UP_MESSAGES.fallback;
}

const providerNames: Record<string, string> = { google: 'Google', github: 'GitHub' };

/**
 * Social sign-in failures come back as `/auth/signin?error=<reason>&provider=<google|github>`; the text of the
 * toast for each reason.
 */
export function socialSignInErrorMessage(reason: string, provider: string | null): string {
  const name = providerNames[provider?.toLowerCase() ?? ''] ?? 'Social';
  switch (reason) {
    case 'not_configured':
      return `${name} sign-in is not configured on this server.`;
    case 'denied':
      return `${name} sign-in was cancelled.`;
    case 'state':
      return 'That sign-in link expired or was not started here. Please try again.';
    case 'expired':
      return 'That sign-in link expired or was opened in another browser. Please sign in again.';
    case 'unfinished':
      return 'Signing in could not be completed. Please try again.';
    case 'account_exists':
      return `An account with this email already exists. Sign in to it the way you signed up, then connect ${name} from your profile.`;
    default:
      return `Could not sign in with ${name}. Please try again.`;
  }
}
