import type { Queryable } from '../db/database.js';

/** Ids of progress reports already applied, so a report queued offline and sent twice counts once. */
export function progressReportRepository(tx: Queryable) {
  return {
    /** Records the report's id; false when it was recorded before (the report was applied already). */
    async recordOnce(userId: number, reportId: string): Promise<boolean> {
      const { rows } = await tx.query('INSERT INTO progress_reports (user_id, report_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [
        userId,
        reportId,
      ]);
      return rows.length > 0;
    },

    async purgeOlderThan(days: number): Promise<number> {
      return (await tx.query('DELETE FROM progress_reports WHERE received_at < now() - make_interval(days => $1)', [days])).rowCount;
    },
  };
}
