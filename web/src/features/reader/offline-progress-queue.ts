import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/__generated__';
import type { Language, ReadingProgressInput } from '@/__generated__/graphql';
import { isNetworkError } from '@/shared/api/error-message';
import { readStoredUser } from '@/shared/auth/stored-user';
import { isOnline } from '@/shared/hooks/use-online-status';
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

function newReportId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Queues a report made offline for `userId`; `now` is the device's clock. */
export async function enqueueProgress(userId: string, report: ProgressReport, now: Date = new Date()): Promise<QueuedProgressRecord> {
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
  const seq = await db.add('progressQueue', record);
  return { ...record, seq };
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

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends the reports queued for `userId`, oldest first, one at a time. A network failure stops the
 * run (the rest waits for the next one); a report the server refuses for good (chapter gone, not
 * allowed) is dropped so it does not block the others. One run at a time per tab, and with Web
 * Locks one per browser.
 */
export function flushProgressQueue(userId: string, send: SendQueued): Promise<FlushResult> {
  flushing ??= withLock(() => flushOnce(userId, send)).finally(() => {
    flushing = null;
  });
  return flushing;
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
    try {
      await send(toProgressInput(record));
      sent += 1;
    } catch (error) {
      if (isNetworkError(error)) return { sent, dropped, remaining: records.length - index };
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
