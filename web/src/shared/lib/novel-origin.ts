import { paths } from '@/config/paths';
import { withSearchFilters, type SearchFilterValues } from './search-filters';

/**
 * Router state a list puts on its links to a novel, so the detail page's back button knows where
 * the reader came from (spec section 2: back to the search with its query, otherwise home).
 */
export interface NovelOriginState {
  fromSearch: string;
  /** The search's filters (search-filters.ts), when any were set. */
  searchFilters?: SearchFilterValues;
}

export function searchOriginState(query: string, filters?: SearchFilterValues): NovelOriginState {
  return filters ? { fromSearch: query, searchFilters: filters } : { fromSearch: query };
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The origin a list put in the router state, if any: carried from the detail page into the reader and back. */
export function novelOrigin(state: unknown): NovelOriginState | undefined {
  const origin = state as Partial<NovelOriginState> | null | undefined;
  const query = origin?.fromSearch;
  if (typeof query !== 'string' || query.trim() === '') return undefined;
  const filters = origin?.searchFilters;
  return filters ? searchOriginState(query, { genre: textOrNull(filters.genre), sort: textOrNull(filters.sort) }) : searchOriginState(query);
}

/** Where the detail page's back button goes for the router state it was opened with. */
export function novelBackHref(state: unknown): string {
  const origin = novelOrigin(state);
  if (!origin) return paths.home.getHref();
  const href = paths.search.getHref(origin.fromSearch);
  return origin.searchFilters ? withSearchFilters(href, origin.searchFilters) : href;
}
