import { afterEach, describe, expect, it, vi } from 'vitest';
import { chapterNumberOf, chapterToStart, compareChapterTitles, orderChapters } from './chapter-order';

const titles = (list: { title: string }[]) => list.map((chapter) => chapter.title);
const chapter = (title: string, isCompleted = false) => ({ title, readingProgress: { isCompleted } });

describe('chapterNumberOf', () => {
  it('reads the number after "Chapter" in any case', () => {
    expect(chapterNumberOf('Chapter 12 The Silent Storm')).toBe(12);
    expect(chapterNumberOf('CHAPTER3: Dawn')).toBe(3);
    expect(chapterNumberOf('chapter 007')).toBe(7);
  });

  it('reads the number in 第N章', () => {
    expect(chapterNumberOf('第1章 初心不改')).toBe(1);
    expect(chapterNumberOf('第 25 章 旧事重提')).toBe(25);
  });

  it('is null when the title has no chapter number', () => {
    expect(chapterNumberOf('Prologue')).toBeNull();
    expect(chapterNumberOf('序章')).toBeNull();
    expect(chapterNumberOf('Book 2 Epilogue')).toBeNull();
    expect(chapterNumberOf('Chapters of life')).toBeNull();
  });
});

describe('orderChapters', () => {
  it('orders by chapter number, not by text', () => {
    const ordered = orderChapters([chapter('Chapter 10 End'), chapter('Chapter 2 Middle'), chapter('Chapter 1 Start')]);
    expect(titles(ordered)).toEqual(['Chapter 1 Start', 'Chapter 2 Middle', 'Chapter 10 End']);
  });

  it('orders Chinese titles by the number in 第N章', () => {
    const ordered = orderChapters([chapter('第11章 甲'), chapter('第2章 乙'), chapter('第1章 丙')]);
    expect(titles(ordered)).toEqual(['第1章 丙', '第2章 乙', '第11章 甲']);
  });

  it('breaks ties alphabetically and puts unnumbered titles last, alphabetically', () => {
    const ordered = orderChapters([
      chapter('Prologue'),
      chapter('Chapter 2 b'),
      chapter('Afterword'),
      chapter('Chapter 2 a'),
      chapter('Chapter 1'),
    ]);
    expect(titles(ordered)).toEqual(['Chapter 1', 'Chapter 2 a', 'Chapter 2 b', 'Afterword', 'Prologue']);
  });

  it('leaves its input unchanged', () => {
    const input = [chapter('Chapter 2'), chapter('Chapter 1')];
    orderChapters(input);
    expect(titles(input)).toEqual(['Chapter 2', 'Chapter 1']);
  });

  it('compares two titles consistently', () => {
    expect(compareChapterTitles('Chapter 9', 'Chapter 10')).toBeLessThan(0);
    expect(compareChapterTitles('Epilogue', 'Chapter 99')).toBeGreaterThan(0);
    expect(compareChapterTitles('Chapter 1', 'Chapter 1')).toBe(0);
  });
});

describe('the alphabetical collator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Building the first Intl.Collator is tens of milliseconds of a phone's main thread.
  it('is built only for titles that need comparing by text, and only once', async () => {
    const RealCollator = Intl.Collator;
    const collator = vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Intl.Collator>) {
      return new RealCollator(...args);
    } as typeof Intl.Collator);
    vi.resetModules();
    const fresh = await import('./chapter-order');
    fresh.orderChapters([chapter('Chapter 3'), chapter('第1章 甲'), chapter('Chapter 2')]);
    expect(collator).not.toHaveBeenCalled();

    expect(titles(fresh.orderChapters([chapter('Prologue'), chapter('Afterword'), chapter('Chapter 1')]))).toEqual([
      'Chapter 1',
      'Afterword',
      'Prologue',
    ]);
    fresh.compareChapterTitles('b', 'a');
    expect(collator).toHaveBeenCalledTimes(1);
  });
});

describe('chapterToStart', () => {
  it('is the first chapter not completed', () => {
    const ordered = [chapter('Chapter 1', true), chapter('Chapter 2', true), chapter('Chapter 3'), chapter('Chapter 4')];
    expect(chapterToStart(ordered)?.title).toBe('Chapter 3');
  });

  it('is the first chapter when all are completed or none is', () => {
    expect(chapterToStart([chapter('Chapter 1', true), chapter('Chapter 2', true)])?.title).toBe('Chapter 1');
    expect(chapterToStart([chapter('Chapter 1'), chapter('Chapter 2')])?.title).toBe('Chapter 1');
  });

  it('is null without chapters', () => {
    expect(chapterToStart([])).toBeNull();
  });
});
