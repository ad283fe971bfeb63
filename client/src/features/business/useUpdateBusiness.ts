import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';
import type { UpdateBusinessInput } from '../../gql/graphql';
import type { BusinessSaveResult } from './business-form-values';
import { MyBusinessesQueryDocument } from './queries';

export const UpdateBusinessMutationDocument = graphql(`
  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!, $managementCode: String) {
    updateBusiness(id: $id, input: $input, managementCode: $managementCode) {
      message
      locationNotice
      business {
        id
        ...BusinessForm_business
      }
    }
  }
`);

/**
 * Saves the owner's edit, or the edit of the holder of the listing's management code. The answer carries every field the directory shows, so Apollo's cache updates the
 * listing's card wherever it is shown, without reloading the directory.
 */
export function useUpdateBusiness(id: string, managementCode: string | null = null) {
  const [mutate] = useMutation(UpdateBusinessMutationDocument);

  const update = useCallback(
    async (input: UpdateBusinessInput): Promise<BusinessSaveResult> => {
      try {
        const { data } = await mutate({ variables: { id, input, ...(managementCode ? { managementCode } : {}) } });
        return {
          ok: true,
          message: data?.updateBusiness.message || 'Business updated!',
          locationNotice: data?.updateBusiness.locationNotice ?? null,
        };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [id, managementCode, mutate],
  );

  return { update };
}

export const ClaimBusinessMutationDocument = graphql(`
  mutation ClaimBusiness($id: ID!, $managementCode: String!) {
    claimBusiness(id: $id, managementCode: $managementCode) {
      message
      business {
        id
        ownedByViewer
        ...BusinessForm_business
      }
    }
  }
`);

/** Claims a listing with its management code; the answer makes it the viewer's in the cache, and the dashboard's. */
export function useClaimBusiness(id: string) {
  const [mutate, { loading }] = useMutation(ClaimBusinessMutationDocument, {
    refetchQueries: [MyBusinessesQueryDocument],
  });
  const claim = useCallback(
    async (managementCode: string): Promise<BusinessSaveResult> => {
      try {
        const { data } = await mutate({ variables: { id, managementCode } });
        return { ok: true, message: data?.claimBusiness.message ?? 'Business claimed!' };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [id, mutate],
  );
  return { claim, claiming: loading };
}
