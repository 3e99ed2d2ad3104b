import type { Queryable } from '../db/database.js';
import { COIN_RULES } from '../domain/rules.js';
import { ledgerRepository } from '../repositories/ledger.js';
import { taskPayoutRepository, type DailyTask } from '../repositories/task-payouts.js';

export type { DailyTask };

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
 * makes a second payment impossible even under concurrent calls. Runs in the caller's transaction.
 */
export function dailyTasks(tx: Queryable, timezone: string) {
  const payouts = taskPayoutRepository(tx);
  const ledger = ledgerRepository(tx);

  async function status(userId: number, task: DailyTask, settle: boolean): Promise<DailyTaskStatus> {
    const rule = taskRules[task];
    const today = await payouts.completedToday(userId, timezone);
    const done = task === 'chapter_reading' ? today.chapters : today.novels;
    let coinsAwarded = 0;
    let paid = await payouts.paidOn(userId, task, today.day);
    if (settle && !paid && done >= rule.target) {
      if (await payouts.recordOnce(userId, task, today.day, rule.reward)) {
        await ledger.credit({ userId, amount: rule.reward, taskType: task, description: task, detail: { target: rule.target } });
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
      totalCoins: await ledger.balance(userId),
    };
  }

  return {
    status: (userId: number, task: DailyTask) => status(userId, task, false),
    settle: (userId: number, task: DailyTask) => status(userId, task, true),
  };
}
