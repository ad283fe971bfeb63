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
