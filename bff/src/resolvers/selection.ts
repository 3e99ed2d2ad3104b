import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

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
  let fields: FieldNode[] = [...info.fieldNodes];
  for (const name of path) fields = fields.flatMap((field) => fieldsNamed(info, field.selectionSet, name));
  return fields.length > 0;
}
