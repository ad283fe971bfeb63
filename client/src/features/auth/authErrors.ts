import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { serverErrorsOf, serverMessageOf } from '../../components/server-errors';
import type { AuthT } from './i18n';

// Spec §8: the messages of the destructive "Error" toast are in the catalogue (signIn.failed, signIn.invalid,
// signIn.notFound, signIn.noToken; signUp.rejected, signUp.failed); a server's own message is shown as it came.

/** The spec's HTTP statuses, read from a GraphQL `extensions.code` or from the HTTP answer itself. */
function statusOf(error: unknown): 401 | 404 | null {
  if (ServerError.is(error)) return error.statusCode === 401 ? 401 : error.statusCode === 404 ? 404 : null;
  const codes = serverErrorsOf(error).map((found) => found.code);
  if (codes.includes('UNAUTHENTICATED')) return 401;
  if (codes.includes('NOT_FOUND')) return 404;
  return null;
}

export function signInErrorMessage(error: unknown, t: AuthT): string {
  const status = statusOf(error);
  if (status === 401) return t('signIn.invalid');
  if (status === 404) return t('signIn.notFound');
  return serverMessageOf(error) ?? t('signIn.failed');
}

/** The server's reason when it answered; "Registration failed" when it refused without one; otherwise the fallback. */
export function signUpErrorMessage(error: unknown, t: AuthT): string {
  if (CombinedGraphQLErrors.is(error)) return serverMessageOf(error) ?? t('signUp.rejected');
  if (ServerError.is(error)) return t('signUp.rejected');
  return t('signUp.failed');
}

const providerNames: Record<string, string> = { google: 'Google', github: 'GitHub' };

/**
 * Social sign-in failures come back as `/auth/signin?error=<reason>&provider=<google|github>`; the text of the
 * toast for each reason.
 */
export function socialSignInErrorMessage(reason: string, provider: string | null, t: AuthT): string {
  const values = { provider: providerNames[provider?.toLowerCase() ?? ''] ?? t('social.social') };
  switch (reason) {
    case 'not_configured':
      return t('providerOff', values);
    case 'denied':
      return t('social.denied', values);
    case 'state':
      return t('social.state');
    case 'expired':
      return t('social.expired');
    case 'unfinished':
      return t('social.unfinished');
    case 'account_exists':
      return t('social.accountExists', values);
    default:
      return t('social.failed', values);
  }
}
