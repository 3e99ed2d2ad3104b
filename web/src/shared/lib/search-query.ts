import { paths } from '@/config/paths';

/**
 * The longest query the server takes (SEARCH_KEYWORDS_TOO_LONG past it). The box holds no more: a
 * query far longer would not even reach the server (the GET request's line outgrows its limit) and
 * be told "search failed" with a retry that cannot work.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The query a search box submits: trimmed, or null when blank or whitespace only (spec section 5). */
export function normalizeSearchQuery(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** Where a home-page search goes: /search?q=<trimmed, URL-encoded query>, or null when blank. */
export function searchResultsHref(raw: string): string | null {
  const query = normalizeSearchQuery(raw);
  return query === null ? null : paths.search.getHref(query);
}
