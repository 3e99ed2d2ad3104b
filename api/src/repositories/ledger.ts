import type { Queryable } from '../db/database.js';
import { conflict, notFound } from '../domain/errors.js';
import type { TaskType } from '../domain/rules.js';
import { recordCoinMovement } from '../metrics/metrics.js';

/** Which ledger text describes a movement (see domain/messages.ts, `ledger.*`). */
export type LedgerDescription =
  | 'daily_checkin'
  | 'chapter_reward'
  | 'first_read_reward'
  | 'novel_payment'
  | 'chapter_reading'
  | 'novel_reading'
  | 'withdrawal'
  | 'adjustment';

export interface CoinMovement {
  userId: number;
  amount: number;
  taskType: TaskType;
  description: LedgerDescription;
  bookId?: number | null;
  chapterId?: number | null;
  /** Values the description text needs beyond the book (chapter title, target name, ...). */
  detail?: Record<string, string | number>;
}

export interface LedgerRow {
  id: number;
  user_id: number;
  transaction_type: 'add' | 'subtract';
  amount: number;
  task_type: TaskType;
  description_key: LedgerDescription;
  book_id: number | null;
  book_name: string | null;
  chapter_id: number | null;
  chapter_title: string | null;
  detail: Record<string, string | number>;
  balance_after: number;
  created_at: Date;
}

/**
 * The only code that changes a balance. Each change updates `users.coins` and writes its ledger
 * row in the caller's transaction, so the balance always equals the sum of the ledger.
 */
export function ledgerRepository(tx: Queryable) {
  async function record(movement: CoinMovement, type: 'add' | 'subtract', balanceAfter: number): Promise<number> {
    await tx.query(
      `INSERT INTO coin_ledger (user_id, transaction_type, amount, task_type, description_key, book_id, chapter_id, detail, balance_after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        movement.userId,
        type,
        movement.amount,
        movement.taskType,
        movement.description,
        movement.bookId ?? null,
        movement.chapterId ?? null,
        JSON.stringify(movement.detail ?? {}),
        balanceAfter,
      ],
    );
    // Counted when the transaction commits: a movement rolled back (a failed purchase, a lost race) never happened.
    tx.afterCommit(() => recordCoinMovement(type === 'add' ? 'credit' : 'debit', movement.taskType, movement.description, movement.amount));
    return balanceAfter;
  }

  return {
    /** Adds coins; returns the new balance. */
    async credit(movement: CoinMovement): Promise<number> {
      const { rows } = await tx.query<{ coins: number }>(
        'UPDATE users SET coins = coins + $2, updated_at = now() WHERE id = $1 RETURNING coins',
        [movement.userId, movement.amount],
      );
      if (!rows[0]) throw notFound('User not found', 'USER_NOT_FOUND');
      return record(movement, 'add', rows[0].coins);
    },

    /** Takes coins only if the balance covers them (one conditional update); returns the new balance. */
    async debit(movement: CoinMovement): Promise<number> {
      const { rows } = await tx.query<{ coins: number }>(
        'UPDATE users SET coins = coins - $2, updated_at = now() WHERE id = $1 AND coins >= $2 RETURNING coins',
        [movement.userId, movement.amount],
      );
      if (!rows[0]) throw conflict('INSUFFICIENT_COINS', 'Insufficient coins');
      return record(movement, 'subtract', rows[0].coins);
    },

    async balance(userId: number): Promise<number> {
      const { rows } = await tx.query<{ coins: number }>('SELECT coins FROM users WHERE id = $1', [userId]);
      return rows[0]?.coins ?? 0;
    },

    async page(userId: number, limit: number, offset: number): Promise<{ rows: LedgerRow[]; total: number }> {
      const [{ rows }, count] = await Promise.all([
        tx.query<LedgerRow>(
          `SELECT l.*, b.book_name, c.title AS chapter_title
             FROM coin_ledger l LEFT JOIN books b ON b.book_id = l.book_id LEFT JOIN chapters c ON c.id = l.chapter_id
            WHERE l.user_id = $1
            ORDER BY l.id DESC LIMIT $2 OFFSET $3`,
          [userId, limit, offset],
        ),
        tx.query<{ total: number }>('SELECT count(*)::int AS total FROM coin_ledger WHERE user_id = $1', [userId]),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}
