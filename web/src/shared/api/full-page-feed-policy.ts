import type { FieldPolicy } from '@apollo/client/cache';
import { appendPage } from './paged-field-policy';

/**
 * A field policy for an infinite list whose "is there more?" rule is the client's, not the
 * server's: more rows may exist only when the last page came back exactly full (spec section 4,
 * account details). Pages are appended into one cache entry per `listArgs` (never `page`), a
 * repeated first page starts the list over, and a row that shifted onto the next page because a
 * newer one arrived meanwhile is shown once.
 */
interface FeedPage {
  items: readonly unknown[];
  pageSize: number;
  hasMore: boolean;
}

export function mergeFullPageFeed<T extends FeedPage>(
  existing: T | undefined,
  incoming: T,
  page: number,
  idOf: (item: unknown) => unknown,
): T {
  const merged = appendPage(existing, incoming, page);
  const seen = new Set<unknown>();
  const items = merged.items.filter((item) => {
    const id = idOf(item);
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { ...merged, items, hasMore: incoming.items.length === incoming.pageSize };
}

export function fullPageFeedPolicy(listArgs: readonly string[]): FieldPolicy<FeedPage> {
  return {
    keyArgs: [...listArgs],
    merge(existing, incoming, { args, readField }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      return mergeFullPageFeed(existing, incoming, page, (item) =>
        typeof item === 'object' && item !== null ? readField('id', item as Parameters<typeof readField>[1]) : item,
      );
    },
  };
}
