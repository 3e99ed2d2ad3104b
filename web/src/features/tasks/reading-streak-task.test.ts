import { describe, expect, it } from 'vitest';
import { localTasks, withReadingStreak } from './local-tasks';

const streakTask = (streak: number | null) => withReadingStreak(localTasks, streak).find((task) => task.id === 'specialReadingStreak')!;

describe('the 7-day streak task', () => {
  it('shows the real streak, up to its target', () => {
    expect(streakTask(3)).toMatchObject({ progress: 3, completed: false });
    expect(streakTask(9)).toMatchObject({ progress: 7, completed: true });
  });

  it('stays as listed while the streak is unknown, and leaves the other tasks alone', () => {
    expect(streakTask(null)).toMatchObject({ progress: 0, completed: false });
    expect(withReadingStreak(localTasks, 5).filter((task) => task.id !== 'specialReadingStreak')).toEqual(
      localTasks.filter((task) => task.id !== 'specialReadingStreak'),
    );
  });
});
