import { graphql } from '../../gql/gql';

/** The page size of the directory; "Load more" asks for the next one. */
export const BUSINESSES_PAGE_SIZE = 12;

export const BusinessesRouteQueryDocument = graphql(`
  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $district: String, $query: String, $near: NearPointInput) {
    businesses(first: $first, after: $after, category: $category, district: $district, query: $query, near: $near) {
      edges {
        cursor
        distanceKm
        node {
          id
          ...BusinessForm_business
          ...BusinessPhotos_business
          ownedByViewer
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every field a listing's form edits, which its card in the directory shows too. */
export const BusinessFormFragment = graphql(`
  fragment BusinessForm_business on Business {
    name
    address
    email
    telephone
    website
    description
    category
    priceRange
    languages
    closedOnPoyaDays
    openingHours {
      day
      opens
      closes
    }
    location {
      lat
      lng
    }
    district
  }
`);

/** A listing's photos in order, the first its cover: the small size only, which cards and thumbnails show. */
export const BusinessPhotosFragment = graphql(`
  fragment BusinessPhotos_business on Business {
    photos {
      id
      small {
        url
        width
        height
      }
    }
  }
`);

export const BusinessEditRouteQueryDocument = graphql(`
  query BusinessEditRouteQuery($id: ID!) {
    business(id: $id) {
      id
      ownedByViewer
      ...BusinessForm_business
      ...BusinessPhotos_business
    }
  }
`);

export const MyBusinessesQueryDocument = graphql(`
  query MyBusinessesQuery {
    myBusinesses {
      id
      name
      address
      category
      ...PendingReview_Business
    }
  }
`);

/** What the owner of a hidden listing is told of its reports, and whether they asked for a review. */
export const PendingReviewFragment = graphql(`
  fragment PendingReview_Business on Business {
    hiddenPendingReview
    pendingReview {
      reportCount
      reasons {
        reason
        count
      }
      reviewRequestedAt
    }
  }
`);
