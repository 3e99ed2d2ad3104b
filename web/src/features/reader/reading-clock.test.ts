import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MARGIN_MS, MAX_FOLLOW_UPS, noteFor, planFollowUp, secondsUntil } from './reading-clock';

const running = { clockRunning: true, rewardInSeconds: null, completionInSeconds: null };

describe('planFollowUp', () => {
  it('does nothing when nothing is waiting', () => {
    expect(planFollowUp(running, 30, 0)).toEqual({ kind: 'none' });
    expect(planFollowUp({ clockRunning: true }, 100, 0)).toEqual({ kind: 'none' });
  });

  it('sends the same milestone again once the reward is due', () => {
    expect(planFollowUp({ ...running, rewardInSeconds: 4 }, 20, 0)).toEqual({
      kind: 'wait',
      reason: 'reward',
      seconds: 4,
      delayMs: 4000 + FOLLOW_UP_MARGIN_MS,
      milestone: 20,
    });
  });

  it('sends 100% again once the completion is due', () => {
    expect(planFollowUp({ ...running, completionInSeconds: 9 }, 100, 0)).toEqual({
      kind: 'wait',
      reason: 'completion',
      seconds: 9,
      delayMs: 9000 + FOLLOW_UP_MARGIN_MS,
      milestone: 100,
    });
  });

  it('never claims the end of a chapter this view has not reported', () => {
    expect(planFollowUp({ ...running, completionInSeconds: 9 }, 60, 0)).toEqual({ kind: 'none' });
  });

  it('takes the earlier of a waiting reward and a waiting completion', () => {
    expect(planFollowUp({ ...running, rewardInSeconds: 2, completionInSeconds: 12 }, 100, 0)).toMatchObject({
      reason: 'reward',
      seconds: 2,
    });
    expect(planFollowUp({ ...running, rewardInSeconds: 12, completionInSeconds: 3 }, 100, 0)).toMatchObject({
      reason: 'completion',
      seconds: 3,
    });
    expect(planFollowUp({ ...running, rewardInSeconds: 5, completionInSeconds: 5 }, 100, 0)).toMatchObject({
      reason: 'reward',
      seconds: 5,
    });
  });

  it('says so when the clock runs on another chapter, waiting or not', () => {
    expect(planFollowUp({ clockRunning: false, rewardInSeconds: 3, completionInSeconds: null }, 20, 0)).toEqual({ kind: 'clockStopped' });
    expect(planFollowUp({ clockRunning: false, rewardInSeconds: null, completionInSeconds: null }, 50, 0)).toEqual({
      kind: 'clockStopped',
    });
  });

  it('stops following up after the limit of one view', () => {
    expect(planFollowUp({ ...running, rewardInSeconds: 1 }, 20, MAX_FOLLOW_UPS - 1).kind).toBe('wait');
    expect(planFollowUp({ ...running, rewardInSeconds: 1 }, 20, MAX_FOLLOW_UPS)).toEqual({ kind: 'none' });
  });

  it('ignores values that are not a number of seconds', () => {
    expect(planFollowUp({ ...running, rewardInSeconds: Number.NaN }, 20, 0)).toEqual({ kind: 'none' });
    expect(planFollowUp({ ...running, rewardInSeconds: -1 }, 20, 0)).toEqual({ kind: 'none' });
  });
});

describe('the reading-time note', () => {
  it('counts down to the moment the server named', () => {
    const note = noteFor(planFollowUp({ ...running, rewardInSeconds: 5 }, 20, 0), 1_000);
    expect(note).toEqual({ kind: 'reward', dueAt: 6_000 });
    expect(secondsUntil(6_000, 1_000)).toBe(5);
    expect(secondsUntil(6_000, 1_001)).toBe(5);
    expect(secondsUntil(6_000, 5_000)).toBe(1);
    expect(secondsUntil(6_000, 6_000)).toBe(0);
    expect(secondsUntil(6_000, 9_000)).toBe(0);
  });

  it('tells about the completion, the stopped clock, or nothing', () => {
    expect(noteFor(planFollowUp({ ...running, completionInSeconds: 2 }, 100, 0), 0)).toEqual({ kind: 'completion', dueAt: 2_000 });
    expect(noteFor({ kind: 'clockStopped' }, 0)).toEqual({ kind: 'clockStopped' });
    expect(noteFor({ kind: 'none' }, 0)).toBeNull();
  });
});
