import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';
import type { BusinessReviewDecision } from '../../gql/graphql';
import { ReviewReportsRouteQueryDocument } from './review-queries';

export const ReviewBusinessReportsMutationDocument = graphql(`
  mutation ReviewBusinessReports($input: ReviewBusinessReportsInput!) {
    reviewBusinessReports(input: $input) {
      message
      businessId
      decision
    }
  }
`);

/** An admin's decision on a reported listing; reloads the queue. Resolves to the server's message, throws its refusal. */
export function useReviewBusinessReports() {
  const [mutate, { loading }] = useMutation(ReviewBusinessReportsMutationDocument, {
    refetchQueries: [ReviewReportsRouteQueryDocument],
    awaitRefetchQueries: true,
  });
  const review = useCallback(
    async (businessId: string, decision: BusinessReviewDecision): Promise<string> => {
      const { data } = await mutate({ variables: { input: { businessId, decision } } });
      return data?.reviewBusinessReports.message ?? '';
    },
    [mutate],
  );
  return { review, reviewing: loading };
}
