import type { Database } from '../db/database.js';
import { assertBookExists } from './assert-book-exists.js';
import type { CachedFavorites } from './favorite-cache.js';

/** A reader's favorites. Adding or removing twice is harmless; a book that does not exist is a 404. */
export function favoriteService(db: Database, { favorites }: { favorites: CachedFavorites }) {
  return {
    /** Adds a book; answers the favorite's id. */
    async add(userId: number, bookId: number): Promise<number> {
      await assertBookExists(db, bookId);
      return favorites.add(userId, bookId);
    },

    async remove(userId: number, bookId: number): Promise<void> {
      if (!(await favorites.remove(userId, bookId))) await assertBookExists(db, bookId);
    },

    /** Whether one book is a favorite. */
    async state(userId: number, bookId: number): Promise<{ bookId: number; isFavorited: boolean }> {
      const isFavorited = (await favorites.favoritedAmong(userId, [bookId])).has(bookId);
      if (!isFavorited) await assertBookExists(db, bookId);
      return { bookId, isFavorited };
    },

    /** Whether each book is a favorite, in the order asked for (a batch for DataLoader: an unknown book is not one). */
    async states(userId: number, bookIds: readonly number[]): Promise<Array<{ bookId: number; isFavorited: boolean }>> {
      const favorited = await favorites.favoritedAmong(userId, bookIds);
      return bookIds.map((bookId) => ({ bookId, isFavorited: favorited.has(bookId) }));
    },

    page: (userId: number, page: number, pageSize: number) => favorites.page(userId, pageSize, (page - 1) * pageSize),
  };
}
