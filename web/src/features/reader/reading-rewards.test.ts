import { describe, expect, it } from 'vitest';
import { rewardNotices } from './reading-rewards';

const here = { chapterId: '7', source: 'progress' } as const;

describe('rewardNotices', () => {
  it('animates this chapter reward and toasts the first-read reward paid with it', () => {
    expect(
      rewardNotices(
        [
          { type: 'FIRST_READ_REWARD', coins: 10, chapterId: '7' },
          { type: 'CHAPTER_REWARD', coins: 5, chapterId: '7' },
        ],
        here,
      ),
    ).toEqual({ burst: 5, toasts: [{ kind: 'firstRead', coins: 10 }] });
  });

  it('toasts the tasks beside the animation of the chapter reward', () => {
    expect(
      rewardNotices(
        [
          { type: 'CHAPTER_REWARD', coins: 5, chapterId: '7' },
          { type: 'CHAPTER_READING_TASK', coins: 50, chapterId: '7' },
          { type: 'NOVEL_READING_TASK', coins: 100, chapterId: '7' },
        ],
        here,
      ),
    ).toEqual({
      burst: 5,
      toasts: [
        { kind: 'chapterTask', coins: 50 },
        { kind: 'novelTask', coins: 100 },
      ],
    });
  });

  it('celebrates a progress answer that paid only something else with its total', () => {
    expect(rewardNotices([{ type: 'CHAPTER_READING_TASK', coins: 50, chapterId: '7' }], here)).toEqual({
      burst: 50,
      toasts: [{ kind: 'chapterTask', coins: 50 }],
    });
  });

  it('toasts what opening a chapter paid for the chapter read before, without an animation', () => {
    expect(
      rewardNotices(
        [
          { type: 'FIRST_READ_REWARD', coins: 10, chapterId: '6' },
          { type: 'CHAPTER_REWARD', coins: 5, chapterId: '6' },
        ],
        { chapterId: '7', source: 'open' },
      ),
    ).toEqual({
      burst: 0,
      toasts: [
        { kind: 'firstRead', coins: 10 },
        { kind: 'chapter', coins: 5 },
      ],
    });
  });

  it('animates this chapter reward when opening paid it (a reload after reading)', () => {
    expect(rewardNotices([{ type: 'CHAPTER_REWARD', coins: 5, chapterId: '7' }], { chapterId: '7', source: 'open' })).toEqual({
      burst: 5,
      toasts: [],
    });
  });

  it('ignores empty rewards', () => {
    expect(rewardNotices([], here)).toEqual({ burst: 0, toasts: [] });
    expect(rewardNotices([{ type: 'CHAPTER_REWARD', coins: 0, chapterId: '7' }], here)).toEqual({ burst: 0, toasts: [] });
  });
});
