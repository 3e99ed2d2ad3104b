import { chapterContentPrefix, keysStartingWith, parseJson, readJson, removeEntry, storageKeys, writeJson } from '@/shared/lib/storage';
import type { ChapterToStore } from '@/shared/offline/chapter-store';
import { hasReadableContent } from './chapter-content';

/*
 * The reader's copy of each chapter it has shown, in localStorage, to show it again at once. Apart
 * from chapter-content.ts, which the boot entry's preview (chapter-preview.ts) also needs.
 */

/** What localStorage keeps of a chapter (`chapter:{bookId}:{chapterId}`), enough to show it at once. */
export interface CachedChapter extends Omit<ChapterToStore, 'content' | 'locked'> {
  bookId: string;
  content: string;
}

function isCachedChapter(value: unknown): value is CachedChapter {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const optionalId = (field: unknown) => field === null || typeof field === 'string';
  return (
    typeof record.id === 'string' &&
    typeof record.bookId === 'string' &&
    typeof record.number === 'number' &&
    typeof record.title === 'string' &&
    typeof record.content === 'string' &&
    typeof record.coinsRequired === 'number' &&
    optionalId(record.previousChapterId) &&
    optionalId(record.nextChapterId)
  );
}

/** The stored copy of chapter `chapterId` of book `bookId`, or null when it is not a valid copy of it. */
export function parseCachedChapter(raw: string, bookId: string, chapterId: string): CachedChapter | null {
  const cached = parseJson(raw, isCachedChapter);
  return cached && cached.id === chapterId && cached.bookId === bookId ? cached : null;
}

/** Whether two copies hold the same chapter, text and all. */
export function isSameCachedChapter(a: CachedChapter, b: CachedChapter): boolean {
  return (Object.keys(a) as Array<keyof CachedChapter>).every((field) => a[field] === b[field]);
}

/** How many chapters are kept: about 50 chapters of text, well inside localStorage's few MB. */
export const MAX_CACHED_CHAPTERS = 50;

const isKeyList = (value: unknown): value is string[] => Array.isArray(value) && value.every((key) => typeof key === 'string');

/**
 * Keeps a free chapter's readable text, the chapter shown longest ago dropped past
 * MAX_CACHED_CHAPTERS. A paid chapter's text is never kept: the reader does not show it from
 * here (it checks the unlock with the server first), and it is bought text under a key of no one.
 */
export function writeCachedChapter(chapter: CachedChapter): void {
  if (chapter.coinsRequired > 0 || !hasReadableContent(chapter.content)) return;
  const key = storageKeys.chapterContent(chapter.bookId, chapter.id);
  // Without an order yet (first use, or copies kept before it existed), every copy there is counts.
  const known = readJson(storageKeys.chapterContentOrder, isKeyList) ?? keysStartingWith(chapterContentPrefix);
  const order = [...known.filter((kept) => kept !== key), key];
  for (const dropped of order.splice(0, Math.max(0, order.length - MAX_CACHED_CHAPTERS))) removeEntry(dropped);
  writeJson(storageKeys.chapterContentOrder, order);
  writeJson(key, chapter);
}
