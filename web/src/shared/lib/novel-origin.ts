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

/** The origin a list put in the router state, if any: carried from the detail page into the reader and back. */
export function novelOrigin(state: unknown): NovelOriginState | undefined {
  const query = (state as Partial<NovelOriginState> | null | undefined)?.fromSearch;
  return typeof query === 'string' && query.trim() !== '' ? { fromSearch: query } : undefined;
}

/** Where the detail page's back button goes for the router state it was opened with. */
export function novelBackHref(state: unknown): string {
  const origin = novelOrigin(state);
  return origin ? paths.search.getHref(origin.fromSearch) : paths.home.getHref();
}
