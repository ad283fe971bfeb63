import { defaultFieldResolver, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { requestScope } from '../lib/request-scope.js';
import { sayConfirmation } from '../messages/languages.js';

/** The fields of a mutation's payload that carry its confirmation. */
const CONFIRMATION_FIELDS: ReadonlySet<string> = new Set(['message', 'locationNotice']);

/**
 * A mutation answers with a confirmation its module wrote in English (`…Payload.message`, `locationNotice`); it is
 * said here, at the edge, in the reader's language (the request's Accept-Language), as the error formatter says
 * refusals and the REST routes their confirmations. Text that is not a known confirmation goes out as it is.
 */
export function confirmationsInReadersLanguage(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || !type.name.endsWith('Payload')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!CONFIRMATION_FIELDS.has(field.name)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const value: unknown = resolve(source, args, context, info);
        return typeof value === 'string' ? sayConfirmation(value, requestScope.getStore()?.language ?? 'en') : value;
      };
    }
  }
  return schema;
}
