import { graphql } from '../../gql/gql';

export const PlannerRouteQueryDocument = graphql(`
  query PlannerRouteQuery {
    mapConfig {
      ...JourneyMap_settings
    }
    me {
      ...PlanResult_viewer
    }
  }
`);

export const MapSettingsFields = graphql(`
  fragment JourneyMap_settings on MapConfig {
    kind
    browserKey
    layersUrl
  }
`);

/** The account's preferred currency, for the approximate total beside the rupees. */
export const ViewerFields = graphql(`
  fragment PlanResult_viewer on User {
    id
    preferences {
      currency
    }
  }
`);

export const PlanResultFields = graphql(`
  fragment PlanResult_result on TripPlanResult {
    id
    title
    source
    createdAt
    savedAt
    version
    language
    plan {
      ...PlanResult_plan
    }
  }
`);

/** The plan itself, as a saved plan and a shared one both carry it. */
export const PlanFields = graphql(`
  fragment PlanResult_plan on TripPlan {
    start {
      id
      name
      lat
      lng
    }
    end {
      id
      name
      lat
      lng
    }
    days
    people
    startDate
    interests
    summary
    notices
    bases {
      place {
        id
        name
        lat
        lng
      }
      nights
      why
      stayBudget {
        rooms
        perRoomPerNightLkr
      }
      suggestedListing {
        ...ListingSummaryCard_listing
      }
    }
    dayPlans {
      day
      date
      title
      narrative
      base {
        id
        name
        lat
        lng
      }
      stops {
        attractionId
        name
        category
        lat
        lng
        start
        visitMinutes
        ticketsLkr
        ticketPriceKnown
        note
      }
      legs {
        from
        to
        mode
        depart
        distanceKm
        minutes
        via
        note
        geometry
      }
      activities {
        name
        costLkr
      }
      warnings {
        attractionId
        code
        message
      }
      startTime
      endTime
      activeMinutes
      limitMinutes
      costLkr
    }
    places {
      attractionId
      name
      category
      lat
      lng
      rating
      day
      reason
    }
    budget {
      comfort
      lines {
        category
        day
        label
        amountLkr
        rateId
        priceKnown
        fee {
          rowId
          year
          confidence
          about
          sourceUrl
          publisher
          sourceDate
        }
      }
      totals {
        category
        amountLkr
      }
      totalLkr
      perPersonLkr
      requestedLkr
      withinBudget
      minimumTotalLkr
      overByLkr
      fitsInDays
      fitsInDaysTotalLkr
      options {
        comfort
        totalLkr
        withinBudget
      }
      summary
      ratesYear
      exchangeRates {
        currency
        lkrPerUnit
        year
        asOf
      }
      unknownFees
    }
    tips {
      category
      text
    }
    customPlaces {
      requested
      matched
      included
      day
      reason
      requestedBy
    }
  }
`);

export const PlanTripDocument = graphql(`
  mutation PlanTrip($input: PlanTripInput!) {
    planTrip(input: $input) {
      ...PlanResult_result
    }
  }
`);

export const SaveTripPlanDocument = graphql(`
  mutation SaveTripPlan($id: ID!) {
    saveTripPlan(id: $id) {
      id
      title
      savedAt
    }
  }
`);

/** /plans/:id: one saved plan, read-only, with its map. */
export const SavedPlanRouteQueryDocument = graphql(`
  query SavedPlanRouteQuery($id: ID!) {
    tripPlan(id: $id) {
      ...PlanResult_result
    }
    mapConfig {
      ...JourneyMap_settings
    }
    me {
      ...PlanResult_viewer
    }
  }
`);

export const FindRouteDocument = graphql(`
  query FindRoute($input: RouteInput!) {
    route(input: $input) {
      distanceKm
      durationMinutes
      geometry
      waypointOrder
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

/** "Add a place": any attraction by name or alias. */
export const SearchAttractionsDocument = graphql(`
  query SearchAttractions($query: String!) {
    searchAttractions(query: $query, first: 8) {
      id
      name
      category
      lat
      lng
      nearestTown
      rating
    }
  }
`);

/** A place field's suggestions as the traveller types (Latin, Sinhala or Tamil script). */
export const PlaceSuggestionsDocument = graphql(`
  query PlaceSuggestions($query: String!) {
    geocodeSuggestions(query: $query, first: 6) {
      id
      name
      label
      kind
      district
    }
  }
`);
