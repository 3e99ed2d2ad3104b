import type { SearchGenre, SearchSort } from '@/__generated__/graphql';

/** Spec section 2: the search category filter (fantasy, urban, history, scifi, wuxia, romance). */
export const searchGenres: readonly SearchGenre[] = ['FANTASY', 'URBAN', 'HISTORY', 'SCIFI', 'WUXIA', 'ROMANCE'];

/** Spec section 2: relevance, rating, readCount, viewCount, createdAt. */
export const searchSorts: readonly SearchSort[] = ['RELEVANCE', 'RATING', 'READ_COUNT', 'VIEW_COUNT', 'CREATED_AT'];

/** Spec section 9: search pages hold 20 results. */
export const SEARCH_PAGE_SIZE = 20;

export function isSearchGenre(value: string): value is SearchGenre {
  return (searchGenres as readonly string[]).includes(value);
}

export function isSearchSort(value: string): value is SearchSort {
  return (searchSorts as readonly string[]).includes(value);
}
