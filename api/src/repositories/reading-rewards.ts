import type { Queryable } from '../db/database.js';

export type ReadingRewardKind = 'chapter_reward' | 'first_read_reward';

// Each kind has its own partial unique index; ON CONFLICT must name it literally.
const insertOnce: Record<ReadingRewardKind, string> = {
  first_read_reward: `INSERT INTO reading_rewards (user_id, book_id, chapter_id, kind, coins) VALUES ($1, $2, $3, 'first_read_reward', $4)
    ON CONFLICT (user_id, book_id) WHERE kind = 'first_read_reward' DO NOTHING RETURNING id`,
  chapter_reward: `INSERT INTO reading_rewards (user_id, book_id, chapter_id, kind, coins) VALUES ($1, $2, $3, 'chapter_reward', $4)
    ON CONFLICT (user_id, chapter_id) WHERE kind = 'chapter_reward' DO NOTHING RETURNING id`,
};

/** The reading rewards paid; unique keys make paying one twice impossible. */
export function readingRewardRepository(tx: Queryable) {
  return {
    /**
     * Records a reward unless it was paid before (one first-read reward per novel, one chapter
     * reward per chapter). True when this call recorded it, so the caller pays exactly once.
     */
    async recordOnce(kind: ReadingRewardKind, userId: number, bookId: number, chapterId: number, coins: number): Promise<boolean> {
      const { rows } = await tx.query(insertOnce[kind], [userId, bookId, chapterId, coins]);
      return rows.length > 0;
    },

    async wasPaid(kind: ReadingRewardKind, userId: number, bookId: number, chapterId: number): Promise<boolean> {
      const { rows } =
        kind === 'first_read_reward'
          ? await tx.query("SELECT 1 FROM reading_rewards WHERE user_id = $1 AND book_id = $2 AND kind = 'first_read_reward'", [userId, bookId])
          : await tx.query("SELECT 1 FROM reading_rewards WHERE user_id = $1 AND chapter_id = $2 AND kind = 'chapter_reward'", [userId, chapterId]);
      return rows.length > 0;
    },
  };
}
