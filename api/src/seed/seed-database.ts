import type { Database, Queryable } from '../db/database.js';
import { generateBook, type SeedBook } from './catalog.js';
import { copySeed, type SeedPhase } from './copy-seed.js';
import { bookHasContent, bookTokens, bookWords } from './copy-rows.js';

export interface SeedOptions {
  /** How many books to add. */
  books: number;
  /**
   * The generator's index of the first book to add. The generator is deterministic by index, so
   * growing a catalog of N books from index N adds the books a bigger seed would have had.
   */
  firstIndex?: number;
  /** Upper bound of chapters per book (the generator picks between min(5, this) and this). */
  maxChapters?: number;
  seed?: number;
  /** Leave a catalog that already has books alone. */
  onlyIfEmpty?: boolean;
  /** Books per transaction (row inserts) or per COPY batch. */
  batchSize?: number;
  /**
   * The connection string of `db` when it is PostgreSQL: books are then loaded with COPY on a
   * connection of their own (copy-seed.ts). Without it, or on PGlite, they are inserted in batches
   * of rows (`unnest`), which is the same catalog, only slower.
   */
  postgresUrl?: string;
  /** Worker threads generating books for COPY (see copy-seed.ts); 0 generates in this thread. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  /** COPY only: what the loader is doing now (after loading come index builds and VACUUM). */
  onPhase?: (phase: SeedPhase) => void;
}

export const DEFAULT_SEED = 20_261_121;
// A fixed "now" keeps the catalog identical from run to run.
const CATALOG_NOW = new Date('2026-11-01T00:00:00Z');

/** Adds generated books and their chapters to the catalog; returns how many books were added. */
export async function seedCatalog(db: Database, options: SeedOptions): Promise<number> {
  if (options.onlyIfEmpty && (await countBooks(db)) > 0) return 0;
  const catalog = { seed: options.seed ?? DEFAULT_SEED, maxChapters: options.maxChapters ?? 60, now: CATALOG_NOW };
  const firstIndex = options.firstIndex ?? 0;
  if (db.kind === 'postgres' && options.postgresUrl) {
    return copySeed(db, {
      postgresUrl: options.postgresUrl,
      books: options.books,
      firstIndex,
      catalog,
      batchSize: options.batchSize,
      workers: options.workers,
      onProgress: options.onProgress,
      onPhase: options.onPhase,
    });
  }
  const batchSize = options.batchSize ?? 500;
  for (let start = 0; start < options.books; start += batchSize) {
    const books: SeedBook[] = [];
    for (let index = start; index < Math.min(start + batchSize, options.books); index++) books.push(generateBook(firstIndex + index, catalog));
    await db.transaction((tx) => insertBatch(tx, books));
    options.onProgress?.(start + books.length, options.books);
  }
  // Statistics for the planner, and the visibility map so paging through ids stays index-only.
  await db.query('VACUUM ANALYZE books, chapters');
  return options.books;
}

export async function countBooks(db: Queryable): Promise<number> {
  return (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM books')).rows[0]?.count ?? 0;
}

/**
 * Grows the catalog to `total` books, adding only the missing ones (readers, their favorites,
 * progress and coins stay as they are); returns how many were added.
 */
export async function growCatalog(db: Database, total: number, options: Omit<SeedOptions, 'books' | 'firstIndex' | 'onlyIfEmpty'> = {}): Promise<number> {
  const existing = await countBooks(db);
  if (existing >= total) return 0;
  return seedCatalog(db, { ...options, books: total - existing, firstIndex: existing, onProgress: options.onProgress && ((done) => options.onProgress!(existing + done, total)) });
}

/** Starts over: deletes the catalog and, with it, every reader and everything they did. */
export async function resetCatalogAndReaders(db: Database): Promise<void> {
  // Readers' records point at books (ledger, progress, purchases, favorites), so they go too.
  await db.query('TRUNCATE books, users RESTART IDENTITY CASCADE');
}

async function insertBatch(tx: Queryable, books: SeedBook[]): Promise<void> {
  const column = <T>(pick: (book: SeedBook) => T) => books.map(pick);
  const tokens = books.map(bookTokens);
  const { rows } = await tx.query<{ book_id: number }>(
    `INSERT INTO books (class_id, subclass_id, author, book_name, lead_name, book_label, book_intro, book_tags,
                        book_vip, book_price, book_update, book_chapters, book_words, rating, view_count, read_count,
                        has_content, created_at, title_vector, search_vector)
     SELECT class_id, subclass_id, author, book_name, lead_name, book_label, book_intro, book_tags,
            book_vip, book_price, book_update, book_chapters, book_words, rating, view_count, read_count,
            has_content, created_at, title_vector,
            title_vector || setweight(to_tsvector('simple', tag_tokens), 'B') || setweight(to_tsvector('simple', intro_tokens), 'C')
       FROM unnest($1::smallint[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::smallint[], $10::int[], $11::timestamptz[], $12::int[], $13::int[], $14::real[], $15::int[], $16::int[],
                   $17::boolean[], $18::timestamptz[], $19::text[], $20::text[], $21::text[])
            WITH ORDINALITY AS t(class_id, subclass_id, author, book_name, lead_name, book_label, book_intro, book_tags,
                                 book_vip, book_price, book_update, book_chapters, book_words, rating, view_count, read_count,
                                 has_content, created_at, title_tokens, tag_tokens, intro_tokens, position),
            LATERAL (SELECT setweight(to_tsvector('simple', title_tokens), 'A') AS title_vector) tv
      ORDER BY position
     RETURNING book_id`,
    [
      column((b) => b.class_id),
      column((b) => b.subclass_id),
      column((b) => b.author),
      column((b) => b.book_name),
      column((b) => b.lead_name),
      column((b) => b.book_label),
      column((b) => b.book_intro),
      column((b) => b.book_tags),
      column((b) => b.book_vip),
      column((b) => b.book_price),
      column((b) => b.book_update.toISOString()),
      column((b) => b.chapters.length),
      column(bookWords),
      column((b) => b.rating),
      column((b) => b.view_count),
      column((b) => b.read_count),
      column(bookHasContent),
      column((b) => b.created_at.toISOString()),
      tokens.map((t) => t.title),
      tokens.map((t) => t.tags),
      tokens.map((t) => t.intro),
    ],
  );
  // RETURNING follows insertion order, which ORDER BY position fixes to the order of `books`.
  const ids = rows.map((row) => row.book_id);
  await tx.query(`UPDATE books SET cover_img = '/api/covers/' || book_id || '.svg' WHERE book_id = ANY($1::int[])`, [ids]);

  const chapterRows = books.flatMap((book, i) => book.chapters.map((chapter) => ({ bookId: ids[i]!, ...chapter })));
  for (let start = 0; start < chapterRows.length; start += 5000) {
    const chunk = chapterRows.slice(start, start + 5000);
    await tx.query(
      `INSERT INTO chapters (book_id, chapter_no, title, content, word_count)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[])`,
      [
        chunk.map((row) => row.bookId),
        chunk.map((row) => row.chapter_no),
        chunk.map((row) => row.title),
        chunk.map((row) => row.content),
        chunk.map((row) => row.word_count),
      ],
    );
  }
}
