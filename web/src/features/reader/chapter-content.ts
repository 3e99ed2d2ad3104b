import { parseJson, storageKeys, writeJson } from '@/shared/lib/storage';
import type { ChapterToStore } from '@/shared/offline/chapter-store';

/** Paragraphs are separated by blank lines; whitespace-only paragraphs are dropped. */
export function splitParagraphs(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const cjk = /[\u3400-\u9fff\uf900-\ufaff]/g;
const latin = /[A-Za-z]/g;

/**
 * The language of a chapter's text (books carry none): Chinese when Chinese characters are at least
 * a third as many as Latin letters. The reader marks the text with it and reads it aloud in it.
 */
export function textLanguage(text: string | null | undefined): 'zh-CN' | 'en-US' {
  const sample = (text ?? '').slice(0, 4000);
  const chinese = sample.match(cjk)?.length ?? 0;
  const letters = sample.match(latin)?.length ?? 0;
  return chinese > 0 && chinese * 3 >= letters ? 'zh-CN' : 'en-US';
}

/** Empty or whitespace-only text means the chapter is "not yet updated" (spec section 5). */
export function hasReadableContent(content: string | null | undefined): content is string {
  return typeof content === 'string' && content.trim() !== '';
}

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
