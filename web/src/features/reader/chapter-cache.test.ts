// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keysStartingWith, storageKeys } from '@/shared/lib/storage';
import { MAX_CACHED_CHAPTERS, parseCachedChapter, writeCachedChapter, type CachedChapter } from './chapter-cache';

const chapter = (id: number, overrides: Partial<CachedChapter> = {}): CachedChapter => ({
  id: String(id),
  bookId: '3',
  number: id,
  title: `Chapter ${id}`,
  content: `The text of chapter ${id}.`,
  coinsRequired: 0,
  previousChapterId: null,
  nextChapterId: null,
  ...overrides,
});

const stored = (id: number) => localStorage.getItem(storageKeys.chapterContent('3', String(id)));
const keptCount = () => keysStartingWith('chapter:').length;

beforeEach(() => localStorage.clear());

describe('the chapter cache in localStorage', () => {
  it('keeps a free chapter to show again', () => {
    writeCachedChapter(chapter(1));
    expect(parseCachedChapter(stored(1)!, '3', '1')).toEqual(chapter(1));
  });

  it('never keeps the text of a paid chapter, nor a blank one', () => {
    writeCachedChapter(chapter(2, { coinsRequired: 20 }));
    writeCachedChapter(chapter(3, { content: '   ' }));
    expect([stored(2), stored(3)]).toEqual([null, null]);
  });

  it(`keeps the ${MAX_CACHED_CHAPTERS} chapters shown last, the one shown longest ago dropped first`, () => {
    for (let id = 1; id <= MAX_CACHED_CHAPTERS + 10; id += 1) {
      writeCachedChapter(chapter(id));
      // Chapter 1 is shown again now and then: it stays.
      if (id % 20 === 0) writeCachedChapter(chapter(1));
    }
    expect(keptCount()).toBe(MAX_CACHED_CHAPTERS);
    expect(stored(1)).not.toBeNull();
    expect(stored(2)).toBeNull();
    expect(stored(11)).toBeNull();
    expect(stored(12)).not.toBeNull();
    expect(stored(MAX_CACHED_CHAPTERS + 10)).not.toBeNull();
  });

  it('counts the copies kept before the order was, so a full device is brought back under the cap', () => {
    for (let id = 1; id <= MAX_CACHED_CHAPTERS + 30; id += 1) localStorage.setItem(storageKeys.chapterContent('9', String(id)), '{}');
    writeCachedChapter(chapter(1));
    expect(keptCount()).toBe(MAX_CACHED_CHAPTERS);
    expect(stored(1)).not.toBeNull();
  });
});
