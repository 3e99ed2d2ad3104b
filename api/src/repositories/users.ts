import type { Queryable } from '../db/database.js';
import { conflict } from '../domain/errors.js';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
  role: 'reader' | 'admin';
  coins: number;
  withdraw_level: number;
  next_checkin_at: Date | null;
  recovery_code_hash: string | null;
  created_at: Date;
}

export interface ReadHistoryEntry {
  bookId: number;
  chapterId: number;
  progress: number;
  updatedAt: string;
}

const uniqueViolation = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === uniqueViolation;
}

export function userRepository(db: Queryable) {
  return {
    async create(input: {
      username: string;
      email: string | null;
      passwordHash: string;
      recoveryCodeHash?: string | null;
      role?: 'reader' | 'admin';
    }): Promise<UserRow> {
      try {
        const { rows } = await db.query<UserRow>(
          `INSERT INTO users (username, email, password_hash, recovery_code_hash, role) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [input.username, input.email, input.passwordHash, input.recoveryCodeHash ?? null, input.role ?? 'reader'],
        );
        return rows[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN', 'Username already exists');
        throw error;
      }
    },

    async findById(id: number): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
      return rows[0] ?? null;
    },

    /** Locks the user's row for the rest of the transaction (coin and check-in rules). */
    async lockById(id: number): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
      return rows[0] ?? null;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
      return rows[0] ?? null;
    },

    async updateInfo(id: number, changes: { username?: string | undefined; email?: string | undefined }): Promise<UserRow | null> {
      try {
        const { rows } = await db.query<UserRow>(
          `UPDATE users
              SET username = COALESCE($2, username), email = COALESCE($3, email), updated_at = now()
            WHERE id = $1 RETURNING *`,
          [id, changes.username ?? null, changes.email ?? null],
        );
        return rows[0] ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN', 'Username already exists');
        throw error;
      }
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
    },

    /**
     * Replaces the password and the recovery code together, only while `usedCodeHash` is still the
     * stored code: a reset consumes the code it was checked against, so of two resets sent at once
     * with the same code one wins. False when the code had already been replaced.
     */
    async resetCredentials(id: number, passwordHash: string, recoveryCodeHash: string, usedCodeHash: string): Promise<boolean> {
      const { rowCount } = await db.query(
        'UPDATE users SET password_hash = $2, recovery_code_hash = $3, updated_at = now() WHERE id = $1 AND recovery_code_hash = $4',
        [id, passwordHash, recoveryCodeHash, usedCodeHash],
      );
      return rowCount > 0;
    },

    /** New credentials from outside the account (the administrator the environment names): no recovery code. */
    async rekey(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, recovery_code_hash = NULL, updated_at = now() WHERE id = $1', [id, passwordHash]);
    },

    async updateRecoveryCodeHash(id: number, recoveryCodeHash: string): Promise<void> {
      await db.query('UPDATE users SET recovery_code_hash = $2, updated_at = now() WHERE id = $1', [id, recoveryCodeHash]);
    },

    async setRole(id: number, role: 'reader' | 'admin'): Promise<void> {
      await db.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
    },

    async delete(id: number): Promise<boolean> {
      return (await db.query('DELETE FROM users WHERE id = $1', [id])).rowCount > 0;
    },

    /** The books a user read most recently, newest first, with the last chapter touched in each. */
    async readHistory(userId: number, limit = 10): Promise<ReadHistoryEntry[]> {
      // The newest `limit` books in SQL: a reader of thousands of books sends 10 rows, not thousands.
      const { rows } = await db.query<{ book_id: number; chapter_id: number; progress: number; updated_at: Date }>(
        `SELECT * FROM (
           SELECT DISTINCT ON (book_id) book_id, chapter_id, progress, updated_at
             FROM reading_progress WHERE user_id = $1
            ORDER BY book_id, updated_at DESC
         ) latest ORDER BY updated_at DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map((row) => ({
        bookId: row.book_id,
        chapterId: row.chapter_id,
        progress: row.progress,
        updatedAt: row.updated_at.toISOString(),
      }));
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
