import { paths } from '@/config/paths';

/**
 * Router state a list puts on its links to a novel, so the detail page's back button knows where
 * the reader came from (spec section 2: back to the search with its query, otherwise home).
 */
export interface NovelOriginState {
  fromSearch: string;
}

export function searchOriginState(query: string): NovelOriginState {
  return { fromSearch: query };
}

/** Where the detail page's back button goes for the router state it was opened with. */
export function novelBackHref(state: unknown): string {
  const query = (state as Partial<NovelOriginState> | null | undefined)?.fromSearch;
  if (typeof query === 'string' && query.trim() !== '') return paths.search.getHref(query);
  return paths.home.getHref();
}
