import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_ROOT_FIELDS = 20;

/**
 * Caps what one document may ask for: nesting depth (counted through fragments) and the number of root fields,
 * aliases included, so a single request cannot fan out into thousands of resolver calls.
 */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])));

  const depthOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !seen.has(name)) deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set(seen).add(name)));
      }
    }
    return deepest;
  };

  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(new GraphQLError(`The query is nested ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`, { nodes: [operation] }));
      }
      const rootFields = operation.selectionSet.selections.length;
      if (rootFields > MAX_ROOT_FIELDS) {
        context.reportError(
          new GraphQLError(`The operation asks for ${rootFields} root fields; at most ${MAX_ROOT_FIELDS} are allowed.`, { nodes: [operation] }),
        );
      }
    },
  };
}
