import { closeOfflineDb, OFFLINE_DB_NAME } from '@/shared/offline/offline-db';

/** Closes and deletes the offline IndexedDB (fake-indexeddb in tests), so each test starts empty. */
export async function deleteOfflineDb(): Promise<void> {
  await closeOfflineDb();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error instanceof Error ? request.error : new Error('deleteDatabase failed'));
  });
}
