import type { Queryable } from '../db/database.js';

export type DailyTask = 'chapter_reading' | 'novel_reading';

/** Today's completed reading and the daily task payouts; "today" is the calendar day in `timezone`. */
export function taskPayoutRepository(tx: Queryable) {
  return {
    /** Chapters completed today and the distinct novels they belong to. */
    async completedToday(userId: number, timezone: string): Promise<{ day: string; chapters: number; novels: number }> {
      const { rows } = await tx.query<{ day: string; chapters: number; novels: number }>(
        `SELECT d.day::text AS day, count(rp.chapter_id)::int AS chapters, count(DISTINCT rp.book_id)::int AS novels
           FROM (SELECT (now() AT TIME ZONE $2)::date AS day) d
           LEFT JOIN reading_progress rp ON rp.user_id = $1 AND rp.completed_day = d.day
          GROUP BY d.day`,
        [userId, timezone],
      );
      return rows[0]!;
    },

    async paidOn(userId: number, task: DailyTask, day: string): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM task_payouts WHERE user_id = $1 AND task = $2 AND day = $3', [userId, task, day]);
      return rows.length > 0;
    },

    /** Records the day's payout unless there is one; true when this call recorded it. */
    async recordOnce(userId: number, task: DailyTask, day: string, coins: number): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO task_payouts (user_id, task, day, coins) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, task, day) DO NOTHING RETURNING id`,
        [userId, task, day, coins],
      );
      return rows.length > 0;
    },
  };
}
