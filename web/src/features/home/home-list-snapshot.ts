import type { HomeCache, HomeNovel } from './home-cache';

/**
 * The home list between the Apollo cache's `books` field and the saved place (home-cache.ts):
 * written by the home screens only, so kept out of the boot entry, which only reads the place.
 */

/** What is saved of a list: everything but where the reader was and when. */
export type HomeListSnapshot = Pick<HomeCache, 'novels' | 'currentPage' | 'totalPages' | 'totalBooks' | 'pageSize'>;

/** The snapshot of a `books` page or feed as the Apollo cache holds it. */
export function snapshotOf(books: {
  items: readonly HomeNovel[];
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
}): HomeListSnapshot {
  return {
    novels: [...books.items],
    currentPage: books.page,
    totalPages: books.totalPages,
    totalBooks: books.total,
    pageSize: books.pageSize,
  };
}

/** The saved novels in the shape of the `books` field, for writing back into the Apollo cache. */
export function toBookPage(cache: HomeCache) {
  return {
    __typename: 'BookPage' as const,
    items: cache.novels,
    page: cache.currentPage,
    pageSize: cache.pageSize,
    total: cache.totalBooks,
    totalPages: cache.totalPages,
    hasMore: cache.currentPage < cache.totalPages,
  };
}
