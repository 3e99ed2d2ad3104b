import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getChapter, listBooks, listChapterIds, removeBook, saveChapter, storedBytes, textBytes } from './chapter-store';
import { clearOfflineUser, clearOtherReadersDownloads, openOfflineDb } from './offline-db';
import { deleteOfflineDb } from '@/shared/testing/offline-db';

const book = { id: 'b1', title: 'Book one', coverImage: null };
const chapter = (id: string, number: number, content: string | null = `text of ${id}`, locked = false) => ({
  id,
  number,
  title: `Chapter ${number}`,
  content,
  locked,
  coinsRequired: locked ? 10 : 0,
  previousChapterId: null,
  nextChapterId: null,
});

describe('chapter store', () => {
  beforeEach(deleteOfflineDb);
  afterEach(deleteOfflineDb);

  it('stores a readable chapter per reader and reads it back', async () => {
    expect(await saveChapter('u1', book, chapter('c1', 1, '你好'))).toBe(true);
    const stored = await getChapter('u1', 'b1', 'c1');
    expect(stored).toMatchObject({ userId: 'u1', bookId: 'b1', chapterId: 'c1', content: '你好', bytes: 6 });
    expect(textBytes('你好')).toBe(6);
  });

  it('never stores a locked (paid, not unlocked) or blank chapter', async () => {
    expect(await saveChapter('u1', book, chapter('paid', 2, null, true))).toBe(false);
    expect(await saveChapter('u1', book, chapter('paid2', 3, 'leaked text', true))).toBe(false);
    expect(await saveChapter('u1', book, chapter('blank', 4, '   '))).toBe(false);
    expect(await listChapterIds('u1', 'b1')).toEqual(new Set());
    expect(await listBooks('u1')).toEqual([]);
  });

  it('deletes the downloads of every other reader, whose queued progress stays', async () => {
    await saveChapter('u1', book, chapter('c1', 1));
    await saveChapter('u2', book, chapter('c1', 1));
    await saveChapter('u3', { ...book, id: 'b2' }, chapter('c9', 9));
    const db = await openOfflineDb();
    await db.add('progressQueue', { userId: 'u1', reportId: 'r1', bookId: 'b1', chapterId: 'c1', progressPercentage: 40, language: 'ZH_CN', position: null, recordedAt: '2026-11-28T00:00:00Z' });
    await clearOtherReadersDownloads('u2');
    expect([await getChapter('u1', 'b1', 'c1'), await getChapter('u3', 'b2', 'c9')]).toEqual([null, null]);
    expect([await listBooks('u1'), await listBooks('u3')]).toEqual([[], []]);
    expect(await getChapter('u2', 'b1', 'c1')).not.toBeNull();
    expect(await db.getAllFromIndex('progressQueue', 'byUser', 'u1')).toHaveLength(1);
  });

  it("hides one reader's downloads from another", async () => {
    await saveChapter('u1', book, chapter('c1', 1));
    expect(await getChapter('u2', 'b1', 'c1')).toBeNull();
    expect(await listBooks('u2')).toEqual([]);
    expect(await storedBytes('u2')).toBe(0);
  });

  it('lists books with their count, size and first chapter, and removes a book', async () => {
    await saveChapter('u1', book, chapter('c2', 2, 'bb'));
    await saveChapter('u1', book, chapter('c1', 1, 'a'));
    await saveChapter('u1', { id: 'b2', title: 'Book two', coverImage: '/covers/2.jpg' }, chapter('x1', 1, 'xyz'));
    const books = await listBooks('u1');
    // (Most recently updated first; both were saved within the same millisecond here, so sort by id.)
    const rows = books.map((entry) => [entry.bookId, entry.chapterCount, entry.bytes, entry.firstChapterId]).sort();
    expect(rows).toEqual([
      ['b1', 2, 3, 'c1'],
      ['b2', 1, 3, 'x1'],
    ]);
    expect(await storedBytes('u1')).toBe(6);
    await removeBook('u1', 'b1');
    expect((await listBooks('u1')).map((entry) => entry.bookId)).toEqual(['b2']);
    expect(await listChapterIds('u1', 'b1')).toEqual(new Set());
  });

  it('clears everything of one reader on sign-out, and only theirs', async () => {
    await saveChapter('u1', book, chapter('c1', 1));
    await saveChapter('u2', book, chapter('c1', 1));
    await clearOfflineUser('u1');
    expect(await listBooks('u1')).toEqual([]);
    expect(await getChapter('u2', 'b1', 'c1')).not.toBeNull();
  });
});
