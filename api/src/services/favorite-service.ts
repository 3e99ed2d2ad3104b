import type { Database } from '../db/database.js';
import { notFound } from '../domain/errors.js';
import { bookRepository } from '../repositories/books.js';
import { favoriteRepository } from '../repositories/favorites.js';

/** A reader's favorites. Adding or removing twice is harmless. */
export function favoriteService(db: Database) {
  const favorites = favoriteRepository(db);
  const books = bookRepository(db);

  return {
    /** Adds a book (which must exist); answers the favorite's id. */
    async add(userId: number, bookId: number): Promise<number> {
      if (!(await books.byId(bookId))) throw notFound('Book not found', 'BOOK_NOT_FOUND');
      return favorites.add(userId, bookId);
    },

    remove: (userId: number, bookId: number) => favorites.remove(userId, bookId),

    /** Whether each book is a favorite, in the order asked for. */
    async states(userId: number, bookIds: readonly number[]): Promise<Array<{ bookId: number; isFavorited: boolean }>> {
      const favorited = await favorites.favoritedAmong(userId, bookIds);
      return bookIds.map((bookId) => ({ bookId, isFavorited: favorited.has(bookId) }));
    },

    page: (userId: number, page: number, pageSize: number) => favorites.page(userId, pageSize, (page - 1) * pageSize),
  };
}
