import type { Queryable } from '../db/database.js';
import { notFound } from '../domain/errors.js';
import { bookRepository } from '../repositories/books.js';

/** Refuses with 404 BOOK_NOT_FOUND unless the book is in the catalog (ARCHITECTURE.md: 404 no such thing). */
export async function assertBookExists(db: Queryable, bookId: number): Promise<void> {
  if (!(await bookRepository(db).exists(bookId))) throw notFound('Book not found', 'BOOK_NOT_FOUND');
}
