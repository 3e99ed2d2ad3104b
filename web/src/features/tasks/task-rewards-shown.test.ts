import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noRewardsShown, readTaskRewardsShown, trackTaskReward, writeTaskRewardsShown } from './task-rewards-shown';

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

describe('stored flags', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are kept in localStorage taskRewardsShown with their day and reader', () => {
    expect(readTaskRewardsShown('2026-11-28', '7')).toEqual(noRewardsShown);
    writeTaskRewardsShown({ chapterTask: true, novelTask: false }, '2026-11-28', '7');
    expect(JSON.parse(storage.getItem('taskRewardsShown') ?? 'null')).toEqual({ chapterTask: true, novelTask: false, day: '2026-11-28', userId: '7' });
    expect(readTaskRewardsShown('2026-11-28', '7')).toEqual({ chapterTask: true, novelTask: false });
  });

  it("read as none shown for another reader on the same device", () => {
    writeTaskRewardsShown({ chapterTask: true, novelTask: true }, '2026-11-28', '7');
    expect(readTaskRewardsShown('2026-11-28', '8')).toEqual(noRewardsShown);
  });

  it('read as none shown on another day', () => {
    writeTaskRewardsShown({ chapterTask: true, novelTask: true }, '2026-11-27', '7');
    expect(readTaskRewardsShown('2026-11-28', '7')).toEqual(noRewardsShown);
  });

  it("read as they are from a record in the spec's shape, with no day", () => {
    storage.setItem('taskRewardsShown', '{"chapterTask":true,"novelTask":false}');
    expect(readTaskRewardsShown('2026-11-28', '7')).toEqual({ chapterTask: true, novelTask: false });
  });

  it('read as none shown when the entry is corrupt', () => {
    storage.setItem('taskRewardsShown', '{"chapterTask":"yes"}');
    expect(readTaskRewardsShown('2026-11-28', '7')).toEqual(noRewardsShown);
    storage.setItem('taskRewardsShown', 'not json');
    expect(readTaskRewardsShown('2026-11-28', '7')).toEqual(noRewardsShown);
  });
});

describe('trackTaskReward', () => {
  it('celebrates a task the first time it is seen completed, once', () => {
    const first = trackTaskReward(noRewardsShown, 'chapterTask', true);
    expect(first).toEqual({ shown: { chapterTask: true, novelTask: false }, celebrate: true });
    const again = trackTaskReward(first.shown, 'chapterTask', true);
    expect(again).toEqual({ shown: first.shown, celebrate: false });
  });

  it('tracks each task on its own', () => {
    const chapter = trackTaskReward(noRewardsShown, 'chapterTask', true).shown;
    expect(trackTaskReward(chapter, 'novelTask', true)).toEqual({ shown: { chapterTask: true, novelTask: true }, celebrate: true });
  });

  it('does nothing for an incomplete task that was never celebrated', () => {
    expect(trackTaskReward(noRewardsShown, 'novelTask', false)).toEqual({ shown: noRewardsShown, celebrate: false });
  });

  it('clears the flag when the task is incomplete again (a new day), so the next completion shows', () => {
    const done = { chapterTask: true, novelTask: true };
    const nextDay = trackTaskReward(done, 'chapterTask', false);
    expect(nextDay).toEqual({ shown: { chapterTask: false, novelTask: true }, celebrate: false });
    expect(trackTaskReward(nextDay.shown, 'chapterTask', true).celebrate).toBe(true);
  });
});
