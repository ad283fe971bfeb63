import { graphql } from '../../../gql/gql';

export const ShareLinkFields = graphql(`
  fragment ShareDialog_link on TripPlanShareLink {
    planId
    title
    url
  }
`);

/** The plan's read-only link: the one it has, or a new one. */
export const ShareTripPlanDocument = graphql(`
  mutation ShareTripPlan($id: ID!) {
    shareTripPlan(id: $id) {
      ...ShareDialog_link
    }
  }
`);

export const RevokeTripPlanShareDocument = graphql(`
  mutation RevokeTripPlanShare($id: ID!) {
    revokeTripPlanShare(id: $id) {
      planId
      revoked
    }
  }
`);

/** /shared/:token: a plan opened through its link, signed out; nothing about its owner. */
export const SharedPlanRouteQueryDocument = graphql(`
  query SharedPlanRouteQuery($token: String!) {
    sharedTripPlan(token: $token) {
      title
      calendarUrl
      plan {
        ...PlanResult_plan
      }
    }
    mapConfig {
      ...JourneyMap_settings
    }
  }
`);
