import type { Queryable } from '../db/database.js';
import { COIN_RULES } from '../domain/rules.js';
import { ledgerRepository } from '../repositories/ledger.js';

export type DailyTask = 'chapter_reading' | 'novel_reading';

const taskRules: Record<DailyTask, { target: number; reward: number }> = {
  chapter_reading: COIN_RULES.chapterTask,
  novel_reading: COIN_RULES.novelTask,
};

export interface DailyTaskStatus {
  task: DailyTask;
  progress: number;
  target: number;
  completed: boolean;
  percentage: number;
  reward: number;
  /** Coins paid for this task by the call that produced this status (0 when nothing was paid). */
  coinsAwarded: number;
  totalCoins: number;
}

/**
 * The two daily reading tasks: chapters completed today (chapter_reading) and distinct novels
 * with a chapter completed today (novel_reading), "today" being the calendar day in APP_TIMEZONE.
 * `settle` pays a task once per day when its target is reached; the unique key on task_payouts
 * makes a second payment impossible even under concurrent calls.
 */
export function dailyTasks(tx: Queryable, timezone: string) {
  async function counts(userId: number): Promise<{ day: string; chapters: number; novels: number }> {
    const { rows } = await tx.query<{ day: string; chapters: number; novels: number }>(
      `SELECT d.day::text AS day, count(rp.chapter_id)::int AS chapters, count(DISTINCT rp.book_id)::int AS novels
         FROM (SELECT (now() AT TIME ZONE $2)::date AS day) d
         LEFT JOIN reading_progress rp ON rp.user_id = $1 AND rp.completed_day = d.day
        GROUP BY d.day`,
      [userId, timezone],
    );
    return rows[0]!;
  }

  async function paidToday(userId: number, task: DailyTask, day: string): Promise<boolean> {
    const { rows } = await tx.query('SELECT 1 FROM task_payouts WHERE user_id = $1 AND task = $2 AND day = $3', [userId, task, day]);
    return rows.length > 0;
  }

  async function status(userId: number, task: DailyTask, settle: boolean): Promise<DailyTaskStatus> {
    const rule = taskRules[task];
    const today = await counts(userId);
    const done = task === 'chapter_reading' ? today.chapters : today.novels;
    let coinsAwarded = 0;
    let paid = await paidToday(userId, task, today.day);
    if (settle && !paid && done >= rule.target) {
      const inserted = await tx.query(
        `INSERT INTO task_payouts (user_id, task, day, coins) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, task, day) DO NOTHING RETURNING id`,
        [userId, task, today.day, rule.reward],
      );
      if (inserted.rows.length > 0) {
        await ledgerRepository(tx).credit({
          userId,
          amount: rule.reward,
          taskType: task,
          description: task,
          detail: { target: rule.target },
        });
        coinsAwarded = rule.reward;
      }
      paid = true;
    }
    const progress = Math.min(done, rule.target);
    return {
      task,
      progress,
      target: rule.target,
      completed: paid || done >= rule.target,
      percentage: Math.round((progress / rule.target) * 100),
      reward: rule.reward,
      coinsAwarded,
      totalCoins: await ledgerRepository(tx).balance(userId),
    };
  }

  return {
    status: (userId: number, task: DailyTask) => status(userId, task, false),
    settle: (userId: number, task: DailyTask) => status(userId, task, true),
  };
}
