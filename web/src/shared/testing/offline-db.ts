import { saveChapter } from '@/shared/offline/chapter-store';
import { closeOfflineDb, OFFLINE_DB_NAME, openOfflineDb } from '@/shared/offline/offline-db';

/** Closes and deletes the offline IndexedDB (fake-indexeddb in tests), so each test starts empty. */
export async function deleteOfflineDb(): Promise<void> {
  await closeOfflineDb();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error instanceof Error ? request.error : new Error('deleteDatabase failed'));
  });
}

/** A downloaded book of one short chapter for `userId`, as the download on its page stores it. */
export async function storeDownloadedBook(userId: string, bookId: string): Promise<void> {
  const chapter = {
    id: 'c1',
    number: 1,
    title: 'Chapter 1',
    content: 'text',
    locked: false,
    coinsRequired: 0,
    previousChapterId: null,
    nextChapterId: null,
  };
  await saveChapter(userId, { id: bookId, title: `Book ${bookId}`, coverImage: null }, chapter);
}

/** A progress report of `userId` waiting to be sent, as the reader queues one offline. */
export async function storeQueuedReport(userId: string, chapterId: string, progressPercentage: number): Promise<void> {
  const db = await openOfflineDb();
  await db.add('progressQueue', {
    userId,
    reportId: crypto.randomUUID(),
    bookId: 'b1',
    chapterId,
    progressPercentage,
    language: 'EN_US',
    position: null,
    recordedAt: new Date().toISOString(),
  });
}
