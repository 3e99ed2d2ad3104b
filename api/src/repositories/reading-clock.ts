import type { Queryable } from '../db/database.js';

export interface OpenChapter {
  bookId: number;
  chapterId: number;
  /** Seconds since the clock last moved (uncapped; the service applies the idle cap). */
  elapsedSeconds: number;
}

/**
 * The reader's one reading clock (ARCHITECTURE.md, "Reading time") and the time it measured, per
 * chapter and calendar day. Every method runs in the caller's transaction.
 *
 * The clock reads `clock_timestamp()`, the time as each statement runs, never `now()`: PostgreSQL's
 * `now()` is when the transaction began, and reports that begin in one order but get the reader's
 * lock in another would move the clock back and count the same seconds again. (The milliseconds
 * between reading the clock and restarting it in one transaction go uncounted.)
 */
export function readingClockRepository(tx: Queryable) {
  return {
    /**
     * Locks the reader for the rest of the transaction, so concurrent reading events of one reader
     * run one after another and never count the same seconds twice, and answers the open chapter.
     */
    async lock(userId: number): Promise<OpenChapter | null> {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ book_id: number; chapter_id: number; elapsed: number }>(
        'SELECT book_id, chapter_id, extract(epoch FROM clock_timestamp() - last_event_at)::float8 AS elapsed FROM reading_clocks WHERE user_id = $1',
        [userId],
      );
      const row = rows[0];
      return row ? { bookId: row.book_id, chapterId: row.chapter_id, elapsedSeconds: Math.max(0, row.elapsed) } : null;
    },

    /** Starts the clock on a chapter, now. */
    async startOn(userId: number, bookId: number, chapterId: number): Promise<void> {
      await tx.query(
        `INSERT INTO reading_clocks (user_id, book_id, chapter_id, last_event_at) VALUES ($1, $2, $3, clock_timestamp())
         ON CONFLICT (user_id) DO UPDATE SET book_id = EXCLUDED.book_id, chapter_id = EXCLUDED.chapter_id, last_event_at = EXCLUDED.last_event_at`,
        [userId, bookId, chapterId],
      );
    },

    /**
     * Adds the seconds measured up to now to a chapter, on the calendar days of `timezone` they fell
     * on: seconds from before midnight go to the day before (a reader who reads across midnight has
     * both days counted right, for the streak's minimum among them).
     */
    async addTime(userId: number, bookId: number, chapterId: number, seconds: number, timezone: string): Promise<void> {
      if (seconds <= 0) return;
      await tx.query(
        `WITH local AS (
           SELECT (at AT TIME ZONE $5)::date AS today,
                  extract(epoch FROM (at AT TIME ZONE $5) - date_trunc('day', at AT TIME ZONE $5))::float8 AS since_midnight
             FROM clock_timestamp() AS at
         ), parts AS (
           SELECT today AS day, least($4::float8, since_midnight) AS seconds FROM local
           UNION ALL
           SELECT today - 1, $4::float8 - since_midnight FROM local WHERE $4::float8 > since_midnight
         )
         INSERT INTO reading_time (user_id, chapter_id, book_id, day, seconds)
         SELECT $1, $2, $3, day, seconds FROM parts WHERE seconds > 0
         ON CONFLICT (user_id, chapter_id, day) DO UPDATE SET seconds = reading_time.seconds + EXCLUDED.seconds`,
        [userId, chapterId, bookId, seconds, timezone],
      );
    },

    /** All the reading time a chapter has had, over every day. */
    async secondsOn(userId: number, chapterId: number): Promise<number> {
      const { rows } = await tx.query<{ seconds: number }>(
        'SELECT COALESCE(sum(seconds), 0)::float8 AS seconds FROM reading_time WHERE user_id = $1 AND chapter_id = $2',
        [userId, chapterId],
      );
      return rows[0]?.seconds ?? 0;
    },
  };
}

export type ReadingClockRepository = ReturnType<typeof readingClockRepository>;
