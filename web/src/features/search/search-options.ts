import type { SearchGenre, SearchSort } from '@/__generated__/graphql';

/** Spec section 2: the search category filter (fantasy, urban, history, scifi, wuxia, romance). */
export const searchGenres: readonly SearchGenre[] = ['FANTASY', 'URBAN', 'HISTORY', 'SCIFI', 'WUXIA', 'ROMANCE'];

/** Spec section 2: relevance, rating, readCount, viewCount, createdAt. */
export const searchSorts: readonly SearchSort[] = ['RELEVANCE', 'RATING', 'READ_COUNT', 'VIEW_COUNT', 'CREATED_AT'];

/** The spec's names of the filter values: what the selects and the address carry (the GraphQL enums are the keys). */
const genreNames: Record<SearchGenre, string> = { FANTASY: 'fantasy', URBAN: 'urban', HISTORY: 'history', SCIFI: 'scifi', WUXIA: 'wuxia', ROMANCE: 'romance' };
const sortNames: Record<SearchSort, string> = { RELEVANCE: 'relevance', RATING: 'rating', READ_COUNT: 'readCount', VIEW_COUNT: 'viewCount', CREATED_AT: 'createdAt' };

export const genreName = (genre: SearchGenre): string => genreNames[genre];
export const sortName = (sort: SearchSort): string => sortNames[sort];

/** The genre a spec name stands for; null for none or a name it does not know. */
export function genreNamed(name: string): SearchGenre | null {
  return searchGenres.find((genre) => genreNames[genre] === name) ?? null;
}

/** The sort order a spec name stands for; null for a name it does not know. */
export function sortNamed(name: string): SearchSort | null {
  return searchSorts.find((sort) => sortNames[sort] === name) ?? null;
}

/** Spec section 9: search pages hold 20 results. */
export const SEARCH_PAGE_SIZE = 20;
