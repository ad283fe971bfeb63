import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { BusinessResolver } from '../modules/business/business.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';

export const resolvers = [BusinessResolver, ContentResolver] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false });
}
