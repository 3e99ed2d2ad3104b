import { readJson, storageKeys, writeJson } from '@/shared/lib/storage';

/**
 * Which reading-task rewards have been celebrated today (localStorage `taskRewardsShown`), so each
 * task's reward animation shows once when it becomes completed. The tasks are daily: flags of
 * another day count for nothing, and a task seen incomplete again clears its flag, so the next
 * completion is celebrated too.
 */
export type TaskRewardKey = 'chapterTask' | 'novelTask';

export interface TaskRewardsShown {
  chapterTask: boolean;
  novelTask: boolean;
}

export const noRewardsShown: TaskRewardsShown = { chapterTask: false, novelTask: false };

/** As stored: the flags and the day (YYYY-MM-DD in the server's time zone) they were set on. */
interface StoredRewardsShown extends TaskRewardsShown {
  day?: string;
}

function isStoredRewardsShown(value: unknown): value is StoredRewardsShown {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.chapterTask === 'boolean' && typeof record.novelTask === 'boolean' && (record.day === undefined || typeof record.day === 'string');
}

/**
 * Today's flags: none when the stored ones are another day's. Flags of no day (the spec's own shape,
 * `{ chapterTask, novelTask }`) are taken as they are; a task seen incomplete clears its flag anyway.
 */
export function readTaskRewardsShown(day: string): TaskRewardsShown {
  const stored = readJson(storageKeys.taskRewardsShown, isStoredRewardsShown);
  if (!stored || (stored.day !== undefined && stored.day !== day)) return noRewardsShown;
  return { chapterTask: stored.chapterTask, novelTask: stored.novelTask };
}

export function writeTaskRewardsShown(shown: TaskRewardsShown, day: string): void {
  writeJson(storageKeys.taskRewardsShown, { ...shown, day });
}

/** What to do when a task's state is known: whether to celebrate now, and the flags to keep. */
export function trackTaskReward(shown: TaskRewardsShown, key: TaskRewardKey, completed: boolean): { shown: TaskRewardsShown; celebrate: boolean } {
  if (completed && !shown[key]) return { shown: { ...shown, [key]: true }, celebrate: true };
  if (!completed && shown[key]) return { shown: { ...shown, [key]: false }, celebrate: false };
  return { shown, celebrate: false };
}
