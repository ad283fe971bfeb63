import {
  getNamedType,
  isCompositeType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Page-size arguments: a field that takes one returns that many of its selection. */
const PAGE_ARGUMENTS = ['first', 'last'];

/**
 * What an operation may cost: about one unit per value in the answer. A leaf costs 1; an object field costs 1 plus
 * its selection, times its page size when it takes `first`/`last` (the argument as sent, from a variable, or the
 * schema's default), so `businesses(first: 100) { … }` costs about 100 times its node selection.
 *
 * Each fragment is costed once and that figure is added at every use, so a document whose fragments each spread the
 * next twice costs 2^n units but takes time linear in its size to price. Introspection (`__schema`, `__type`) is free
 * here: its size is bounded by the schema, and graphql-js's MaxIntrospectionDepthRule stops nesting abuse.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const variableDefaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue,
    ]),
  );
  const fragmentCosts = new Map<string, number>();
  const pricing = new Set<string>();

  const pageSize = (field: FieldNode, parent: GraphQLCompositeType): number => {
    const definition = 'getFields' in parent ? parent.getFields()[field.name.value] : undefined;
    for (const name of PAGE_ARGUMENTS) {
      const argument = definition?.args.find((arg) => arg.name === name);
      if (!argument) continue;
      const node = field.arguments?.find((arg) => arg.name.value === name);
      let value: unknown = argument.defaultValue;
      if (node?.value.kind === Kind.VARIABLE) {
        const variable = node.value.name.value;
        const fallback = variableDefaults.get(variable);
        value =
          variable in variables
            ? variables[variable]
            : fallback
              ? valueFromAST(fallback, argument.type)
              : argument.defaultValue;
      } else if (node) {
        value = valueFromAST(node.value, argument.type, variables);
      }
      if (typeof value === 'number' && Number.isFinite(value) && value > 1) return value;
    }
    return 1;
  };

  const selectionCost = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') continue;
        if (!selection.selectionSet) {
          cost += 1;
          continue;
        }
        const definition = 'getFields' in parent ? parent.getFields()[name] : undefined;
        const type = definition ? getNamedType(definition.type) : undefined;
        const inner = type && isCompositeType(type) ? selectionCost(selection.selectionSet, type) : 0;
        cost += 1 + pageSize(selection, parent) * inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += selectionCost(selection.selectionSet, typeOf(schema, selection.typeCondition?.name.value) ?? parent);
      } else {
        cost += fragmentCost(selection.name.value);
      }
    }
    return cost;
  };

  const fragmentCost = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = typeOf(schema, fragment?.typeCondition.name.value);
    // A missing fragment or a cycle is reported by graphql-js's own validation; it costs nothing here.
    if (!fragment || !type || pricing.has(name)) return 0;
    pricing.add(name);
    const cost = selectionCost(fragment.selectionSet, type);
    pricing.delete(name);
    fragmentCosts.set(name, cost);
    return cost;
  };

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root) : 0;
}

function typeOf(schema: GraphQLSchema, name: string | undefined): GraphQLCompositeType | undefined {
  const type = name === undefined ? undefined : schema.getType(name);
  return type && isCompositeType(type) ? type : undefined;
}
