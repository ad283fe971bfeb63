import { graphql } from '../../../gql/gql';

/**
 * One change to a plan (or several, applied together); the answer carries the edits that undo it. The key is the
 * change's own: sent again after a lost answer, the change is made once.
 */
export const EditTripPlanDocument = graphql(`
  mutation EditTripPlan($id: ID!, $version: Int!, $edits: [PlanEditInput!]!, $idempotencyKey: String) {
    editTripPlan(id: $id, version: $version, edits: $edits, idempotencyKey: $idempotencyKey) {
      version
      undo {
        kind
        attractionId
        placeId
        day
        index
        otherDay
      }
      plan {
        ...PlanResult_result
      }
    }
  }
`);

/** The plan as stored now, after another tab changed it. */
export const LatestTripPlanDocument = graphql(`
  query LatestTripPlan($id: ID!) {
    tripPlan(id: $id) {
      ...PlanResult_result
    }
  }
`);

/** The plan written again in another language: the same trip, its words in `language`, the next version. */
export const RewriteTripPlanDocument = graphql(`
  mutation RewriteTripPlan($id: ID!, $version: Int!, $language: PlanLanguage!) {
    rewriteTripPlan(id: $id, version: $version, language: $language) {
      ...PlanResult_result
    }
  }
`);
