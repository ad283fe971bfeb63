import { graphql } from '../../gql/gql';

export const PlannerRouteQueryDocument = graphql(`
  query PlannerRouteQuery {
    mapConfig {
      kind
      browserKey
      layersUrl
    }
  }
`);

export const FindRouteDocument = graphql(`
  query FindRoute($input: RouteInput!) {
    route(input: $input) {
      distanceKm
      durationMinutes
      geometry
      legs {
        from {
          id
          name
          lat
          lng
        }
        to {
          id
          name
          lat
          lng
        }
        distanceKm
        durationMinutes
        roads
      }
    }
  }
`);

export const AttractionsAlongRouteDocument = graphql(`
  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {
    attractionsAlongRoute(input: $input) {
      id
      name
      category
      lat
      lng
      rating
      ratingCount
      priority
      distanceFromRouteKm
      nearestTown
      visitHours
    }
  }
`);
