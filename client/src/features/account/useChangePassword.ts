import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ChangePasswordInput } from '../../gql/graphql';
import { inputErrorOf, serverMessageOf } from './accountErrors';
import { ChangePasswordMutationDocument } from './documents';

export type ChangePasswordResult = { ok: true; token: string } | { ok: false; message: string | null; field: string | null };

/** The server revokes the old token and answers with a new one, which the caller must keep. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutationDocument);
  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<ChangePasswordResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data?.changePassword.token) return { ok: false, message: null, field: null };
        return { ok: true, token: data.changePassword.token };
      } catch (error) {
        return { ok: false, message: serverMessageOf(error), field: inputErrorOf(error)?.field ?? null };
      }
    },
    [mutate],
  );
  return { changePassword, changingPassword: loading };
}
