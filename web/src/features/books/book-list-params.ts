import type { BookCategory } from '@/__generated__/graphql';
import { normalizeSearchQuery } from '@/shared/lib/search-query';

/** Spec section 2: the chips after "all" (都市言情, 玄幻奇幻, 历史军事, 科幻未来, 悬疑推理). */
export const bookCategories: readonly BookCategory[] = [
  'URBAN_ROMANCE',
  'FANTASY_MAGIC',
  'HISTORY_MILITARY',
  'SCIFI_FUTURE',
  'MYSTERY_THRILLER',
];

/** Spec section 9: the book list shows 10 books a page. */
export const BOOK_LIST_PAGE_SIZE = 10;

/** The last page number the API takes: past it a link's page falls back to the first. */
const MAX_PAGE = 1_000_000;

export interface BookListState {
  category: BookCategory | null;
  /** The active search (trimmed), or null while browsing categories. */
  query: string | null;
  page: number;
}

function isBookCategory(value: string | null): value is BookCategory {
  return value !== null && (bookCategories as readonly string[]).includes(value);
}

/**
 * The book list keeps its state in the URL (?category=&q=&page=), so the browser's back button
 * returns to the same page of the same list. Unknown values fall back to the defaults.
 */
export function readBookListState(params: URLSearchParams): BookListState {
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    category: isBookCategory(category) ? category : null,
    query: normalizeSearchQuery(params.get('q') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function toBookListParams(state: BookListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.query !== null) params.q = state.query;
  else if (state.category !== null) params.category = state.category;
  if (state.page > 1) params.page = String(state.page);
  return params;
}
