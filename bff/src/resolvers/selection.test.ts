import { buildSchema, Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { argumentsAt, asksFor } from './selection.js';

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

describe('argumentsAt', () => {
  const schema = buildSchema(`
    type Query { book(id: ID!): Book }
    type Book { id: ID! chapters(page: Int = 1, pageSize: Int = 50): ChapterPage! }
    type ChapterPage { total: Int! }
  `);
  /** As infoOf, resolving `book`, with the operation's variables. */
  const atBook = (document: string, variableValues: Record<string, unknown> = {}) =>
    ({ ...infoOf(document), returnType: schema.getQueryType()!.getFields().book!.type, variableValues }) as GraphQLResolveInfo;

  it("gives the field's arguments with the schema's defaults and the operation's variables", () => {
    expect(
      argumentsAt(atBook('query ($size: Int) { book(id: 1) { chapters(pageSize: $size) { total } } }', { size: 20 }), ['chapters']),
    ).toEqual([{ page: 1, pageSize: 20 }]);
    expect(argumentsAt(atBook('{ book(id: 1) { chapters { total } } }'), ['chapters'])).toEqual([{ page: 1, pageSize: 50 }]);
  });

  it('gives one entry per selection, aliases and fragments included', () => {
    const info = atBook(
      '{ book(id: 1) { a: chapters(page: 2) { total } ...More } } fragment More on Book { chapters(pageSize: 5) { total } }',
    );
    expect(argumentsAt(info, ['chapters'])).toEqual([
      { page: 2, pageSize: 50 },
      { page: 1, pageSize: 5 },
    ]);
  });

  it('gives none for a field not asked for, or one the type does not have', () => {
    expect(argumentsAt(atBook('{ book(id: 1) { id } }'), ['chapters'])).toEqual([]);
    expect(argumentsAt(atBook('{ book(id: 1) { id } }'), ['pages'])).toEqual([]);
    expect(argumentsAt(atBook('{ book(id: 1) { chapters { total } } }'), ['chapters', 'total', 'deeper'])).toEqual([]);
  });
});
