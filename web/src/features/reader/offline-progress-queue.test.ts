import 'fake-indexeddb/auto';
import { ServerError } from '@apollo/client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingProgressInput } from '@/__generated__/graphql';
import { clearOfflineUser } from '@/shared/offline/offline-db';
import { enqueueProgress, flushProgressQueue, newReportId, queuedPlace, queuedProgress, queueWhenOffline, toProgressInput } from './offline-progress-queue';
import { deleteOfflineDb } from '@/shared/testing/offline-db';

const report = (chapterId: string, progressPercentage: number) => ({ bookId: 'b1', chapterId, progressPercentage, language: 'ZH_CN' as const });

function setOnline(online: boolean) {
  vi.stubGlobal('navigator', { onLine: online });
}

function storeUser(id: string) {
  const values = new Map<string, string>([['user', JSON.stringify({ id, username: id, email: null, coins: 0, readHistory: [] })]]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
  });
}

describe('offline progress queue', () => {
  beforeEach(async () => {
    await deleteOfflineDb();
    setOnline(true);
    storeUser('u1');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteOfflineDb();
  });

  it('queues reports per reader in order, with a report id, the time and offline: true', async () => {
    await enqueueProgress('u1', report('c1', 20), new Date('2026-01-01T10:00:00Z'));
    await enqueueProgress('u2', report('c9', 50));
    await enqueueProgress('u1', { ...report('c1', 40), position: 120 }, new Date('2026-01-01T10:01:00Z'));
    const queued = await queuedProgress('u1');
    expect(queued.map((entry) => entry.progressPercentage)).toEqual([20, 40]);
    const input = toProgressInput(queued[1]!);
    expect(input).toMatchObject({ offline: true, recordedAt: '2026-01-01T10:01:00.000Z', position: 120, progressPercentage: 40 });
    expect(input.reportId).toBeTruthy();
    expect(input.reportId).not.toBe(toProgressInput(queued[0]!).reportId);
  });

  it('keeps one slot for a place moved again at the same progress, the later place', async () => {
    await enqueueProgress('u1', { ...report('c1', 20), position: 100 }, new Date('2026-01-01T10:00:00Z'));
    await enqueueProgress('u2', { ...report('c1', 20), position: 5 });
    await enqueueProgress('u1', { ...report('c1', 20), position: 300 }, new Date('2026-01-01T10:05:00Z'));
    await enqueueProgress('u1', { ...report('c1', 20), position: 420 }, new Date('2026-01-01T10:09:00Z'));
    const queued = await queuedProgress('u1');
    expect(queued.map((entry) => [entry.progressPercentage, entry.position, entry.recordedAt])).toEqual([[20, 420, '2026-01-01T10:09:00.000Z']]);
    // Another reader's queue is left as it was.
    expect((await queuedProgress('u2')).map((entry) => entry.position)).toEqual([5]);
  });

  it('keeps every report that says more than a place: a new milestone, another chapter', async () => {
    await enqueueProgress('u1', { ...report('c1', 20), position: 100 });
    await enqueueProgress('u1', { ...report('c1', 40), position: 200 });
    await enqueueProgress('u1', { ...report('c2', 40), position: 10 });
    await enqueueProgress('u1', { ...report('c1', 40), position: 250 });
    const queued = await queuedProgress('u1');
    expect(queued.map((entry) => `${entry.chapterId}:${entry.progressPercentage}:${entry.position}`)).toEqual(['c1:20:100', 'c1:40:200', 'c2:40:10', 'c1:40:250']);
  });

  it("tells the place last queued for a chapter, this reader's only", async () => {
    expect(await queuedPlace('u1', 'b1', 'c1')).toBeNull();
    await enqueueProgress('u1', { ...report('c1', 20), position: 100 });
    await enqueueProgress('u1', { ...report('c1', 40), position: 240 });
    await enqueueProgress('u1', report('c1', 60));
    await enqueueProgress('u1', { ...report('c2', 20), position: 7 });
    await enqueueProgress('u2', { ...report('c1', 80), position: 999 });
    expect(await queuedPlace('u1', 'b1', 'c1')).toBe(240);
    expect(await queuedPlace('u1', 'b1', 'c2')).toBe(7);
    expect(await queuedPlace('u1', 'b2', 'c1')).toBeNull();
  });

  it('sends each report once, oldest first, and empties the queue', async () => {
    await enqueueProgress('u1', report('c1', 20));
    await enqueueProgress('u1', report('c1', 40));
    await enqueueProgress('u1', report('c2', 20));
    const sent: ReadingProgressInput[] = [];
    const result = await flushProgressQueue('u1', async (input) => {
      sent.push(input);
    });
    expect(result).toEqual({ sent: 3, dropped: 0, remaining: 0 });
    expect(sent.map((input) => `${input.chapterId}:${input.progressPercentage}`)).toEqual(['c1:20', 'c1:40', 'c2:20']);
    expect(await queuedProgress('u1')).toEqual([]);
    // A second run sends nothing again.
    const again = vi.fn();
    await flushProgressQueue('u1', again);
    expect(again).not.toHaveBeenCalled();
  });

  it('runs one flush at a time', async () => {
    await enqueueProgress('u1', report('c1', 20));
    const send = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await Promise.all([flushProgressQueue('u1', send), flushProgressQueue('u1', send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops at a network failure and keeps the rest in order for the next run', async () => {
    await enqueueProgress('u1', report('c1', 20));
    await enqueueProgress('u1', report('c1', 40));
    let calls = 0;
    const result = await flushProgressQueue('u1', async () => {
      calls += 1;
      if (calls === 2) throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({ sent: 1, dropped: 0, remaining: 1 });
    expect((await queuedProgress('u1')).map((entry) => entry.progressPercentage)).toEqual([40]);
  });

  it('drops a report the server refuses for good', async () => {
    await enqueueProgress('u1', report('gone', 20));
    await enqueueProgress('u1', report('c1', 40));
    const refused = new ServerError('Bad request', {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({ errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] }),
    });
    const sent: string[] = [];
    const result = await flushProgressQueue('u1', async (input) => {
      if (input.chapterId === 'gone') throw refused;
      sent.push(input.chapterId);
    });
    expect(result).toEqual({ sent: 1, dropped: 1, remaining: 0 });
    expect(sent).toEqual(['c1']);
  });

  it('stops at an ended session and keeps the reports for when the reader signs in again', async () => {
    await enqueueProgress('u1', report('c1', 20));
    await enqueueProgress('u1', report('c1', 40));
    const expired = new ServerError('Unauthorized', { response: new Response(null, { status: 401 }), bodyText: '' });
    const result = await flushProgressQueue('u1', async () => {
      throw expired;
    });
    expect(result).toEqual({ sent: 0, dropped: 0, remaining: 2 });
    expect((await queuedProgress('u1')).map((entry) => entry.progressPercentage)).toEqual([20, 40]);
  });

  it("stops when the reader signs out or another signs in mid-run, and runs the next reader's after it", async () => {
    await enqueueProgress('u1', report('c1', 20));
    await enqueueProgress('u1', report('c1', 40));
    await enqueueProgress('u2', report('c7', 30));
    const sent: string[] = [];
    const first = flushProgressQueue('u1', async (input) => {
      sent.push(`u1:${input.progressPercentage}`);
      // The reader switches to u2 while the first report is on its way.
      storeUser('u2');
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const second = flushProgressQueue('u2', async (input) => {
      sent.push(`u2:${input.progressPercentage}`);
    });
    expect(await first).toEqual({ sent: 1, dropped: 0, remaining: 1 });
    expect(await second).toEqual({ sent: 1, dropped: 0, remaining: 0 });
    expect(sent).toEqual(['u1:20', 'u2:30']);
  });

  it('makes a report id the server takes (a UUID) without crypto.randomUUID too', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newReportId()).toMatch(uuid);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = Array.from({ length: 50 }, () => newReportId());
    vi.unstubAllGlobals();
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(50);
  });

  it('queues instead of sending while offline, and sends while online', async () => {
    storeUser('u1');
    const send = vi.fn(async () => ({ data: { ok: true } }));
    setOnline(false);
    const offline = await queueWhenOffline(send)({ variables: { input: report('c1', 60) } });
    expect(offline.data).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect((await queuedProgress('u1')).map((entry) => entry.progressPercentage)).toEqual([60]);

    setOnline(true);
    const online = await queueWhenOffline(send)({ variables: { input: report('c1', 80) } });
    expect(online.data).toEqual({ ok: true });
    expect(await queuedProgress('u1')).toHaveLength(1);
  });

  it('queues a report whose request failed because the connection dropped', async () => {
    storeUser('u1');
    const send = vi.fn(async () => {
      setOnline(false);
      throw new TypeError('Failed to fetch');
    });
    const answer = await queueWhenOffline(send)({ variables: { input: report('c1', 20) } });
    expect(answer.data).toBeNull();
    expect(await queuedProgress('u1')).toHaveLength(1);
  });

  it('is emptied for a reader who signs out', async () => {
    await enqueueProgress('u1', report('c1', 20));
    await clearOfflineUser('u1');
    expect(await queuedProgress('u1')).toEqual([]);
  });
});
