import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';

export const RequestBusinessReviewMutationDocument = graphql(`
  mutation RequestBusinessReview($id: ID!) {
    requestBusinessReview(id: $id) {
      message
      business {
        id
        ...PendingReview_Business
      }
    }
  }
`);

/** The owner of a hidden listing asks an admin to review it; the answer's listing updates the cache. Resolves to the server's message, throws its refusal. */
export function useRequestBusinessReview() {
  const [mutate, { loading }] = useMutation(RequestBusinessReviewMutationDocument);
  const requestReview = useCallback(
    async (id: string): Promise<string> => {
      const { data } = await mutate({ variables: { id } });
      return data?.requestBusinessReview.message ?? '';
    },
    [mutate],
  );
  return { requestReview, requesting: loading };
}
