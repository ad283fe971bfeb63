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
  }
`);

export const CreateTripDocument = graphql(`
  mutation CreateTrip($input: CreateTripInput!) {
    createTrip(input: $input) {
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
