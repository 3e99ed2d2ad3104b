import type { Queryable } from '../db/database.js';

export interface ChapterSummaryRow {
  id: number;
  book_id: number;
  chapter_no: number;
  title: string;
  word_count: number;
  has_content: boolean;
}

export interface ChapterRow extends ChapterSummaryRow {
  content: string;
  book_name: string;
  book_vip: number;
  book_price: number;
  prev_chapter_id: number | null;
  next_chapter_id: number | null;
}

/**
 * Whether a chapter has text: something left once every character that JavaScript's `trim()`
 * strips is stripped (spaces, tabs, line breaks, the ideographic and no-break spaces, ...). A
 * chapter of only those is blank, "not yet updated" (spec section 5), for the API as for the web
 * app's check (web/src/features/reader/chapter-content.ts).
 */
const HAS_TEXT = String.raw`length(btrim(ch.content, E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) > 0`;

export function chapterRepository(db: Queryable) {
  return {
    async listByBook(bookId: number, limit: number, offset: number): Promise<{ items: ChapterSummaryRow[]; total: number }> {
      return (await this.listByBooks([bookId], limit, offset)).get(bookId) ?? { items: [], total: 0 };
    },

    /** The same page of chapters (in reading order) of several books at once, keyed by book. */
    async listByBooks(bookIds: readonly number[], limit: number, offset: number): Promise<Map<number, { items: ChapterSummaryRow[]; total: number }>> {
      const [page, counts] = await Promise.all([
        db.query<ChapterSummaryRow>(
          `WITH ranked AS (
             SELECT id, row_number() OVER (PARTITION BY book_id ORDER BY chapter_no) AS position
               FROM chapters WHERE book_id = ANY($1::int[]))
           SELECT ch.id, ch.book_id, ch.chapter_no, ch.title, ch.word_count, ${HAS_TEXT} AS has_content
             FROM ranked r JOIN chapters ch ON ch.id = r.id
            WHERE r.position > $3 AND r.position <= $3 + $2
            ORDER BY ch.book_id, ch.chapter_no`,
          [bookIds, limit, offset],
        ),
        db.query<{ book_id: number; total: number }>(
          'SELECT book_id, count(*)::int AS total FROM chapters WHERE book_id = ANY($1::int[]) GROUP BY book_id',
          [bookIds],
        ),
      ]);
      const byBook = new Map(bookIds.map((bookId) => [bookId, { items: [] as ChapterSummaryRow[], total: 0 }]));
      for (const row of counts.rows) byBook.get(row.book_id)!.total = row.total;
      for (const row of page.rows) byBook.get(row.book_id)!.items.push(row);
      return byBook;
    },

    /** A chapter of a book with its text, its book's price fields and its neighbours. */
    async find(bookId: number, chapterId: number): Promise<ChapterRow | null> {
      const { rows } = await db.query<ChapterRow>(
        `SELECT ch.id, ch.book_id, ch.chapter_no, ch.title, ch.word_count, ch.content,
                ${HAS_TEXT} AS has_content,
                b.book_name, b.book_vip, b.book_price,
                (SELECT p.id FROM chapters p WHERE p.book_id = ch.book_id AND p.chapter_no < ch.chapter_no ORDER BY p.chapter_no DESC LIMIT 1) AS prev_chapter_id,
                (SELECT n.id FROM chapters n WHERE n.book_id = ch.book_id AND n.chapter_no > ch.chapter_no ORDER BY n.chapter_no LIMIT 1) AS next_chapter_id
           FROM chapters ch JOIN books b ON b.book_id = ch.book_id
          WHERE ch.book_id = $1 AND ch.id = $2`,
        [bookId, chapterId],
      );
      return rows[0] ?? null;
    },

    /** Records a purchase unless the reader owns the chapter already; true when this call bought it. */
    async purchaseOnce(userId: number, bookId: number, chapterId: number, price: number): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO chapter_purchases (user_id, book_id, chapter_id, price) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, chapter_id) DO NOTHING RETURNING id`,
        [userId, bookId, chapterId, price],
      );
      return rows.length > 0;
    },

    /** The chapters the reader has bought in each of a batch of books, keyed by book. */
    async purchasedInBooks(userId: number, bookIds: readonly number[]): Promise<Map<number, number[]>> {
      const { rows } = await db.query<{ book_id: number; chapter_id: number }>(
        'SELECT book_id, chapter_id FROM chapter_purchases WHERE user_id = $1 AND book_id = ANY($2::int[]) ORDER BY chapter_id',
        [userId, bookIds],
      );
      const byBook = new Map<number, number[]>();
      for (const row of rows) byBook.set(row.book_id, [...(byBook.get(row.book_id) ?? []), row.chapter_id]);
      return byBook;
    },

    async isPurchased(userId: number, chapterId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM chapter_purchases WHERE user_id = $1 AND chapter_id = $2', [userId, chapterId]);
      return rows.length > 0;
    },
  };
}

export type ChapterRepository = ReturnType<typeof chapterRepository>;
