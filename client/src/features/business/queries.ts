import { graphql } from '../../gql/gql';

/** The page size of the directory; "Load more" asks for the next one. */
export const BUSINESSES_PAGE_SIZE = 12;

export const BusinessesRouteQueryDocument = graphql(`
  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $search: String) {
    businesses(first: $first, after: $after, category: $category, search: $search) {
      edges {
        cursor
        node {
          id
          name
          address
          email
          telephone
          website
          description
          category
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
