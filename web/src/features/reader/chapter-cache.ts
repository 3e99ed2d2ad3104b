import { parseJson, storageKeys, writeJson } from '@/shared/lib/storage';
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

/** Only readable text is kept: a locked or blank chapter is never cached. */
export function writeCachedChapter(chapter: CachedChapter): void {
  if (!hasReadableContent(chapter.content)) return;
  writeJson(storageKeys.chapterContent(chapter.bookId, chapter.id), chapter);
}
