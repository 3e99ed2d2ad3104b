import { readJson, storageKeys, writeJson } from '@/shared/lib/storage';

/**
 * Which reading-task rewards have been celebrated (localStorage `taskRewardsShown`), so each
 * task's reward animation shows once when it becomes completed. The tasks are daily: a task seen
 * incomplete again (a new day) clears its flag, so the next completion is celebrated too.
 */
export type TaskRewardKey = 'chapterTask' | 'novelTask';

export interface TaskRewardsShown {
  chapterTask: boolean;
  novelTask: boolean;
}

export const noRewardsShown: TaskRewardsShown = { chapterTask: false, novelTask: false };

function isTaskRewardsShown(value: unknown): value is TaskRewardsShown {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.chapterTask === 'boolean' && typeof record.novelTask === 'boolean';
}

export function readTaskRewardsShown(): TaskRewardsShown {
  return readJson(storageKeys.taskRewardsShown, isTaskRewardsShown) ?? noRewardsShown;
}

export function writeTaskRewardsShown(shown: TaskRewardsShown): void {
  writeJson(storageKeys.taskRewardsShown, shown);
}

/** What to do when a task's state is known: whether to celebrate now, and the flags to keep. */
export function trackTaskReward(shown: TaskRewardsShown, key: TaskRewardKey, completed: boolean): { shown: TaskRewardsShown; celebrate: boolean } {
  if (completed && !shown[key]) return { shown: { ...shown, [key]: true }, celebrate: true };
  if (!completed && shown[key]) return { shown: { ...shown, [key]: false }, celebrate: false };
  return { shown, celebrate: false };
}
