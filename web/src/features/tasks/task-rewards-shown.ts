import { readJson, storageKeys, writeJson } from '@/shared/lib/storage';

/**
 * Which reading-task rewards have been celebrated today (localStorage `taskRewardsShown`), so each
 * task's reward animation shows once when it becomes completed. The tasks are daily: flags of
 * another day count for nothing, and a task seen incomplete again clears its flag, so the next
 * completion is celebrated too. The flags name their reader and stay through a sign-out, so signing
 * out and in again does not celebrate the same task twice; another reader's count for nothing.
 */
export type TaskRewardKey = 'chapterTask' | 'novelTask';

export interface TaskRewardsShown {
  chapterTask: boolean;
  novelTask: boolean;
}

export const noRewardsShown: TaskRewardsShown = { chapterTask: false, novelTask: false };

/** As stored: the flags, the day (YYYY-MM-DD in the server's time zone) they were set on, and whose they are. */
interface StoredRewardsShown extends TaskRewardsShown {
  day?: string;
  userId?: string;
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isStoredRewardsShown(value: unknown): value is StoredRewardsShown {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.chapterTask === 'boolean' && typeof record.novelTask === 'boolean' && isOptionalString(record.day) && isOptionalString(record.userId);
}

/**
 * The reader's flags for today: none when the stored ones are another day's or another reader's.
 * Flags of no day or no reader (the spec's own shape, `{ chapterTask, novelTask }`) are taken as
 * they are; a task seen incomplete clears its flag anyway.
 */
export function readTaskRewardsShown(day: string, userId: string): TaskRewardsShown {
  const stored = readJson(storageKeys.taskRewardsShown, isStoredRewardsShown);
  if (!stored || (stored.day ?? day) !== day || (stored.userId ?? userId) !== userId) return noRewardsShown;
  return { chapterTask: stored.chapterTask, novelTask: stored.novelTask };
}

export function writeTaskRewardsShown(shown: TaskRewardsShown, day: string, userId: string): void {
  writeJson(storageKeys.taskRewardsShown, { ...shown, day, userId });
}

/** What to do when a task's state is known: whether to celebrate now, and the flags to keep. */
export function trackTaskReward(shown: TaskRewardsShown, key: TaskRewardKey, completed: boolean): { shown: TaskRewardsShown; celebrate: boolean } {
  if (completed && !shown[key]) return { shown: { ...shown, [key]: true }, celebrate: true };
  if (!completed && shown[key]) return { shown: { ...shown, [key]: false }, celebrate: false };
  return { shown, celebrate: false };
}
