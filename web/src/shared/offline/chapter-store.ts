import { notifyOfflineChange, openOfflineDb, type DownloadedBookRecord, type DownloadedChapterRecord } from './offline-db';

/**
 * Downloaded chapters (offline reading), keyed by reader id + book + chapter. Only readable text
 * is stored: a chapter still locked for the reader (paid, not unlocked) is refused here as well
 * as by the download button.
 */

/** A chapter's text with where it sits in its book: what any copy of a chapter, stored or shown, carries. */
export interface ChapterToStore {
  id: string;
  number: number;
  title: string;
  content: string | null;
  locked: boolean;
  coinsRequired: number;
  previousChapterId: string | null;
  nextChapterId: string | null;
}

export interface BookToStore {
  id: string;
  title: string;
  coverImage: string | null;
}

export interface DownloadedBook extends DownloadedBookRecord {
  chapterCount: number;
  bytes: number;
  /** The downloaded chapter with the lowest number: where "read" opens the book. */
  firstChapterId: string;
}

export type DownloadedChapter = DownloadedChapterRecord;

const encoder = new TextEncoder();

/** UTF-8 bytes of a text (what the download really occupies, give or take the record's overhead). */
export function textBytes(text: string): number {
  return encoder.encode(text).length;
}

/** Whether a chapter may be stored: readable text, and not locked for this reader. */
export function isStorableChapter(chapter: Pick<ChapterToStore, 'content' | 'locked'>): chapter is { content: string; locked: false } {
  return !chapter.locked && typeof chapter.content === 'string' && chapter.content.trim() !== '';
}

/** Stores one chapter for `userId`; returns false (and stores nothing) for a locked or blank chapter. */
export async function saveChapter(userId: string, book: BookToStore, chapter: ChapterToStore): Promise<boolean> {
  if (!isStorableChapter(chapter)) return false;
  const db = await openOfflineDb();
  const tx = db.transaction(['chapters', 'books'], 'readwrite');
  const now = Date.now();
  await Promise.all([
    tx.objectStore('chapters').put({
      userId,
      bookId: book.id,
      chapterId: chapter.id,
      number: chapter.number,
      title: chapter.title,
      content: chapter.content,
      coinsRequired: chapter.coinsRequired,
      previousChapterId: chapter.previousChapterId,
      nextChapterId: chapter.nextChapterId,
      bytes: textBytes(chapter.content),
      savedAt: now,
    }),
    tx.objectStore('books').put({ userId, bookId: book.id, title: book.title, coverImage: book.coverImage, updatedAt: now }),
    tx.done,
  ]);
  notifyOfflineChange();
  return true;
}

/** The downloaded copy of a chapter for this reader, or null. */
export async function getChapter(userId: string, bookId: string, chapterId: string): Promise<DownloadedChapter | null> {
  const db = await openOfflineDb();
  return (await db.get('chapters', [userId, bookId, chapterId])) ?? null;
}

/** Ids of the chapters of a book this reader has downloaded. */
export async function listChapterIds(userId: string, bookId: string): Promise<Set<string>> {
  const db = await openOfflineDb();
  const keys = await db.getAllKeysFromIndex('chapters', 'byUserBook', IDBKeyRange.only([userId, bookId]));
  return new Set(keys.map((key) => key[2]));
}

/** This reader's downloaded books, most recently updated first, with their chapter count and size. */
export async function listBooks(userId: string): Promise<DownloadedBook[]> {
  const db = await openOfflineDb();
  const tx = db.transaction(['books', 'chapters']);
  const books = await tx.objectStore('books').index('byUser').getAll(IDBKeyRange.only(userId));
  const totals = new Map<string, { chapterCount: number; bytes: number; firstChapterId: string; firstNumber: number }>();
  let cursor = await tx.objectStore('chapters').index('byUser').openCursor(IDBKeyRange.only(userId));
  while (cursor) {
    const { bookId, chapterId, number, bytes } = cursor.value;
    const total = totals.get(bookId) ?? { chapterCount: 0, bytes: 0, firstChapterId: chapterId, firstNumber: number };
    total.chapterCount += 1;
    total.bytes += bytes;
    if (number < total.firstNumber) {
      total.firstNumber = number;
      total.firstChapterId = chapterId;
    }
    totals.set(bookId, total);
    cursor = await cursor.continue();
  }
  await tx.done;
  const result: DownloadedBook[] = [];
  for (const book of books) {
    const total = totals.get(book.bookId);
    if (total) result.push({ ...book, chapterCount: total.chapterCount, bytes: total.bytes, firstChapterId: total.firstChapterId });
  }
  return result.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Bytes of chapter text this reader has downloaded. */
export async function storedBytes(userId: string): Promise<number> {
  const books = await listBooks(userId);
  return books.reduce((sum, book) => sum + book.bytes, 0);
}

/** Removes a downloaded book (all its chapters) for this reader. */
export async function removeBook(userId: string, bookId: string): Promise<void> {
  const db = await openOfflineDb();
  const tx = db.transaction(['chapters', 'books'], 'readwrite');
  const chapters = tx.objectStore('chapters');
  let cursor = await chapters.index('byUserBook').openCursor(IDBKeyRange.only([userId, bookId]));
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.objectStore('books').delete([userId, bookId]);
  await tx.done;
  notifyOfflineChange();
}
