import type { Queryable } from '../db/database.js';

export interface DayTotal {
  /** The calendar day (YYYY-MM-DD) in the time zone the time was measured in. */
  day: string;
  seconds: number;
}

/** What the reading clock measured and what was completed, for statistics. */
export function readingStatisticsRepository(db: Queryable) {
  return {
    /** Today's date in `timezone` (YYYY-MM-DD). */
    async today(timezone: string): Promise<string> {
      const { rows } = await db.query<{ today: string }>('SELECT (now() AT TIME ZONE $1)::date::text AS today', [timezone]);
      return rows[0]!.today;
    },

    /** Reading time per day, every day the reader read, oldest first. */
    async secondsPerDay(userId: number): Promise<DayTotal[]> {
      const { rows } = await db.query<{ day: string; seconds: number }>(
        'SELECT day::text AS day, sum(seconds)::float8 AS seconds FROM reading_time WHERE user_id = $1 GROUP BY day ORDER BY day',
        [userId],
      );
      return rows;
    },

    async totals(userId: number): Promise<{ chaptersCompleted: number; novelsStarted: number }> {
      const { rows } = await db.query<{ chapters_completed: number; novels_started: number }>(
        `SELECT (SELECT count(*)::int FROM reading_progress WHERE user_id = $1 AND completed_at IS NOT NULL) AS chapters_completed,
                (SELECT count(DISTINCT book_id)::int FROM chapter_opens WHERE user_id = $1) AS novels_started`,
        [userId],
      );
      return { chaptersCompleted: rows[0]!.chapters_completed, novelsStarted: rows[0]!.novels_started };
    },
  };
}
