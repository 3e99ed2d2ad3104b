import type { Queryable } from '../db/database.js';

export interface TargetRow {
  level: number;
  name_zh: string;
  name_en: string;
  target_amount: number;
}

/** Withdraw targets by level, withdrawals and the achievements recorded on the way. */
export function withdrawalRepository(tx: Queryable) {
  return {
    async targets(): Promise<TargetRow[]> {
      return (await tx.query<TargetRow>('SELECT level, name_zh, name_en, target_amount FROM withdraw_targets ORDER BY level')).rows;
    },

    async setTargetAmount(level: number, amount: number): Promise<void> {
      await tx.query('UPDATE withdraw_targets SET target_amount = $2 WHERE level = $1', [level, amount]);
    },

    /** Records an achievement once; answers when it was achieved and whether this call recorded it. */
    async recordAchievement(userId: number, level: number): Promise<{ achievedAt: Date; newlyAchieved: boolean }> {
      const { rows } = await tx.query<{ created_at: Date; inserted: boolean }>(
        `WITH ins AS (
           INSERT INTO achievements (user_id, target_level) VALUES ($1, $2)
           ON CONFLICT (user_id, target_level) DO NOTHING RETURNING created_at
         )
         SELECT created_at, true AS inserted FROM ins
         UNION ALL
         SELECT created_at, false FROM achievements WHERE user_id = $1 AND target_level = $2
         LIMIT 1`,
        [userId, level],
      );
      return { achievedAt: rows[0]!.created_at, newlyAchieved: rows[0]!.inserted };
    },

    /** Records a withdrawal and moves the user to the next level; answers the withdrawal's id. */
    async recordWithdrawal(userId: number, level: number, amount: number): Promise<number> {
      const { rows } = await tx.query<{ id: number }>('INSERT INTO withdrawals (user_id, target_level, amount) VALUES ($1, $2, $3) RETURNING id', [
        userId,
        level,
        amount,
      ]);
      await tx.query('UPDATE users SET withdraw_level = withdraw_level + 1 WHERE id = $1', [userId]);
      return rows[0]!.id;
    },
  };
}
