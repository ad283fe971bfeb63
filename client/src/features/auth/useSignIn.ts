import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ANONYMOUS_CONTEXT } from '../../lib/api-context';
import type { SignInInput, SessionUser_UserFragment } from '../../gql/graphql';
import { signInErrorMessage } from './authErrors';
import { SignInMutationDocument } from './documents';
import { useAuthT } from './i18n';

export type SignInResult = { ok: true; token: string; user: SessionUser_UserFragment } | { ok: false; message: string };

export function useSignIn() {
  const [mutate, { loading }] = useMutation(SignInMutationDocument, { context: ANONYMOUS_CONTEXT });
  const t = useAuthT();

  const signIn = useCallback(
    async (input: SignInInput): Promise<SignInResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const token = data?.signIn.token;
        if (!token || !data) return { ok: false, message: t('signIn.noToken') };
        return { ok: true, token, user: data.signIn.user };
      } catch (error) {
        return { ok: false, message: signInErrorMessage(error, t) };
      }
    },
    [mutate, t],
  );

  return { signIn, signingIn: loading };
}
