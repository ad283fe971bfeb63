import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ANONYMOUS_CONTEXT } from '../../lib/api-context';
import type { SignInInput, SessionUser_UserFragment } from '../../gql/graphql';
import { SIGN_IN_MESSAGES, signInErrorMessage } from './authErrors';
import { SignInMutationDocument } from './documents';

export type SignInResult = { ok: true; token: string; user: SessionUser_UserFragment } | { ok: false; message: string };

export function useSignIn() {
  const [mutate, { loading }] = useMutation(SignInMutationDocument, { context: ANONYMOUS_CONTEXT });

  const signIn = useCallback(
    async (input: SignInInput): Promise<SignInResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const token = data?.signIn.token;
        if (!token || !data) return { ok: false, message: SIGN_IN_MESSAGES.noToken };
        return { ok: true, token, user: data.signIn.user };
      } catch (error) {
        return { ok: false, message: signInErrorMessage(error) };
      }
    },
    [mutate],
  );

  return { signIn, signingIn: loading };
}
