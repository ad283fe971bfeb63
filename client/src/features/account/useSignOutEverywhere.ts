import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SignOutEverywhereMutationDocument } from './documents';

/** Revokes every token of the account, the one of this browser too. Resolves to the server's message, or null. */
export function useSignOutEverywhere() {
  const [mutate, { loading }] = useMutation(SignOutEverywhereMutationDocument);
  const signOutEverywhere = useCallback(async (): Promise<string | null> => {
    try {
      const { data } = await mutate();
      return data?.signOutEverywhere.message ?? null;
    } catch {
      return null;
    }
  }, [mutate]);
  return { signOutEverywhere, signingOutEverywhere: loading };
}
