import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.js';
import { queryCost } from './query-cost.js';
import { UpstreamBudget } from './upstream-budget.js';

const schema = buildSchema(loadTypeDefs().join('\n'));
const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return queryCost(schema, document, document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!, variables);
};

describe('queryCost', () => {
  it('multiplies what is under a page by its page size', () => {
    expect(cost('{ books(pageSize: 10) { items { id title } } }').complexity).toBe(1 + 1 + 10 * 2);
    expect(cost('{ books(pageSize: 10) { items { id chapters(pageSize: 5) { items { id } } } } }').complexity).toBe(1 + 1 + 10 * 2 + 10 * 1 + 10 * 5);
  });

  it('uses the default page size and variables', () => {
    expect(cost('{ books { items { id } } }').complexity).toBe(1 + 1 + 10);
    expect(cost('query($n: Int) { books(pageSize: $n) { items { id } } }', { n: 7 }).complexity).toBe(1 + 1 + 7);
  });

  it('counts fragments and inline fragments where they are spread', () => {
    const query = `query { books(pageSize: 4) { items { ...Card ... on Book { author } } } } fragment Card on Book { id title }`;
    expect(cost(query).complexity).toBe(1 + 1 + 4 * 3);
  });

  it('counts a batched field once per batch of parents, whatever the list size', () => {
    // The session check, the page, then one call each for favorites, progress and chapter lists.
    expect(cost('{ books(pageSize: 100) { items { isFavorited readingProgress { lastChapterId } chapters { total } } } }').upstreamCalls).toBe(1 + 1 + 3);
  });

  it('counts a field fetched one parent at a time once per parent, its sibling fields sharing the call', () => {
    expect(cost('{ book(id: "1") { chapters(pageSize: 20) { items { content locked nextChapterId } } } }').upstreamCalls).toBe(1 + 1 + 1 + 20);
  });

  it('adds up aliases', () => {
    const one = cost('{ a: book(id: "1") { chapters(pageSize: 3) { items { content } } } }').upstreamCalls;
    const two = cost('{ a: book(id: "1") { chapters(pageSize: 3) { items { content } } } b: book(id: "2") { chapters(pageSize: 3) { items { content } } } }').upstreamCalls;
    expect(two - 1).toBe(2 * (one - 1));
  });
});

describe('what the cost cannot skip', () => {
  it('counts __typename like any field, aliased or not', () => {
    const aliases = Array.from({ length: 50 }, (_, index) => `t${index}: __typename`).join(' ');
    expect(cost(`{ books(pageSize: 100) { items { ${aliases} } } }`).complexity).toBe(1 + 1 + 100 * 50);
    expect(cost('{ books(pageSize: 10) { __typename items { id __typename } } }').complexity).toBe(1 + 1 + 1 + 10 * 2);
  });

  it('sizes a list asked for with an explicit null by the default its resolver applies', () => {
    expect(cost('{ book(id: "2") { chapters(page: 1, pageSize: null) { items { content } } } }')).toEqual(
      cost('{ book(id: "2") { chapters(page: 1) { items { content } } } }'),
    );
    expect(cost('{ book(id: "2") { chapters(pageSize: null) { items { content } } } }').upstreamCalls).toBe(1 + 1 + 1 + 50);
    expect(cost('query($n: Int) { searchBooks(query: "a", pageSize: $n) { items { id } } }', { n: null }).complexity).toBe(1 + 1 + 20);
  });
});

describe('list sizes below 1', () => {
  it('count as 1, never taking from the cost of the rest of the request', () => {
    const heavy = cost('{ books(pageSize: 100) { items { id title author } } }');
    const withNegative = cost('{ books(pageSize: 100) { items { id title author } } n: books(pageSize: -10000000) { items { id } } c: continueReading(limit: -1000) { chapterId } }');
    expect(withNegative.complexity).toBeGreaterThan(heavy.complexity);
    expect(withNegative.upstreamCalls).toBeGreaterThan(heavy.upstreamCalls);
  });
});

describe('UpstreamBudget', () => {
  const operation = (complexity: number, upstreamCalls: number) => ({ complexity, upstreamCalls });

  it('refuses fields past the limit, adding up the operations of one request', () => {
    const budget = new UpstreamBudget(10);
    budget.reserve(operation(600, 1), 1000);
    expect(() => budget.reserve(operation(600, 1), 1000)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX', complexity: 1200 }) }),
    );
  });

  it('refuses an estimate past the limit, adding up the operations of one request', () => {
    const budget = new UpstreamBudget(10);
    budget.reserve(operation(1, 6), 1000);
    expect(() => budget.reserve(operation(1, 5), 1000)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_BUDGET_EXCEEDED' }) }));
  });

  it('keeps nothing of a refused operation: the ones batched after it are judged on their own cost', () => {
    const budget = new UpstreamBudget(10);
    expect(() => budget.reserve(operation(5, 63), 1000)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ estimated: 63 }) }));
    expect(() => budget.reserve(operation(995, 2), 1000)).not.toThrow();
    const fresh = new UpstreamBudget(10);
    expect(() => fresh.reserve(operation(5000, 1), 1000)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ complexity: 5000 }) }));
    expect(() => fresh.reserve(operation(10, 10), 1000)).not.toThrow();
  });

  it('refuses the call past the limit even when no estimate warned', () => {
    const budget = new UpstreamBudget(3);
    budget.spend();
    budget.spend();
    budget.spend();
    expect(budget.callsMade).toBe(3);
    expect(() => budget.spend()).toThrow(/limit of 3 calls/);
  });
});
