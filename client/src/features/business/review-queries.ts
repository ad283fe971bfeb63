import { graphql } from '../../gql/gql';

/** The admins' review queue: reported listings, hidden ones first, with their open reports. */
export const ReviewReportsRouteQueryDocument = graphql(`
  query ReviewReportsRouteQuery {
    reportedBusinesses(first: 50) {
      reportCount
      reporterCount
      lastReportedAt
      reviewRequestedAt
      business {
        id
        name
        address
        category
        hiddenPendingReview
      }
      reports {
        id
        reason
        detail
        createdAt
        fromAccount
      }
    }
  }
`);

/** Whether the viewer may review reported listings: the dashboard links the review page for admins only. */
export const ViewerRolesQueryDocument = graphql(`
  query ViewerRolesQuery {
    me {
      id
      isAdmin
    }
  }
`);
