import { paths } from '@/config/paths';

/**
 * The longest query the server takes (SEARCH_KEYWORDS_TOO_LONG past it). The box holds no more: a
 * query far longer would not even reach the server (the GET request's line outgrows its limit) and
 * be told "search failed" with a retry that cannot work.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** White space and invisible format characters (a zero-width space, a byte-order mark) at either end. */
const blankEnds = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * The query a search box submits: trimmed, or null when blank (spec section 5). Invisible
 * characters count as blank: a pasted zero-width space alone is no search.
 */
export function normalizeSearchQuery(raw: string): string | null {
  const trimmed = raw.replace(blankEnds, '');
  return trimmed === '' ? null : trimmed;
}

/** Where a home-page search goes: /search?q=<trimmed, URL-encoded query>, or null when blank. */
export function searchResultsHref(raw: string): string | null {
  const query = normalizeSearchQuery(raw);
  return query === null ? null : paths.search.getHref(query);
}
