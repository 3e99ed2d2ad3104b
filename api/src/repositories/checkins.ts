import type { Queryable } from '../db/database.js';

export interface CheckinRow {
  next_checkin_at: Date | null;
  now: Date;
  checked_in_at: Date | null;
  /** The calendar day (in the time zone asked for) of the last check-in. */
  day: string | null;
}

/** Check-ins: one per period, the period moving on by `users.next_checkin_at`. */
export function checkinRepository(tx: Queryable) {
  return {
    /** The user's check-in clock and last check-in; null when the user does not exist. */
    async standing(userId: number, timezone: string): Promise<CheckinRow | null> {
      const { rows } = await tx.query<CheckinRow>(
        `SELECT u.next_checkin_at, now() AS now, c.checked_in_at, (c.checked_in_at AT TIME ZONE $2)::date::text AS day
           FROM users u
           LEFT JOIN LATERAL (SELECT checked_in_at FROM checkins WHERE user_id = u.id ORDER BY checked_in_at DESC LIMIT 1) c ON true
          WHERE u.id = $1`,
        [userId, timezone],
      );
      return rows[0] ?? null;
    },

    /**
     * Moves the user's next check-in `periodHours` ahead if the current period is open; answers the
     * new next check-in time, or null when the period is still closed (already checked in).
     */
    async openNextPeriod(userId: number, periodHours: number): Promise<Date | null> {
      const { rows } = await tx.query<{ next: Date }>(
        `UPDATE users SET next_checkin_at = now() + make_interval(hours => $2)
          WHERE id = $1 AND (next_checkin_at IS NULL OR next_checkin_at <= now())
          RETURNING next_checkin_at AS next`,
        [userId, periodHours],
      );
      return rows[0]?.next ?? null;
    },

    /** Records a check-in; the unique (user, period) key refuses a second one for the same period. */
    async record(userId: number, periodStart: Date | null, nextCheckinAt: Date, coins: number): Promise<void> {
      await tx.query(
        `INSERT INTO checkins (user_id, period_start, next_checkin_at, coins) VALUES ($1, COALESCE($2, 'epoch'::timestamptz), $3, $4)`,
        [userId, periodStart, nextCheckinAt, coins],
      );
    },
  };
}
