import { paths } from '@/config/paths';

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
