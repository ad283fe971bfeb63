import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { AccountPage_UserFragment, UpdateProfileInput } from '../../gql/graphql';
import { UpdateProfileMutationDocument } from './documents';

/** `error` is what the server answered (null when it answered nothing), for the form to read. */
export type UpdateProfileResult = { ok: true; user: AccountPage_UserFragment } | { ok: false; error: unknown };

/** Saves name, email and photo; the cache's `me` is the answer, so the page shows what was stored. */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutationDocument);
  const updateProfile = useCallback(
    async (input: UpdateProfileInput): Promise<UpdateProfileResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { ok: false, error: null };
        return { ok: true, user: data.updateProfile };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [mutate],
  );
  return { updateProfile, savingProfile: loading };
}
