import { preparedStatement, type Queryable } from '../db/database.js';

export interface ActiveSession {
  token_hash: string;
  user_id: number;
  role: 'reader' | 'admin';
  expires_at: Date;
}

/** Every signed-in request runs this first (plugins/auth.ts). */
const findActiveSession = preparedStatement(
  'session_find_active',
  `SELECT s.token_hash, s.user_id, u.role, s.expires_at
     FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.expires_at > now()`,
);

export function sessionRepository(db: Queryable) {
  return {
    /**
     * Opens a session only while the user's password is still the one just verified (`passwordHash`),
     * false otherwise. The row's share lock orders it against a password change or reset: one that
     * lands first makes this insert nothing, one that lands after finds this session and revokes it.
     */
    async create(userId: number, tokenHash: string, ttlHours: number, passwordHash: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at)
         SELECT $1, id, now() + make_interval(hours => $3) FROM users WHERE id = $2 AND password_hash = $4 FOR SHARE`,
        [tokenHash, userId, ttlHours, passwordHash],
      );
      return rowCount > 0;
    },

    async findActive(tokenHash: string): Promise<ActiveSession | null> {
      const { rows } = await db.query<ActiveSession>(findActiveSession, [tokenHash]);
      return rows[0] ?? null;
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },

    /** Revokes every session of a user, except the one named (the caller's own, when kept). */
    async revokeAllForUser(userId: number, exceptTokenHash: string | null = null): Promise<void> {
      await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [userId, exceptTokenHash]);
    },

    async purgeExpired(): Promise<number> {
      return (await db.query('DELETE FROM sessions WHERE expires_at <= now()')).rowCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
