import {
  getArgumentValues,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/** The fields of a selection set called `name`, looking into fragments as well. */
function fieldsNamed(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, name: string): FieldNode[] {
  return (set?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name ? [selection] : [];
    const inner = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet;
    return fieldsNamed(info, inner, name);
  });
}

/**
 * Whether the operation asks, below the field being resolved, for the fields of `path` (for
 * example `['items', 'isFavorited']`), through fragments too. `@skip` and `@include` are not
 * looked at, so a field they leave out counts as asked for (the caller then fetches a little more
 * than the answer shows, never less).
 */
export function asksFor(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return selectedFields(info, path).length > 0;
}

function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): FieldNode[] {
  let fields: FieldNode[] = [...info.fieldNodes];
  for (const name of path) fields = fields.flatMap((field) => fieldsNamed(info, field.selectionSet, name));
  return fields;
}

/**
 * The arguments (with the schema's defaults and the operation's variables filled in) of each
 * selection of the field at `path` below the field being resolved: one entry per selection, so
 * two aliases of a field give two. Empty when the operation does not ask for it.
 */
export function argumentsAt(info: GraphQLResolveInfo, path: readonly string[]): Array<Record<string, unknown>> {
  let type = getNamedType(info.returnType);
  let definition: GraphQLField<unknown, unknown> | undefined;
  for (const name of path) {
    definition = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
    if (!definition) return [];
    type = getNamedType(definition.type);
  }
  const field = definition;
  if (!field) return [];
  return selectedFields(info, path).map((node) => getArgumentValues(field, node, info.variableValues));
}
