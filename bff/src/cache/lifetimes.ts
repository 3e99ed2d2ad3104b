/**
 * Cache lifetimes in seconds (spec section 9). Coins, tasks, check-in, withdrawals and account
 * details have none: they are always read from the API.
 */
export const CACHE_TTL = {
  user: 60 * 60,
  books: 30 * 60,
  chapters: 2 * 60 * 60,
  favorites: 60 * 60,
  search: 10 * 60,
  bookDetail: 5 * 60,
  /** Reading statistics; a progress report makes them unreachable at once (version stamp). */
  statistics: 5 * 60,
  /** Automatic persisted queries' texts (persisted-queries.ts): registered again on a miss. */
  persistedQuery: 24 * 60 * 60,
  /** Version stamps that invalidate a family of keys at once. */
  version: 7 * 24 * 60 * 60,
} as const;
