import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The app's one IndexedDB database for offline reading. Every record carries the id of the reader
 * it belongs to and is only ever read back for that reader: another account signed in on the same
 * device sees none of it. Sign-out deletes the signing-out reader's records (clearOfflineUser); a
 * session that ended otherwise leaves its downloads until the next reader signs in here
 * (clearOtherReadersDownloads).
 *
 * - chapters: downloaded chapter texts (free chapters and chapters the reader has unlocked)
 * - books: one summary per downloaded book (title, cover, count, bytes) for the shelf
 * - progressQueue: reading progress made without a connection, sent in order when it returns
 */
export const OFFLINE_DB_NAME = 'novel-offline';
const OFFLINE_DB_VERSION = 1;

export interface DownloadedChapterRecord {
  userId: string;
  bookId: string;
  chapterId: string;
  number: number;
  title: string;
  content: string;
  coinsRequired: number;
  previousChapterId: string | null;
  nextChapterId: string | null;
  /** UTF-8 size of the text. */
  bytes: number;
  savedAt: number;
}

export interface DownloadedBookRecord {
  userId: string;
  bookId: string;
  title: string;
  coverImage: string | null;
  updatedAt: number;
}

/** One queued progress report, exactly the mutation input it will be sent with. */
export interface QueuedProgressRecord {
  seq?: number;
  userId: string;
  reportId: string;
  bookId: string;
  chapterId: string;
  progressPercentage: number;
  language: string;
  position: number | null;
  recordedAt: string;
}

export interface OfflineSchema extends DBSchema {
  chapters: {
    key: [string, string, string];
    value: DownloadedChapterRecord;
    indexes: { byUser: string; byUserBook: [string, string] };
  };
  books: {
    key: [string, string];
    value: DownloadedBookRecord;
    indexes: { byUser: string };
  };
  progressQueue: {
    key: number;
    value: QueuedProgressRecord;
    indexes: { byUser: string };
  };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

export function openOfflineDb(): Promise<OfflineDb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db) {
      const chapters = db.createObjectStore('chapters', { keyPath: ['userId', 'bookId', 'chapterId'] });
      chapters.createIndex('byUser', 'userId');
      chapters.createIndex('byUserBook', ['userId', 'bookId']);
      const books = db.createObjectStore('books', { keyPath: ['userId', 'bookId'] });
      books.createIndex('byUser', 'userId');
      const queue = db.createObjectStore('progressQueue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('byUser', 'userId');
    },
    blocking() {
      // A newer version was opened in another tab: let it upgrade.
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the connection (tests delete the database between cases). */
export async function closeOfflineDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells every open view (shelf, detail page, settings) that the offline stores changed. */
export function notifyOfflineChange(): void {
  for (const listener of listeners) listener();
}

export function onOfflineChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type ReaderStore = 'chapters' | 'books' | 'progressQueue';

async function deleteRecordsOf(userId: string, stores: readonly ReaderStore[]): Promise<void> {
  const db = await openOfflineDb();
  const tx = db.transaction(stores, 'readwrite');
  const removeAll = async (store: ReaderStore) => {
    let cursor = await tx.objectStore(store).index('byUser').openCursor(IDBKeyRange.only(userId));
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  };
  await Promise.all([...stores.map(removeAll), tx.done]);
  notifyOfflineChange();
}

/** How many progress reports of one reader wait to be sent (made offline). */
export async function queuedProgressCount(userId: string): Promise<number> {
  const db = await openOfflineDb();
  return db.countFromIndex('progressQueue', 'byUser', IDBKeyRange.only(userId));
}

/** Deletes everything stored for one reader: downloads and queued progress. */
export const clearOfflineUser = (userId: string): Promise<void> => deleteRecordsOf(userId, ['chapters', 'books', 'progressQueue']);

/**
 * Deletes the downloads of every reader but `userId`: those of a reader whose session ended
 * without signing out here (expired, revoked, signed out while offline), which sign-out would have
 * deleted. Their queued progress stays, to be sent if they sign in here again.
 */
export async function clearOtherReadersDownloads(userId: string): Promise<void> {
  const db = await openOfflineDb();
  const readers = new Set<string>();
  for (const store of ['chapters', 'books'] as const) {
    let cursor = await db.transaction(store).store.index('byUser').openKeyCursor(null, 'nextunique');
    while (cursor) {
      readers.add(cursor.key);
      cursor = await cursor.continue();
    }
  }
  readers.delete(userId);
  for (const other of readers) await deleteRecordsOf(other, ['chapters', 'books']);
}
