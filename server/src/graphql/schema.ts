import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { BusinessResolver } from '../modules/business/business.resolver.js';
import { GeoResolver } from '../modules/geo/geo.resolver.js';

export const resolvers = [BusinessResolver, GeoResolver] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false });
}
