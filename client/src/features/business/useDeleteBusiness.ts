import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';
import { BusinessesRouteQueryDocument } from './queries';

export const DeleteBusinessMutationDocument = graphql(`
  mutation DeleteBusiness($id: ID!, $managementCode: String) {
    deleteBusiness(id: $id, managementCode: $managementCode) {
      id
    }
  }
`);

/**
 * Deletes a listing the viewer owns, or one whose management code they hold, and reloads the directory. Resolves to
 * whether it was deleted.
 */
export function useDeleteBusiness() {
  const [mutate, { loading }] = useMutation(DeleteBusinessMutationDocument, {
    refetchQueries: [BusinessesRouteQueryDocument],
    awaitRefetchQueries: true,
  });

  const deleteBusiness = useCallback(
    async (id: string, managementCode: string | null = null): Promise<boolean> => {
      try {
        await mutate({ variables: { id, managementCode } });
        return true;
      } catch {
        return false;
      }
    },
    [mutate],
  );

  return { deleteBusiness, deleting: loading };
}
