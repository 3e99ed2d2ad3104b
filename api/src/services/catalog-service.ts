import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../domain/errors.js';
import { chapterPrice, type SearchSort } from '../domain/rules.js';
import { bookRepository, type BookRow, type CategoryFilter } from '../repositories/books.js';
import { chapterRepository, type ChapterRow, type ChapterSummaryRow } from '../repositories/chapters.js';
import { favoriteRepository } from '../repositories/favorites.js';
import { readingRepository } from '../repositories/reading.js';
import { MAX_ID } from '../schemas/common.js';
import { toTsQuery } from '../search/tokens.js';

export interface ChapterPage {
  book: BookRow;
  items: ChapterSummaryRow[];
  total: number;
}

export interface ChapterToRead {
  chapter: ChapterRow;
  price: number;
  isPurchased: boolean;
  locked: boolean;
  /** The caller's progress on it (nothing read for a guest). */
  readingProgress: { progress: number; isCompleted: boolean };
}

const offset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** The catalog: books, search, categories, chapter lists, chapter texts and covers. */
export function catalogService(db: Database) {
  // One repository for the service's life: it keeps list totals for a minute.
  const books = bookRepository(db);
  const chapters = chapterRepository(db);
  const favorites = favoriteRepository(db);

  /** A category given as a Chinese name (都市言情), a category slug or a genre slug (fantasy); 'all' or none is no filter. */
  async function categoryFilter(value: string | undefined): Promise<CategoryFilter> {
    if (!value || value === 'all') return null;
    const filter = await books.resolveCategory(value);
    if (!filter) throw badRequest(`Unknown category: ${value}`, 'UNKNOWN_CATEGORY');
    return filter;
  }

  return {
    async listBooks(query: { page: number; pageSize: number; category?: string | undefined; hasContentOnly?: boolean | undefined }) {
      const category = await categoryFilter(query.category);
      return books.list({ limit: query.pageSize, offset: offset(query.page, query.pageSize), category, hasContentOnly: query.hasContentOnly ?? false });
    },

    /** Books by id, in the order asked for; unknown ids are left out. */
    async booksByIds(ids: readonly number[]): Promise<BookRow[]> {
      const byId = new Map((await books.byIds(ids)).map((row) => [row.book_id, row]));
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    },

    async search(query: { q: string; page: number; pageSize: number; category?: string | undefined; sort: SearchSort }) {
      const category = await categoryFilter(query.category);
      const tsQuery = toTsQuery(query.q);
      // Words with nothing to search by (punctuation, emoji: the route has refused blank ones)
      // match no book: the empty result, not "please enter keywords" under a filled-in box.
      if (!tsQuery) return { items: [], total: 0 };
      return books.search({ tsQuery, category, sort: query.sort, limit: query.pageSize, offset: offset(query.page, query.pageSize) });
    },

    /** A book's detail, counting a view; with the viewer's id, whether it is among their favorites. */
    async viewBook(bookId: number, viewerId?: number): Promise<{ book: BookRow; isFavorited?: boolean }> {
      const book = await books.recordView(bookId);
      if (!book) throw notFound('Book not found', 'BOOK_NOT_FOUND');
      if (viewerId === undefined) return { book };
      return { book, isFavorited: (await favorites.favoritedAmong(viewerId, [bookId])).has(bookId) };
    },

    async chapterPage(bookId: number, page: number, pageSize: number): Promise<ChapterPage> {
      const book = await books.byId(bookId);
      if (!book) throw notFound('Book not found', 'BOOK_NOT_FOUND');
      return { book, ...(await chapters.listByBook(bookId, pageSize, offset(page, pageSize))) };
    },

    /** The same page of chapters for several books at once; unknown books are left out. */
    async chapterPages(bookIds: readonly number[], page: number, pageSize: number): Promise<ChapterPage[]> {
      const [rows, pages] = await Promise.all([books.byIds(bookIds), chapters.listByBooks(bookIds, pageSize, offset(page, pageSize))]);
      const byId = new Map(rows.map((book) => [book.book_id, book]));
      return bookIds.flatMap((bookId) => {
        const book = byId.get(bookId);
        const list = pages.get(bookId);
        return book && list ? [{ book, ...list }] : [];
      });
    },

    /** A chapter with its text, unless it is a paid chapter the viewer has not unlocked. */
    async chapterToRead(bookId: number, chapterId: number, viewerId?: number): Promise<ChapterToRead> {
      const chapter = await chapters.find(bookId, chapterId);
      if (!chapter) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
      const price = chapterPrice(chapter, chapter.chapter_no);
      const [isPurchased, saved] = await Promise.all([
        price > 0 && viewerId !== undefined ? chapters.isPurchased(viewerId, chapterId) : false,
        viewerId === undefined ? null : readingRepository(db).progressOf(viewerId, chapterId),
      ]);
      const readingProgress = { progress: saved?.progress ?? 0, isCompleted: Boolean(saved?.completedAt) };
      return { chapter, price, isPurchased, locked: price > 0 && !isPurchased, readingProgress };
    },

    async coverOf(bookId: number): Promise<BookRow> {
      // A cover file name may reach past the ids the database stores: no such book, so no such cover.
      const book = bookId <= MAX_ID ? await books.byId(bookId) : null;
      if (!book) throw notFound('Cover not found', 'COVER_NOT_FOUND');
      return book;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
