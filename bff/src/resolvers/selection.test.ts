import { Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { asksFor } from './selection.js';

/** The resolve info of the operation's first top-level field, as far as asksFor reads it. */
function infoOf(document: string): GraphQLResolveInfo {
  const { definitions } = parse(document);
  const operation = definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation.selectionSet.selections[0]!;
  if (field.kind !== Kind.FIELD) throw new Error('the first selection must be a field');
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

const MARKS = ['items', 'isFavorited'];

describe('asksFor', () => {
  it('finds a field asked for directly', () => {
    expect(asksFor(infoOf('{ books { items { id isFavorited } } }'), MARKS)).toBe(true);
  });

  it('finds it through named and inline fragments, at either level', () => {
    expect(asksFor(infoOf('{ books { items { ...Card } } } fragment Card on Book { title isFavorited }'), MARKS)).toBe(true);
    expect(asksFor(infoOf('{ books { ...List } } fragment List on BookPage { items { ... on Book { isFavorited } } }'), MARKS)).toBe(true);
    expect(
      asksFor(
        infoOf(
          '{ books { ...List } } fragment List on BookPage { items { ...Card } } fragment Card on Book { ...Mark } fragment Mark on Book { isFavorited }',
        ),
        MARKS,
      ),
    ).toBe(true);
  });

  it('counts a field under @skip or @include as asked for (the directives are not looked at)', () => {
    expect(asksFor(infoOf('{ books { items { id isFavorited @skip(if: true) } } }'), MARKS)).toBe(true);
  });

  it('says no when the field is not asked for, or only elsewhere in the operation', () => {
    expect(asksFor(infoOf('{ books { items { id title } total } }'), MARKS)).toBe(false);
    expect(asksFor(infoOf('{ books { total } }'), MARKS)).toBe(false);
    expect(asksFor(infoOf('{ books { items { id } } me { id } } fragment Unused on Book { isFavorited }'), MARKS)).toBe(false);
    expect(asksFor(infoOf('{ books { isFavorited: total items { id } } }'), MARKS)).toBe(false);
  });
});
