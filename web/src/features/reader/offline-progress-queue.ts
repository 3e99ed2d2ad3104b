import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/__generated__';
import type { Language, ReadingProgressInput } from '@/__generated__/graphql';
import { isNetworkError, isUnauthenticatedError } from '@/shared/api/error-message';
import { readStoredUser } from '@/shared/auth/stored-user';
import { isOnline } from '@/shared/hooks/use-online-status';
import { serverNow } from '@/shared/lib/server-clock';
import { openOfflineDb, type QueuedProgressRecord } from '@/shared/offline/offline-db';

/**
 * Reading progress made without a connection. Each report is stored in IndexedDB (per reader) with
 * a reportId and the time it was made, and sent once the connection is back: in the order it was
 * made, each one once (it is deleted after the server took it; the server also counts a reportId
 * once, so a report re-sent after a crash changes nothing). Offline reports carry `offline: true`:
 * the server keeps their progress and place but adds no reading time, so they earn no coins.
 */

const SendQueuedProgressMutation = graphql(`
  mutation SendQueuedProgress($input: ReadingProgressInput!) {
    reportReadingProgress(input: $input) {
      progress
      isCompleted
      chapter {
        id
        readingProgress {
          progress
          isCompleted
        }
      }
    }
  }
`);

export interface ProgressReport {
  bookId: string;
  chapterId: string;
  progressPercentage: number;
  language?: Language | null;
  position?: number | null;
}

/**
 * A random (version 4) UUID, the only report id the server takes. `crypto.randomUUID` exists only in
 * a secure context (HTTPS, localhost); served over plain HTTP on a LAN address, or in an older
 * browser, the same UUID is made from `crypto.getRandomValues`, which exists everywhere.
 */
export function newReportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Queues a report made offline for `userId`; `now` is the device's clock. A report that only moves
 * the place (the same chapter and progress as the last one queued) takes that one's slot: sent in
 * order, the two would leave the server exactly where the later one alone does, and a reader
 * scrolling offline for an hour would otherwise queue hundreds of them.
 */
export async function enqueueProgress(userId: string, report: ProgressReport, now: Date = serverNow()): Promise<QueuedProgressRecord> {
  const record: QueuedProgressRecord = {
    userId,
    reportId: newReportId(),
    bookId: report.bookId,
    chapterId: report.chapterId,
    progressPercentage: report.progressPercentage,
    language: report.language ?? 'ZH_CN',
    position: report.position ?? null,
    recordedAt: now.toISOString(),
  };
  const db = await openOfflineDb();
  const tx = db.transaction('progressQueue', 'readwrite');
  const last = await tx.store.index('byUser').openCursor(IDBKeyRange.only(userId), 'prev');
  const previous = last?.value;
  if (
    previous?.seq !== undefined &&
    previous.bookId === record.bookId &&
    previous.chapterId === record.chapterId &&
    previous.progressPercentage === record.progressPercentage
  ) {
    await tx.store.delete(previous.seq);
  }
  const seq = await tx.store.add(record);
  await tx.done;
  return { ...record, seq };
}

/**
 * The place last queued for a chapter by `userId` (read offline on this device, not sent yet), or
 * null when none is.
 */
export async function queuedPlace(userId: string, bookId: string, chapterId: string): Promise<number | null> {
  const records = await queuedProgress(userId);
  const last = records.findLast((record) => record.bookId === bookId && record.chapterId === chapterId && record.position !== null);
  return last?.position ?? null;
}

/** The reports queued for `userId`, oldest first. */
export async function queuedProgress(userId: string): Promise<QueuedProgressRecord[]> {
  const db = await openOfflineDb();
  const records = await db.getAllFromIndex('progressQueue', 'byUser', IDBKeyRange.only(userId));
  return records.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The mutation input of a queued report. */
export function toProgressInput(record: QueuedProgressRecord): ReadingProgressInput {
  return {
    bookId: record.bookId,
    chapterId: record.chapterId,
    progressPercentage: record.progressPercentage,
    language: record.language as Language,
    ...(record.position === null ? {} : { position: record.position }),
    offline: true,
    recordedAt: record.recordedAt,
    reportId: record.reportId,
  };
}

export type SendQueued = (input: ReadingProgressInput) => Promise<void>;

export interface FlushResult {
  sent: number;
  dropped: number;
  /** Reports still queued (the connection failed again). */
  remaining: number;
}

let flushing: { userId: string; run: Promise<FlushResult> } | null = null;

/**
 * Sends the reports queued for `userId`, oldest first, one at a time. A network failure or an
 * ended session stops the run (the rest waits for the next one: the reader signs in again as the
 * same user, and nothing is lost); so does the reader signing out or another signing in. A report
 * the server refuses for good (chapter gone, not allowed) is dropped so it does not block the
 * others. One run at a time per tab, and with Web Locks one per browser; a run for another reader
 * starts once the one under way has stopped.
 */
export function flushProgressQueue(userId: string, send: SendQueued): Promise<FlushResult> {
  if (flushing?.userId === userId) return flushing.run;
  const before = flushing?.run.catch(() => undefined);
  const run = (async () => {
    await before;
    return withLock(() => flushOnce(userId, send));
  })().finally(() => {
    if (flushing?.run === run) flushing = null;
  });
  flushing = { userId, run };
  return run;
}

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return run();
  return locks.request('novel-offline-progress-queue', run);
}

async function flushOnce(userId: string, send: SendQueued): Promise<FlushResult> {
  const db = await openOfflineDb();
  const records = await queuedProgress(userId);
  let sent = 0;
  let dropped = 0;
  for (const [index, record] of records.entries()) {
    const remaining = { sent, dropped, remaining: records.length - index };
    // Signed out (the queue was emptied) or another reader signed in meanwhile: theirs is not this.
    if (readStoredUser()?.id !== userId) return remaining;
    try {
      await send(toProgressInput(record));
      sent += 1;
    } catch (error) {
      if (isNetworkError(error) || isUnauthenticatedError(error)) return remaining;
      console.warn('A queued reading progress report was refused; dropping it', error);
      dropped += 1;
    }
    if (record.seq !== undefined) await db.delete('progressQueue', record.seq);
  }
  return { sent, dropped, remaining: 0 };
}

/** Sends the queue of `userId` through Apollo. */
export function flushWithClient(client: ApolloClient, userId: string): Promise<FlushResult> {
  return flushProgressQueue(userId, async (input) => {
    await client.mutate({ mutation: SendQueuedProgressMutation, variables: { input } });
  });
}

type Report<T> = (options: { variables: { input: ReadingProgressInput } }) => Promise<{ data?: T | null }>;

/**
 * Wraps the progress mutation: without a connection (before or during the request) the report is
 * queued for the signed-in reader instead and the answer is empty (`data: null`), like a report
 * that brought no answer; otherwise it is sent as usual.
 */
export function queueWhenOffline<T>(report: Report<T>): Report<T> {
  return async (options) => {
    const userId = readStoredUser()?.id ?? null;
    const { input } = options.variables;
    const queue = async () => {
      await enqueueProgress(userId!, {
        bookId: input.bookId,
        chapterId: input.chapterId,
        progressPercentage: input.progressPercentage,
        language: input.language ?? null,
        position: input.position ?? null,
      });
      return { data: null };
    };
    if (userId !== null && !isOnline()) return queue();
    try {
      return await report(options);
    } catch (error) {
      if (userId !== null && isNetworkError(error) && !isOnline()) return queue();
      throw error;
    }
  };
}
