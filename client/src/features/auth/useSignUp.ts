import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ANONYMOUS_CONTEXT } from '../../lib/api-context';
import type { SessionUser_UserFragment, SignUpInput } from '../../gql/graphql';
import { signUpErrorMessage } from './authErrors';
import { SignUpMutationDocument } from './documents';
import { useAuthT } from './i18n';

/** `token` is null when the account was made but the server did not sign the person in (spec §4). */
export type SignUpResult =
  | { ok: true; token: string | null; user: SessionUser_UserFragment | null }
  /** `error` is what the server answered, for the form to put under the field it names. */
  | { ok: false; message: string; error: unknown };

export function useSignUp() {
  const [mutate, { loading }] = useMutation(SignUpMutationDocument, { context: ANONYMOUS_CONTEXT });
  const t = useAuthT();

  const signUp = useCallback(
    async (input: SignUpInput): Promise<SignUpResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return { ok: true, token: data?.signUp.token || null, user: data?.signUp.user ?? null };
      } catch (error) {
        return { ok: false, message: signUpErrorMessage(error, t), error };
      }
    },
    [mutate, t],
  );

  return { signUp, signingUp: loading };
}
