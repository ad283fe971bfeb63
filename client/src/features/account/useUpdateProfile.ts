import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { AccountPage_UserFragment, UpdateProfileInput } from '../../gql/graphql';
import { inputErrorOf } from './accountErrors';
import { UpdateProfileMutationDocument } from './documents';

export type UpdateProfileResult = { ok: true; user: AccountPage_UserFragment } | { ok: false; reason: string | null; field: string | null };

/** Saves name, email and photo; the cache's `me` is the answer, so the page shows what was stored. */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutationDocument);
  const updateProfile = useCallback(
    async (input: UpdateProfileInput): Promise<UpdateProfileResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { ok: false, reason: null, field: null };
        return { ok: true, user: data.updateProfile };
      } catch (error) {
        const refused = inputErrorOf(error);
        return { ok: false, reason: refused?.message ?? null, field: refused?.field ?? null };
      }
    },
    [mutate],
  );
  return { updateProfile, savingProfile: loading };
}
