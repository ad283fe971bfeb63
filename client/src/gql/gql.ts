/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $search: String) {\n    businesses(first: $first, after: $after, category: $category, search: $search) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          address\n          email\n          telephone\n          website\n          description\n          category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BusinessesRouteQueryDocument,
    "\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      business {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RegisterBusinessDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      text\n      source\n      links {\n        label\n        href\n      }\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query PlannerRouteQuery {\n    mapConfig {\n      kind\n      browserKey\n      layersUrl\n    }\n  }\n": typeof types.PlannerRouteQueryDocument,
    "\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n": typeof types.FindRouteDocument,
    "\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n": typeof types.AttractionsAlongRouteDocument,
    "\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n  }\n": typeof types.DashboardRouteQueryDocument,
    "\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTripDocument,
};
const documents: Documents = {
    "\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $search: String) {\n    businesses(first: $first, after: $after, category: $category, search: $search) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          address\n          email\n          telephone\n          website\n          description\n          category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BusinessesRouteQueryDocument,
    "\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      business {\n        id\n        name\n      }\n    }\n  }\n": types.RegisterBusinessDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      text\n      source\n      links {\n        label\n        href\n      }\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  query PlannerRouteQuery {\n    mapConfig {\n      kind\n      browserKey\n      layersUrl\n    }\n  }\n": types.PlannerRouteQueryDocument,
    "\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n": types.FindRouteDocument,
    "\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n": types.AttractionsAlongRouteDocument,
    "\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n  }\n": types.DashboardRouteQueryDocument,
    "\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      id\n    }\n  }\n": types.CreateTripDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n": types.DeleteTripDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $search: String) {\n    businesses(first: $first, after: $after, category: $category, search: $search) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          address\n          email\n          telephone\n          website\n          description\n          category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessesRouteQuery($first: Int!, $after: String, $category: BusinessCategory, $search: String) {\n    businesses(first: $first, after: $after, category: $category, search: $search) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          address\n          email\n          telephone\n          website\n          description\n          category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      business {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterBusiness($input: RegisterBusinessInput!) {\n    registerBusiness(input: $input) {\n      message\n      business {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      text\n      source\n      links {\n        label\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      text\n      source\n      links {\n        label\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerRouteQuery {\n    mapConfig {\n      kind\n      browserKey\n      layersUrl\n    }\n  }\n"): (typeof documents)["\n  query PlannerRouteQuery {\n    mapConfig {\n      kind\n      browserKey\n      layersUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n"): (typeof documents)["\n  query FindRoute($input: RouteInput!) {\n    route(input: $input) {\n      distanceKm\n      durationMinutes\n      geometry\n      legs {\n        from {\n          id\n          name\n          lat\n          lng\n        }\n        to {\n          id\n          name\n          lat\n          lng\n        }\n        distanceKm\n        durationMinutes\n        roads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n"): (typeof documents)["\n  query AttractionsAlongRoute($input: AttractionsAlongRouteInput!) {\n    attractionsAlongRoute(input: $input) {\n      id\n      name\n      category\n      lat\n      lng\n      rating\n      ratingCount\n      priority\n      distanceFromRouteKm\n      nearestTown\n      visitHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardRouteQuery {\n    myTrips {\n      id\n      startingLocation\n      stops\n      finalDestination\n      travelers\n      startDate\n      endDate\n      budget\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;