/**
 * The search page's filters as its address holds them, by the spec's names
 * (`/search?q=…&category=wuxia&sort=rating`), so back, forward, a reload and the detail page's back
 * button bring the same results. The search page checks the values it reads; the default sort is
 * left out.
 */
export const searchFilterParams = { genre: 'category', sort: 'sort' } as const;

const DEFAULT_SORT = 'relevance';

export interface SearchFilterValues {
  genre: string | null;
  sort: string | null;
}

/** `category=…&sort=…` for the filters set (empty for none), to follow `?q=…`. */
export function searchFiltersQuery({ genre, sort }: SearchFilterValues): string {
  const query = new URLSearchParams();
  if (genre) query.set(searchFilterParams.genre, genre);
  if (sort && sort !== DEFAULT_SORT) query.set(searchFilterParams.sort, sort);
  return query.toString();
}

/** The search page's address with the filters set, from the address for its query alone. */
export function withSearchFilters(href: string, filters: SearchFilterValues): string {
  const query = searchFiltersQuery(filters);
  return query === '' ? href : `${href}${href.includes('?') ? '&' : '?'}${query}`;
}
