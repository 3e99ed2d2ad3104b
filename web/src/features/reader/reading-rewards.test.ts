import { describe, expect, it } from 'vitest';
import { burstAmount, summarizeRewards } from './reading-rewards';

describe('summarizeRewards', () => {
  it('adds up each kind of reward', () => {
    expect(
      summarizeRewards([
        { type: 'CHAPTER_REWARD', coins: 5 },
        { type: 'CHAPTER_READING_TASK', coins: 50 },
        { type: 'NOVEL_READING_TASK', coins: 100 },
        { type: 'FIRST_READ_REWARD', coins: 10 },
      ]),
    ).toEqual({ chapterCoins: 5, firstReadCoins: 10, chapterTaskCoins: 50, novelTaskCoins: 100 });
    expect(summarizeRewards([])).toEqual({ chapterCoins: 0, firstReadCoins: 0, chapterTaskCoins: 0, novelTaskCoins: 0 });
  });
});

describe('burstAmount', () => {
  it('shows the chapter reward (5) even when a task paid in the same answer', () => {
    expect(burstAmount(55, [{ type: 'CHAPTER_REWARD', coins: 5 }, { type: 'CHAPTER_READING_TASK', coins: 50 }])).toBe(5);
  });

  it('falls back to the total, and to nothing when nothing was paid', () => {
    expect(burstAmount(50, [{ type: 'CHAPTER_READING_TASK', coins: 50 }])).toBe(50);
    expect(burstAmount(7, [])).toBe(7);
    expect(burstAmount(0, [{ type: 'CHAPTER_REWARD', coins: 5 }])).toBe(0);
  });
});
