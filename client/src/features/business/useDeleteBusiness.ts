import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';
import { BusinessesRouteQueryDocument } from './queries';

export const DeleteBusinessMutationDocument = graphql(`
  mutation DeleteBusiness($id: ID!) {
    deleteBusiness(id: $id) {
      id
    }
  }
`);

/** Deletes one of the viewer's own listings and reloads the directory. Resolves to whether it was deleted. */
export function useDeleteBusiness() {
  const [mutate, { loading }] = useMutation(DeleteBusinessMutationDocument, {
    refetchQueries: [BusinessesRouteQueryDocument],
    awaitRefetchQueries: true,
  });

  const deleteBusiness = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await mutate({ variables: { id } });
        return true;
      } catch {
        return false;
      }
    },
    [mutate],
  );

  return { deleteBusiness, deleting: loading };
}
