import type { FieldPolicy } from '@apollo/client/cache';
import type { FieldNode } from 'graphql';

/**
 * One field policy for every paged list of the schema (BookPage, FavoritePage, ...). A screen
 * chooses how its pages are kept by the way it selects the field:
 *
 * - numbered pages (desktop home, book list, favorites): `books(page: $page, ...)`. The page is
 *   part of the cache key, so every page is its own entry and going back to one is instant.
 * - a feed (infinite scroll on the phone home and search): `books(...) @connection(key: "feed")`.
 *   The page is left out of the key and `fetchMore({ variables: { page } })` appends that page to
 *   the one entry, which reads as a single long page (`page` is then the last page loaded).
 *
 * Apollo Client strips @connection before sending the operation, so the server never sees it.
 */
export const feedDirective = 'connection';

interface PageShape {
  items: readonly unknown[];
  pageSize: number;
}

export function isFeedField(field: FieldNode | null | undefined): boolean {
  return field?.directives?.some((directive) => directive.name.value === feedDirective) ?? false;
}

/**
 * Adds page `page` to a feed: the items of the pages before it are kept (a repeated or earlier
 * page replaces what followed it), and the page fields (total, hasMore, ...) are the newest.
 */
export function appendPage<T extends PageShape>(existing: T | undefined, incoming: T, page: number): T {
  if (!existing || page <= 1) return incoming;
  const kept = existing.items.slice(0, (page - 1) * incoming.pageSize);
  return { ...incoming, items: [...kept, ...incoming.items] };
}

/** `listArgs`: the arguments that make a different list (filters, page size), never `page`. */
export function pagedFieldPolicy(listArgs: readonly string[]): FieldPolicy<PageShape> {
  return {
    keyArgs: (_args, { field }) => (isFeedField(field) ? [...listArgs, `@${feedDirective}`, ['key']] : [...listArgs, 'page']),
    merge(existing, incoming, { args, field }) {
      if (!isFeedField(field)) return incoming;
      const page = typeof args?.page === 'number' ? args.page : 1;
      return appendPage(existing, incoming, page);
    },
  };
}
