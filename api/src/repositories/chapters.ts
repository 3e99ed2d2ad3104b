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

export function chapterRepository(db: Queryable) {
  return {
    async listByBook(bookId: number, limit: number, offset: number): Promise<{ items: ChapterSummaryRow[]; total: number }> {
      const [page, count] = await Promise.all([
        db.query<ChapterSummaryRow>(
          `SELECT id, book_id, chapter_no, title, word_count, length(btrim(content, E' \\t\\r\\n')) > 0 AS has_content
             FROM chapters WHERE book_id = $1 ORDER BY chapter_no LIMIT $2 OFFSET $3`,
          [bookId, limit, offset],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM chapters WHERE book_id = $1', [bookId]),
      ]);
      return { items: page.rows, total: count.rows[0]?.total ?? 0 };
    },

    /** A chapter of a book with its text, its book's price fields and its neighbours. */
    async find(bookId: number, chapterId: number): Promise<ChapterRow | null> {
      const { rows } = await db.query<ChapterRow>(
        `SELECT ch.id, ch.book_id, ch.chapter_no, ch.title, ch.word_count, ch.content,
                length(btrim(ch.content, E' \\t\\r\\n')) > 0 AS has_content,
                b.book_name, b.book_vip, b.book_price,
                (SELECT p.id FROM chapters p WHERE p.book_id = ch.book_id AND p.chapter_no < ch.chapter_no ORDER BY p.chapter_no DESC LIMIT 1) AS prev_chapter_id,
                (SELECT n.id FROM chapters n WHERE n.book_id = ch.book_id AND n.chapter_no > ch.chapter_no ORDER BY n.chapter_no LIMIT 1) AS next_chapter_id
           FROM chapters ch JOIN books b ON b.book_id = ch.book_id
          WHERE ch.book_id = $1 AND ch.id = $2`,
        [bookId, chapterId],
      );
      return rows[0] ?? null;
    },

    async isPurchased(userId: number, chapterId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM chapter_purchases WHERE user_id = $1 AND chapter_id = $2', [userId, chapterId]);
      return rows.length > 0;
    },
  };
}

export type ChapterRepository = ReturnType<typeof chapterRepository>;
