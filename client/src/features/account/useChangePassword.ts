import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ChangePasswordInput } from '../../gql/graphql';
import { serverMessageOf } from '../../components/server-errors';
import { ChangePasswordMutationDocument } from './documents';

/** `error` is what the server answered, for the form to put under the field it names. */
export type ChangePasswordResult = { ok: true; token: string } | { ok: false; message: string | null; error: unknown };

/** The server revokes the old token and answers with a new one, which the caller must keep. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutationDocument);
  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<ChangePasswordResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data?.changePassword.token) return { ok: false, message: null, error: null };
        return { ok: true, token: data.changePassword.token };
      } catch (error) {
        return { ok: false, message: serverMessageOf(error), error };
      }
    },
    [mutate],
  );
  return { changePassword, changingPassword: loading };
}
