import { describe, expect, it } from 'vitest';
import type { ReaderScreen_ChapterFragment } from '@/__generated__/graphql';
import { displayedChapter } from './displayed-chapter';

const answered: ReaderScreen_ChapterFragment = {
  __typename: 'Chapter',
  id: 'c11',
  number: 11,
  title: '第11章 风起',
  coinsRequired: 30,
  content: null,
  hasContent: true,
  locked: true,
  previousChapterId: 'c10',
  nextChapterId: 'c12',
  readingProgress: { __typename: 'ChapterReadingProgress', isCompleted: false },
};

describe('displayedChapter', () => {
  it('keeps a paid chapter with text locked until it is bought', () => {
    expect(displayedChapter(answered)).toMatchObject({ locked: true, content: null, coinsRequired: 30 });
  });

  it('shows a paid chapter without text as empty, with nothing to unlock', () => {
    expect(displayedChapter({ ...answered, hasContent: false })).toMatchObject({ locked: false, content: null });
  });

  it('passes an unlocked chapter through with its text and completion', () => {
    const read = { ...answered, locked: false, content: '风起了。', readingProgress: { __typename: 'ChapterReadingProgress' as const, isCompleted: true } };
    expect(displayedChapter(read)).toEqual({
      id: 'c11',
      number: 11,
      title: '第11章 风起',
      content: '风起了。',
      locked: false,
      coinsRequired: 30,
      previousChapterId: 'c10',
      nextChapterId: 'c12',
      isCompleted: true,
    });
  });
});
