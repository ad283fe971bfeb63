import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ANONYMOUS_CONTEXT } from '../../lib/api-context';
import type { Language, SessionUser_UserFragment, SignUpInput } from '../../gql/graphql';
import { useI18n, type Locale } from '../../lib/i18n/i18n';
import { signUpErrorMessage } from './authErrors';
import { SignUpMutationDocument } from './documents';
import { useAuthT } from './i18n';

/** `token` is null when the account was made but the server did not sign the person in (spec §4). */
export type SignUpResult =
  | { ok: true; token: string | null; user: SessionUser_UserFragment | null }
  /** `error` is what the server answered, for the form to put under the field it names. */
  | { ok: false; message: string; error: unknown };

/** The account's Language setting for the language the page is read in. */
const ACCOUNT_LANGUAGE: Readonly<Record<Locale, Language>> = { en: 'ENGLISH', si: 'SINHALA', ta: 'TAMIL' };

/**
 * Signs up with the language the page is read in as the new account's Language setting: a language chosen in the
 * header before signing up stays (the account's setting wins over the device's once signed in).
 */
export function useSignUp() {
  const [mutate, { loading }] = useMutation(SignUpMutationDocument, { context: ANONYMOUS_CONTEXT });
  const t = useAuthT();
  const { locale } = useI18n();

  const signUp = useCallback(
    async (input: Omit<SignUpInput, 'language'>): Promise<SignUpResult> => {
      try {
        const { data } = await mutate({ variables: { input: { ...input, language: ACCOUNT_LANGUAGE[locale] } } });
        return { ok: true, token: data?.signUp.token || null, user: data?.signUp.user ?? null };
      } catch (error) {
        return { ok: false, message: signUpErrorMessage(error, t), error };
      }
    },
    [mutate, t, locale],
  );

  return { signUp, signingUp: loading };
}
