import type taskTexts from '@/locales/zh-CN/tasks.json';

/**
 * The static task list of spec section 3: ten tasks kept on the client, shown as a catalogue of
 * ways to earn. `title` and `description` are keys of the `tasks` namespace.
 */
export type LocalTaskType = 'daily' | 'weekly' | 'special';

/** The tasks of the list, by their key under `tasks:localTasks.items`. */
export type LocalTaskId = keyof (typeof taskTexts)['localTasks']['items'];

export interface LocalTask {
  id: LocalTaskId;
  title: `localTasks.items.${LocalTaskId}.title`;
  description: `localTasks.items.${LocalTaskId}.description`;
  reward: number;
  type: LocalTaskType;
  completed: boolean;
  progress: number;
  maxProgress: number;
}

function task(id: LocalTaskId, type: LocalTaskType, reward: number, maxProgress: number): LocalTask {
  return {
    id,
    title: `localTasks.items.${id}.title`,
    description: `localTasks.items.${id}.description`,
    reward,
    type,
    completed: false,
    progress: 0,
    maxProgress,
  };
}

export const localTasks: readonly LocalTask[] = [
  task('dailyCheckIn', 'daily', 10, 1),
  task('dailyReadChapters', 'daily', 5, 5),
  task('dailySearch', 'daily', 3, 3),
  task('dailyViewDetails', 'daily', 2, 5),
  task('weeklyShare', 'weekly', 20, 3),
  task('weeklyReadChapters', 'weekly', 50, 10),
  task('weeklyExploreCategories', 'weekly', 30, 5),
  task('specialNewUser', 'special', 100, 1),
  task('specialReadingStreak', 'special', 200, 7),
  task('specialCollectBooks', 'special', 150, 10),
];

export const localTaskTypes: readonly LocalTaskType[] = ['daily', 'weekly', 'special'];

export function tasksOfType(type: LocalTaskType, tasks: readonly LocalTask[] = localTasks): LocalTask[] {
  return tasks.filter((entry) => entry.type === type);
}

/** The list with the reading-streak task showing the reader's real streak (days in a row, from readingStats). */
export function withReadingStreak(tasks: readonly LocalTask[], streak: number | null): LocalTask[] {
  return tasks.map((entry) => {
    if (entry.id !== 'specialReadingStreak' || streak === null) return entry;
    const progress = Math.min(Math.max(0, streak), entry.maxProgress);
    return { ...entry, progress, completed: progress >= entry.maxProgress };
  });
}
