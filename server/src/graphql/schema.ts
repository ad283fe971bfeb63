import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { BusinessResolver } from '../modules/business/business.resolver.js';
import { ChatResolver } from '../modules/chat/chat.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';
import { FeedbackResolver } from '../modules/feedback/feedback.resolver.js';
import { GeoResolver } from '../modules/geo/geo.resolver.js';
import { PlannerResolver } from '../modules/planner/planner.resolver.js';
import { TripResolver } from '../modules/trips/trip.resolver.js';
import { DateTimeISO } from './scalars.js';
import { AccountResolver } from '../modules/accounts/account.resolver.js';
import { ProviderConnectionResolver } from '../modules/accounts/provider-connection.resolver.js';

export const resolvers = [BusinessResolver, AccountResolver, ProviderConnectionResolver, TripResolver, FeedbackResolver, ChatResolver, GeoResolver, ContentResolver, PlannerResolver] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false, scalarsMap: [{ type: Date, scalar: DateTimeISO }] });
}
