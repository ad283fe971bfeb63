import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { UpdatePreferencesInput, UpdatePreferencesMutation } from '../../gql/graphql';
import { UpdatePreferencesMutationDocument } from './documents';

/** Saves the preferences; the controls move at once and move back if the server refuses. */
export function useUpdatePreferences(userId: string) {
  const [mutate, { loading }] = useMutation(UpdatePreferencesMutationDocument);
  const updatePreferences = useCallback(
    async (input: UpdatePreferencesInput): Promise<boolean> => {
      try {
        await mutate({
          variables: { input },
          // The type names let the cache file the optimistic answer under the right user.
          optimisticResponse: {
            updatePreferences: { __typename: 'User', id: userId, preferences: { __typename: 'Preferences', ...input } },
          } as UpdatePreferencesMutation,
        });
        return true;
      } catch {
        return false;
      }
    },
    [mutate, userId],
  );
  return { updatePreferences, savingPreferences: loading };
}
