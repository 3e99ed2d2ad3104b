import type { Queryable } from '../db/database.js';

export type AttemptKind = 'login_failure' | 'password_reset' | 'registration';

/** Counted attempts (failed logins, password resets, registrations) per subject, in one table every API process shares. */
export function authAttemptRepository(db: Queryable) {
  return {
    /** Records one attempt for each subject; answers the new rows' ids. */
    async record(kind: AttemptKind, subjects: readonly string[]): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO auth_attempts (kind, subject) SELECT $1, unnest($2::text[]) RETURNING id::text AS id',
        [kind, subjects],
      );
      return rows.map((row) => row.id);
    },

    /** Attempts per subject within the last `windowSeconds`. */
    async countSince(kind: AttemptKind, subjects: readonly string[], windowSeconds: number): Promise<Map<string, number>> {
      const { rows } = await db.query<{ subject: string; attempts: number }>(
        `SELECT subject, count(*)::int AS attempts FROM auth_attempts
          WHERE kind = $1 AND subject = ANY($2::text[]) AND created_at > now() - make_interval(secs => $3)
          GROUP BY subject`,
        [kind, subjects, windowSeconds],
      );
      return new Map(rows.map((row) => [row.subject, row.attempts]));
    },

    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.query('DELETE FROM auth_attempts WHERE id = ANY($1::bigint[])', [ids]);
    },

    async clearSubject(kind: AttemptKind, subject: string): Promise<void> {
      await db.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2', [kind, subject]);
    },

    async purgeOlderThan(seconds: number): Promise<number> {
      return (await db.query('DELETE FROM auth_attempts WHERE created_at <= now() - make_interval(secs => $1)', [seconds])).rowCount;
    },
  };
}
