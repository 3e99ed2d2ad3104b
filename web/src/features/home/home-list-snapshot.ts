import type { ApolloCache } from '@apollo/client/cache';
import { NovelCardFragment } from '@/shared/ui/novel-card';
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

/**
 * The saved novels in the shape of the `books` field, for writing back into the Apollo cache. A
 * novel the cache already knows keeps its favorite mark: the saved copy may be older (a favorite
 * removed on the detail page, then the page reloaded), and writing it would put the old mark back.
 */
export function toBookPage(place: HomeCache, cache: ApolloCache) {
  const items = place.novels.map((novel): HomeNovel => {
    // Partial: the screen that wrote the book last (the detail page) may not have asked for every card field.
    const current = cache.readFragment({ fragment: NovelCardFragment, id: cache.identify({ __typename: 'Book', id: novel.id }), returnPartialData: true });
    return typeof current?.isFavorited === 'boolean' ? { ...novel, isFavorited: current.isFavorited } : novel;
  });
  return {
    __typename: 'BookPage' as const,
    items,
    page: place.currentPage,
    pageSize: place.pageSize,
    total: place.totalBooks,
    totalPages: place.totalPages,
    hasMore: place.currentPage < place.totalPages,
  };
}
