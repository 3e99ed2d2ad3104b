import type { Queryable } from '../db/database.js';

export interface BookProgressSummary {
  bookId: number;
  lastChapterId: number | null;
  chaptersStarted: number;
  chaptersCompleted: number;
  updatedAt: string | null;
}

export interface ChapterProgress {
  chapterId: number;
  progress: number;
  /** Character offset into the chapter's text of what was at the top of the reader's screen. */
  position: number;
  isCompleted: boolean;
  completedAt: string | null;
  updatedAt: string;
}

/** A book the reader is in the middle of, with the place they left it. */
export interface BookInProgress {
  bookId: number;
  chapterId: number;
  chapterNo: number;
  chapterTitle: string;
  progress: number;
  position: number;
  updatedAt: string;
}

export interface RewardEntry {
  kind: 'chapter_reward' | 'first_read_reward';
  chapterId: number;
  coins: number;
  createdAt: string;
}

export interface ChapterHistory {
  openedAt: string | null;
  progress: number;
  isCompleted: boolean;
  completedAt: string | null;
  rewarded: boolean;
  isPurchased: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const CHAPTER_PROGRESS_COLUMNS = 'chapter_id, progress, position, completed_at, updated_at';
interface ChapterProgressRow {
  chapter_id: number;
  progress: number;
  position: number;
  completed_at: Date | null;
  updated_at: Date;
}
const toChapterProgress = (row: ChapterProgressRow): ChapterProgress => ({
  chapterId: row.chapter_id,
  progress: row.progress,
  position: row.position,
  isCompleted: row.completed_at !== null,
  completedAt: iso(row.completed_at),
  updatedAt: row.updated_at.toISOString(),
});

export interface SavedProgress {
  progress: number;
  position: number;
  completedAt: Date | null;
}

/** A reader's records of chapters: when each was opened, how far it was read, when it was completed. */
export function readingRepository(db: Queryable) {
  return {
    /** Notes that the reader opened a chapter (the latest time is kept). */
    async recordOpen(userId: number, bookId: number, chapterId: number): Promise<Date> {
      const { rows } = await db.query<{ opened_at: Date }>(
        `INSERT INTO chapter_opens (user_id, chapter_id, book_id) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, chapter_id) DO UPDATE SET opened_at = now()
         RETURNING opened_at`,
        [userId, chapterId, bookId],
      );
      return rows[0]!.opened_at;
    },

    async wasOpened(userId: number, chapterId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM chapter_opens WHERE user_id = $1 AND chapter_id = $2', [userId, chapterId]);
      return rows.length > 0;
    },

    /**
     * Saves a progress report; the highest progress reported is kept. The chapter counts as read
     * when the report says it was (`recordedAt`, a late offline report; never later than now), so
     * a phone back online does not make its chapters the latest over what other devices read since.
     */
    async saveProgress(userId: number, bookId: number, chapterId: number, progress: number, recordedAt: Date | null = null): Promise<SavedProgress> {
      const { rows } = await db.query<{ progress: number; position: number; completed_at: Date | null }>(
        `INSERT INTO reading_progress (user_id, chapter_id, book_id, progress, updated_at)
         VALUES ($1, $2, $3, $4, LEAST(COALESCE($5::timestamptz, now()), now()))
         ON CONFLICT (user_id, chapter_id) DO UPDATE
           SET progress = GREATEST(reading_progress.progress, EXCLUDED.progress),
               updated_at = GREATEST(reading_progress.updated_at, EXCLUDED.updated_at)
         RETURNING progress, position, completed_at`,
        [userId, chapterId, bookId, progress, recordedAt],
      );
      return { progress: rows[0]!.progress, position: rows[0]!.position, completedAt: rows[0]!.completed_at };
    },

    /**
     * Keeps the reader's place in a chapter, unless a place recorded later (on another device, or a
     * report sent late from offline reading) is already kept. A device's time ahead of the server's
     * counts as now: a clock set fast (or a made-up date) would otherwise pin the place for good.
     */
    async savePosition(userId: number, chapterId: number, position: number, recordedAt: Date | null): Promise<void> {
      await db.query(
        `UPDATE reading_progress
            SET position = CASE WHEN position_at IS NULL OR LEAST(COALESCE($4, now()), now()) >= position_at THEN $3 ELSE position END,
                position_at = GREATEST(position_at, LEAST(COALESCE($4, now()), now()))
          WHERE user_id = $1 AND chapter_id = $2`,
        [userId, chapterId, position, recordedAt],
      );
    },

    /** Books the reader is in the middle of (not finished with the last chapter), latest first, with the place they left. */
    async booksInProgress(userId: number, limit: number): Promise<BookInProgress[]> {
      const { rows } = await db.query<{
        book_id: number;
        chapter_id: number;
        chapter_no: number;
        title: string;
        progress: number;
        position: number;
        updated_at: Date;
      }>(
        `SELECT last.book_id, last.chapter_id, ch.chapter_no, ch.title, last.progress, last.position, last.updated_at
           FROM (SELECT DISTINCT ON (book_id) book_id, chapter_id, progress, position, completed_at, updated_at
                   FROM reading_progress WHERE user_id = $1
                  ORDER BY book_id, updated_at DESC) last
           JOIN chapters ch ON ch.id = last.chapter_id
          WHERE last.completed_at IS NULL
             OR EXISTS (SELECT 1 FROM chapters nx WHERE nx.book_id = last.book_id AND nx.chapter_no > ch.chapter_no)
          ORDER BY last.updated_at DESC
          LIMIT $2`,
        [userId, limit],
      );
      return rows.map((row) => ({
        bookId: row.book_id,
        chapterId: row.chapter_id,
        chapterNo: row.chapter_no,
        chapterTitle: row.title,
        progress: row.progress,
        position: row.position,
        updatedAt: row.updated_at.toISOString(),
      }));
    },

    async progressOf(userId: number, chapterId: number): Promise<SavedProgress | null> {
      const { rows } = await db.query<{ progress: number; position: number; completed_at: Date | null }>(
        'SELECT progress, position, completed_at FROM reading_progress WHERE user_id = $1 AND chapter_id = $2',
        [userId, chapterId],
      );
      return rows[0] ? { progress: rows[0].progress, position: rows[0].position, completedAt: rows[0].completed_at } : null;
    },

    /** Marks a chapter completed today (in `timezone`); null when it already was. */
    async markCompleted(userId: number, chapterId: number, timezone: string): Promise<Date | null> {
      const { rows } = await db.query<{ completed_at: Date }>(
        `UPDATE reading_progress SET completed_at = now(), completed_day = (now() AT TIME ZONE $3)::date
          WHERE user_id = $1 AND chapter_id = $2 AND completed_at IS NULL RETURNING completed_at`,
        [userId, chapterId, timezone],
      );
      return rows[0]?.completed_at ?? null;
    },

    async summariesForBooks(userId: number, bookIds: readonly number[]): Promise<BookProgressSummary[]> {
      const { rows } = await db.query<{ book_id: number; last_chapter_id: number; started: number; completed: number; updated_at: Date }>(
        `SELECT book_id, count(*)::int AS started, count(completed_at)::int AS completed, max(updated_at) AS updated_at,
                (array_agg(chapter_id ORDER BY updated_at DESC))[1] AS last_chapter_id
           FROM reading_progress WHERE user_id = $1 AND book_id = ANY($2::int[])
          GROUP BY book_id`,
        [userId, bookIds],
      );
      const byBook = new Map(rows.map((row) => [row.book_id, row]));
      return bookIds.map((bookId) => {
        const row = byBook.get(bookId);
        return {
          bookId,
          lastChapterId: row?.last_chapter_id ?? null,
          chaptersStarted: row?.started ?? 0,
          chaptersCompleted: row?.completed ?? 0,
          updatedAt: iso(row?.updated_at ?? null),
        };
      });
    },

    /** The user's progress on one chapter; null before their first report on it. */
    async chapterProgress(userId: number, chapterId: number): Promise<ChapterProgress | null> {
      const { rows } = await db.query<ChapterProgressRow>(
        `SELECT ${CHAPTER_PROGRESS_COLUMNS} FROM reading_progress WHERE user_id = $1 AND chapter_id = $2`,
        [userId, chapterId],
      );
      return rows[0] ? toChapterProgress(rows[0]) : null;
    },

    /** Every chapter of a book the user has progress on, most recently read first. */
    async chaptersOfBook(userId: number, bookId: number): Promise<ChapterProgress[]> {
      return (await this.chaptersOfBooks(userId, [bookId])).get(bookId) ?? [];
    },

    /** The same for several books in one query, keyed by book. */
    async chaptersOfBooks(userId: number, bookIds: readonly number[]): Promise<Map<number, ChapterProgress[]>> {
      const { rows } = await db.query<ChapterProgressRow & { book_id: number }>(
        `SELECT book_id, ${CHAPTER_PROGRESS_COLUMNS} FROM reading_progress
          WHERE user_id = $1 AND book_id = ANY($2::int[]) ORDER BY updated_at DESC`,
        [userId, bookIds],
      );
      const byBook = new Map<number, ChapterProgress[]>();
      for (const row of rows) {
        const list = byBook.get(row.book_id) ?? [];
        list.push(toChapterProgress(row));
        byBook.set(row.book_id, list);
      }
      return byBook;
    },

    async rewardsInBook(userId: number, bookId: number): Promise<RewardEntry[]> {
      const { rows } = await db.query<{ kind: RewardEntry['kind']; chapter_id: number; coins: number; created_at: Date }>(
        'SELECT kind, chapter_id, coins, created_at FROM reading_rewards WHERE user_id = $1 AND book_id = $2 ORDER BY created_at, id',
        [userId, bookId],
      );
      return rows.map((row) => ({ kind: row.kind, chapterId: row.chapter_id, coins: row.coins, createdAt: row.created_at.toISOString() }));
    },

    /** The user's record of one chapter, or null when the chapter is not in that book. */
    async chapterHistory(userId: number, bookId: number, chapterId: number): Promise<ChapterHistory | null> {
      const { rows } = await db.query<{ opened_at: Date | null; progress: number | null; completed_at: Date | null; rewarded: boolean; purchased: boolean }>(
        `SELECT o.opened_at, rp.progress, rp.completed_at,
                EXISTS (SELECT 1 FROM reading_rewards r WHERE r.user_id = $1 AND r.chapter_id = ch.id AND r.kind = 'chapter_reward') AS rewarded,
                EXISTS (SELECT 1 FROM chapter_purchases p WHERE p.user_id = $1 AND p.chapter_id = ch.id) AS purchased
           FROM chapters ch
           LEFT JOIN chapter_opens o ON o.user_id = $1 AND o.chapter_id = ch.id
           LEFT JOIN reading_progress rp ON rp.user_id = $1 AND rp.chapter_id = ch.id
          WHERE ch.id = $3 AND ch.book_id = $2`,
        [userId, bookId, chapterId],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        openedAt: iso(row.opened_at),
        progress: row.progress ?? 0,
        isCompleted: row.completed_at !== null,
        completedAt: iso(row.completed_at),
        rewarded: row.rewarded,
        isPurchased: row.purchased,
      };
    },
  };
}
