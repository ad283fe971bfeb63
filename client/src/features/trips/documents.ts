import { graphql } from '../../gql/gql';

export const DashboardRouteQueryDocument = graphql(`
  query DashboardRouteQuery {
    myTrips {
      id
      startingLocation
      stops
      finalDestination
      travelers
      startDate
      endDate
      budget
      createdAt
    }
    myTripPlans {
      id
      title
      days
      people
      totalLkr
      startDate
      savedAt
    }
    mySharedTripPlans {
      planId
      title
      url
      createdAt
    }
  }
`);

export const CreateTripDocument = graphql(`
  mutation CreateTrip($input: CreateTripInput!, $idempotencyKey: String) {
    createTrip(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const DeleteTripDocument = graphql(`
  mutation DeleteTrip($id: ID!) {
    deleteTrip(id: $id) {
      id
    }
  }
`);

export const DeleteTripPlanDocument = graphql(`
  mutation DeleteTripPlan($id: ID!) {
    deleteTripPlan(id: $id) {
      id
    }
  }
`);

/** Stop sharing from the dashboard's list of shared plans. */
export const StopSharingPlanDocument = graphql(`
  mutation StopSharingPlan($id: ID!) {
    revokeTripPlanShare(id: $id) {
      planId
      revoked
    }
  }
`);
