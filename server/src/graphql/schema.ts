import { buildSchema, getMetadataStorage } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { businessResolvers } from '../modules/business/business.resolvers.js';
import { ChatResolver } from '../modules/chat/chat.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';
import { FeedbackResolver } from '../modules/feedback/feedback.resolver.js';
import { GeoResolver, PlaceLabelResolver } from '../modules/geo/geo.resolver.js';
import { PlannerResolver } from '../modules/planner/planner.resolver.js';
import { TripResolver } from '../modules/trips/trip.resolver.js';
import { confirmationsInReadersLanguage } from './confirmations.js';
import { DateTimeISO } from './scalars.js';
import { AccountResolver, UserRolesResolver } from '../modules/accounts/account.resolver.js';
import { ProviderConnectionResolver } from '../modules/accounts/provider-connection.resolver.js';

export const resolvers = [
  ...businessResolvers,
  AccountResolver,
  UserRolesResolver,
  ProviderConnectionResolver,
  TripResolver,
  FeedbackResolver,
  ChatResolver,
  GeoResolver,
  PlaceLabelResolver,
  ContentResolver,
  PlannerResolver,
] as const;

export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  useSimpleFieldResolvers();
  return confirmationsInReadersLanguage(
    await buildSchema({ resolvers, validate: false, scalarsMap: [{ type: Date, scalar: DateTimeISO }] }),
  );
}

/**
 * Every plain field (one without a `@FieldResolver`) is read as a property, with no type-graphql resolver around it.
 * type-graphql otherwise wraps each such field in a resolver that only runs field middlewares and `@Authorized`
 * checks; the app declares none (checked here, so adding one fails at boot rather than being skipped silently), and
 * the wrapper was a tenth of a listing page's cost. It is the `simpleResolvers` option of `@ObjectType`, set once for
 * all types.
 */
function useSimpleFieldResolvers(): void {
  const storage = getMetadataStorage();
  if (storage.middlewares.length > 0 || storage.authorizedFields.length > 0) {
    throw new Error(
      "Field middlewares or @Authorized fields need type-graphql's field resolvers: remove useSimpleFieldResolvers() first.",
    );
  }
  for (const type of storage.objectTypes) type.simpleResolvers ??= true;
}
