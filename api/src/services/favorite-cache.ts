import type { Database, Subscription } from '../db/database.js';
import { favoriteRepository } from '../repositories/favorites.js';
import { followedMemory } from './followed-memory.js';

/** The channel migration 007 notifies when a reader's favorites change. */
export const FAVORITE_CHANGES_CHANNEL = 'favorite_changes';

/** A reader with more favorites than this is asked of the database every time: theirs are not kept. */
const MAX_KEPT_FAVORITES_PER_READER = 2_000;
/** Marks a reader whose favorites are too many to keep. */
const TOO_MANY = 'too many';
type KeptFavorites = ReadonlySet<number> | typeof TOO_MANY;

/**
 * The favorites repository, with each reader's favorite book ids kept in memory: the home page
 * asks which of a page's books are favorites for every page it shows (api/BENCHMARKS.md).
 *
 * As with sessions (session-cache.ts), a change must show at once on every API process: this
 * process forgets a reader's favorites when it changes them, before it answers, and the others
 * learn of it from the database, which notifies FAVORITE_CHANGES_CHANNEL on every change, whoever
 * makes it (migration 007). Nothing is kept while that channel is not followed.
 */
export function cachedFavorites(db: Database, { maxPerReader = MAX_KEPT_FAVORITES_PER_READER }: { maxPerReader?: number } = {}) {
  const favorites = favoriteRepository(db);
  const kept = followedMemory<number, KeptFavorites>({
    max: 20_000,
    // Counted in book ids, so many readers with a few favorites each fit, and few with many.
    maxSize: 500_000,
    sizeCalculation: (ids) => (ids === TOO_MANY ? 1 : ids.size + 1),
    // A bound in case a change ever goes unheard, as for sessions.
    ttl: 30_000,
  });

  const load = async (userId: number): Promise<KeptFavorites> => {
    const ids = await favorites.idsOf(userId, maxPerReader + 1);
    return ids.length > maxPerReader ? TOO_MANY : new Set(ids);
  };

  return {
    ...favorites,

    /** Whether the database's notices are followed now (favorites are kept only then). */
    isFollowingChanges: kept.isFollowing,

    async add(userId: number, bookId: number): Promise<number> {
      const id = await favorites.add(userId, bookId);
      kept.forget(userId);
      return id;
    },

    async remove(userId: number, bookId: number): Promise<boolean> {
      const removed = await favorites.remove(userId, bookId);
      kept.forget(userId);
      return removed;
    },

    async favoritedAmong(userId: number, bookIds: readonly number[]): Promise<Set<number>> {
      const all = await kept.read(userId, () => load(userId));
      if (all === null || all === TOO_MANY) return favorites.favoritedAmong(userId, bookIds);
      return new Set(bookIds.filter((bookId) => all.has(bookId)));
    },

    /** Follows the database's notifications; favorites are kept from the moment they are heard. */
    followChanges: (onFollowing?: (following: boolean) => void): Subscription =>
      kept.follow(db, FAVORITE_CHANGES_CHANNEL, (userIds) => userIds.forEach((userId) => kept.forget(userId)), onFollowing),
  };
}

export type CachedFavorites = ReturnType<typeof cachedFavorites>;
