import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_BATCH } from '../loaders.js';

/**
 * What an operation costs before it runs (ARCHITECTURE.md, "query cost"):
 * - `complexity`: the fields it can answer, where a list multiplies what is under it by its size
 *   (a `pageSize` argument, or the list's known bound), so a wide or deep list is expensive;
 * - `upstreamCalls`: an upper bound on the REST calls it makes. A field backed by a batching
 *   loader costs one call per batch of parents, whatever the list size; a field fetched one
 *   parent at a time costs one call per parent.
 */
export interface QueryCost {
  complexity: number;
  upstreamCalls: number;
}

interface UpstreamRule {
  /** REST calls per parent object (or per batch of parents when `batched`). */
  calls: number;
  batched?: boolean;
  /** Fields of one parent that share a single call (the chapter detail) count once. */
  shares?: string;
}

/**
 * The REST calls behind each resolver that makes any, keyed `Type.field`. Keep it next to the
 * resolvers' behaviour: a new field that calls the API needs a rule here.
 */
const upstreamRules: Record<string, UpstreamRule> = {
  'Query.me': { calls: 1 },
  'Query.books': { calls: 1 },
  'Query.searchBooks': { calls: 1 },
  'Query.book': { calls: 1 },
  'Query.chapter': { calls: 1 },
  'Query.favorites': { calls: 1 },
  'Query.checkinStatus': { calls: 1 },
  'Query.readingTask': { calls: 1 },
  'Query.rewardRules': { calls: 1 },
  'Query.withdrawConfig': { calls: 1 },
  'Query.withdrawTargets': { calls: 1 },
  'Query.withdrawProgress': { calls: 1 },
  'Query.withdrawStanding': { calls: 1 },
  'Query.accountDetails': { calls: 1 },
  'Query.continueReading': { calls: 1 },
  'Query.readingStats': { calls: 1 },
  'User.readerSettings': { calls: 1 },
  'ContinueReadingEntry.book': { calls: 1, batched: true },
  'Book.isFavorited': { calls: 1, batched: true },
  'Book.readingProgress': { calls: 1, batched: true },
  'Book.chapters': { calls: 1, batched: true },
  'Chapter.content': { calls: 1, shares: 'chapter-detail' },
  'Chapter.locked': { calls: 1, shares: 'chapter-detail' },
  'Chapter.previousChapterId': { calls: 1, shares: 'chapter-detail' },
  'Chapter.nextChapterId': { calls: 1, shares: 'chapter-detail' },
  'Chapter.readingProgress': { calls: 1, batched: true },
  'Favorite.book': { calls: 1, batched: true },
  'ReadHistoryEntry.book': { calls: 1, batched: true },
  // Mutations: the call itself, plus the reads their payloads are built from.
  'Mutation.login': { calls: 1 },
  'Mutation.register': { calls: 1 },
  'Mutation.resetPassword': { calls: 1 },
  'Mutation.logout': { calls: 1 },
  'Mutation.updateProfile': { calls: 1 },
  'Mutation.changePassword': { calls: 1 },
  'Mutation.issueRecoveryCode': { calls: 1 },
  'Mutation.addFavorite': { calls: 2 },
  'Mutation.removeFavorite': { calls: 2 },
  'Mutation.startReading': { calls: 3 },
  'Mutation.reportReadingProgress': { calls: 3 },
  'Mutation.checkIn': { calls: 2 },
  'Mutation.settleReadingTask': { calls: 2 },
  'Mutation.withdraw': { calls: 2 },
  'Mutation.recordAchievement': { calls: 1 },
  'Mutation.saveReaderSettings': { calls: 1 },
};

/** Lists without a page size or a limit, and their bounds. */
const listBounds: Record<string, number> = {
  'User.readHistory': 10,
  'Query.withdrawTargets': 10,
  'StartReadingPayload.rewards': 4,
  'ReadingProgressPayload.rewards': 4,
};
const DEFAULT_LIST_BOUND = 10;

/** The session check of a signed-in request (at most one per request). */
const SESSION_CALLS = 1;

/** The field's arguments; empty when the variables do not fit (execution then reports why). */
function argumentsOf(field: GraphQLField<unknown, unknown>, node: Parameters<typeof getArgumentValues>[1], variables: Record<string, unknown>) {
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    return {};
  }
}

/**
 * A list size asked for in an argument, at least 1: a size below that is refused by its resolver,
 * and counted as it is it would take from the cost of the rest of the request. An explicit null
 * counts as the argument's default, which is what the resolvers apply to it.
 */
function listSize(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, name: string): number | null {
  const value = args[name] ?? field.args.find((arg) => arg.name === name)?.defaultValue;
  return typeof value === 'number' ? Math.max(1, value) : null;
}

export function queryCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let complexity = 0;
  let upstreamCalls = SESSION_CALLS;

  /** Visits the selections on `count` objects of `type`; `pageSize` sizes a page type's `items`. */
  function visit(type: GraphQLObjectType, selectionSet: SelectionSetNode, count: number, pageSize: number | null, shared: Set<string>, seenFragments: Set<string>): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seenFragments.has(fragment.name.value)) continue;
        const fragmentType = schema.getType(fragment.typeCondition.name.value);
        if (isObjectType(fragmentType)) visit(fragmentType, fragment.selectionSet, count, pageSize, shared, new Set([...seenFragments, fragment.name.value]));
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const fragmentType = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (isObjectType(fragmentType)) visit(fragmentType, selection.selectionSet, count, pageSize, shared, seenFragments);
        continue;
      }
      const name = selection.name.value;
      // A field like any other in the answer it adds to (aliased, it could fill one without limit).
      if (name === '__typename') {
        complexity += count;
        continue;
      }
      if (name.startsWith('__')) continue;
      const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[name];
      if (!field) continue;
      complexity += count;

      const key = `${type.name}.${name}`;
      const rule = upstreamRules[key];
      if (rule?.shares) {
        if (!shared.has(rule.shares)) {
          shared.add(rule.shares);
          upstreamCalls += count * rule.calls;
        }
      } else if (rule) {
        upstreamCalls += rule.batched ? Math.ceil(count / MAX_BATCH) * rule.calls : count * rule.calls;
      }

      const named = getNamedType(field.type);
      if (!selection.selectionSet || !isObjectType(named)) continue;
      const args = argumentsOf(field, selection, variables);
      const limit = listSize(field, args, 'limit');
      const size = isListType(getNullableType(field.type)) ? (name === 'items' && pageSize !== null ? pageSize : (limit ?? listBounds[key] ?? DEFAULT_LIST_BOUND)) : 1;
      const childPageSize = listSize(field, args, 'pageSize');
      visit(named, selection.selectionSet, count * size, childPageSize, new Set(), seenFragments);
    }
  }

  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'query' ? schema.getQueryType() : null;
  if (root) visit(root, operation.selectionSet, 1, null, new Set(), new Set());
  return { complexity, upstreamCalls };
}
