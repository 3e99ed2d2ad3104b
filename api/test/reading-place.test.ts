import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readingCalls, startLedgerCheckedApi, type CatalogFixtures } from './support/reading-suite.js';
import type { TestApi, TestUser } from './support/test-api.js';

// Minimum reading times as in production; time passes by moving the reader's clock back.
let api: TestApi;
let fixtures: CatalogFixtures;
startLedgerCheckedApi({ MIN_READ_SECONDS_FOR_REWARD: 5, MIN_READ_SECONDS_FOR_COMPLETION: 15 }, { books: 60, maxChapters: 14 }, (started) => {
  ({ api, fixtures } = started);
});
const { start, report, wait } = readingCalls(() => api);
const placeOf = async (user: TestUser, bookId: number, chapterId: number) =>
  ((await api.call('GET', `/api/reading/progress/${user.id}/${bookId}`, { token: user.token })).body.data.chapters as Array<{ chapterId: number; position: number }>).find(
    (chapter) => chapter.chapterId === chapterId,
  )?.position;

describe('the place inside a chapter', () => {
  it('is saved with progress and read back on any device', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[0]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    const answer = await report(user, bookId, chapter.id, 30, { position: 1234 });
    expect(answer.body.data.position).toBe(1234);
    expect(await placeOf(user, bookId, chapter.id)).toBe(1234);
    // Reading back: a later report moves the place, even to an earlier spot (re-reading).
    await report(user, bookId, chapter.id, 30, { position: 200 });
    expect(await placeOf(user, bookId, chapter.id)).toBe(200);
  });

  it('keeps the latest place of all devices: a late offline report recorded earlier does not move it back', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[1]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await report(user, bookId, chapter.id, 40, { position: 900 });
    await report(user, bookId, chapter.id, 20, { position: 100, offline: true, recordedAt: earlier, reportId: randomUUID() });
    expect(await placeOf(user, bookId, chapter.id)).toBe(900);
    await report(user, bookId, chapter.id, 60, { position: 1500, offline: true, recordedAt: new Date().toISOString(), reportId: randomUUID() });
    expect(await placeOf(user, bookId, chapter.id)).toBe(1500);
  });

  it('takes an offline report dated ahead of the server as made now, so it cannot pin the place', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[2]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await report(user, bookId, chapter.id, 30, { position: 300 });
    // A device with its clock years ahead: the report counts (the reader's progress is not lost)...
    const fast = await report(user, bookId, chapter.id, 50, { position: 5, offline: true, recordedAt: '2999-01-01T00:00:00Z', reportId: randomUUID() });
    expect(fast.status).toBe(200);
    expect(await placeOf(user, bookId, chapter.id)).toBe(5);
    // ...but as of now: the next report, from any device, moves the place again.
    await report(user, bookId, chapter.id, 60, { position: 700 });
    expect(await placeOf(user, bookId, chapter.id)).toBe(700);
  });

  it('refuses an offline report dated before 1970, and keeps the place', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[2]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await report(user, bookId, chapter.id, 30, { position: 300 });
    for (const recordedAt of ['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z']) {
      const answer = await report(user, bookId, chapter.id, 50, { position: 5, offline: true, recordedAt, reportId: randomUUID() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'recordedAt must be a time from 1970 on' });
    }
    expect(await placeOf(user, bookId, chapter.id)).toBe(300);
    // A phone whose clock was reset reads the epoch itself: still a time, taken.
    const reset = await report(user, bookId, chapter.id, 40, { position: 9, offline: true, recordedAt: '1970-01-01T00:00:00Z', reportId: randomUUID() });
    expect(reset.status).toBe(200);
  });

  it('refuses a position that is not a character offset', async () => {
    const user = await api.register();
    for (const position of [-1, 1.5, 'x']) {
      expect((await report(user, 1, 1, 10, { position })).status).toBe(400);
    }
  });
});

describe('offline reports', () => {
  it('save progress but add no reading time, and say so', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[2]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await wait(user, 60);
    const offline = await report(user, bookId, chapter.id, 100, { offline: true, recordedAt: new Date().toISOString(), reportId: randomUUID() });
    expect(offline.body.data).toMatchObject({ progress: 100, readingSeconds: 0, clockRunning: false, coinsAwarded: 0, isCompleted: false });
    expect(offline.body.message).toBe('Offline reading saved; reading offline earns no reading time and no rewards');
  });

  it('count once however often they are sent', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[3]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    const reportId = randomUUID();
    await wait(user, 30);
    const first = await report(user, bookId, chapter.id, 30, { reportId });
    await wait(user, 30);
    const again = await report(user, bookId, chapter.id, 30, { reportId });
    expect(again.body.data.readingSeconds).toBe(first.body.data.readingSeconds);
    expect((await api.db.query('SELECT 1 FROM progress_reports WHERE user_id = $1', [user.id])).rows).toHaveLength(1);
  });
});

describe('continue reading', () => {
  it('lists the books in progress, latest first, with the chapter and place, and leaves finished books out', async () => {
    const user = await api.register();
    const [bookA, bookB, bookC] = [fixtures.freeBooks[4]!, fixtures.freeBooks[5]!, fixtures.freeBooks[6]!];
    const [a1] = await fixtures.chapters(bookA);
    const [b1, b2] = await fixtures.chapters(bookB);
    const lastOfC = (await fixtures.chapters(bookC)).at(-1)!;
    await start(user, bookA, a1!.id);
    await report(user, bookA, a1!.id, 40, { position: 321 });
    await start(user, bookC, lastOfC.id);
    await wait(user, 20);
    await report(user, bookC, lastOfC.id, 100);
    await start(user, bookB, b1!.id);
    await start(user, bookB, b2!.id);
    await report(user, bookB, b2!.id, 20, { position: 50 });
    const answer = await api.call('GET', `/api/reading/recent/${user.id}`, { token: user.token });
    expect(answer.body.data.books).toEqual([
      expect.objectContaining({ bookId: bookB, chapterId: b2!.id, chapterNo: 2, progress: 20, position: 50, chapterTitle: expect.any(String) }),
      expect.objectContaining({ bookId: bookA, chapterId: a1!.id, chapterNo: 1, progress: 40, position: 321 }),
    ]);
    expect((await api.call('GET', `/api/reading/recent/${user.id}?limit=1`, { token: user.token })).body.data.books).toHaveLength(1);
    expect((await api.call('GET', `/api/reading/recent/${user.id}?limit=0`, { token: user.token })).status).toBe(400);
  });

  it('keeps what another device read since, when a phone sends what it read offline earlier', async () => {
    const user = await api.register();
    const [bookA, bookB] = [fixtures.freeBooks[7]!, fixtures.freeBooks[8]!];
    const [a1, a2, a3] = await fixtures.chapters(bookA);
    const [b1] = await fixtures.chapters(bookB);
    const lastChapterOf = async (bookId: number) =>
      (await api.call('GET', `/api/reading/progress/${user.id}/${bookId}`, { token: user.token })).body.data.lastChapterId as number;
    const recent = async () =>
      ((await api.call('GET', `/api/reading/recent/${user.id}`, { token: user.token })).body.data.books as Array<{ bookId: number; chapterId: number }>).map(
        (book) => [book.bookId, book.chapterId],
      );
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    // The desktop reads book A's third chapter, then book B.
    await start(user, bookA, a3!.id);
    await report(user, bookA, a3!.id, 50, { position: 30 });
    await start(user, bookA, a1!.id);
    await report(user, bookA, a1!.id, 20, { position: 10 });
    await start(user, bookA, a3!.id);
    await report(user, bookA, a3!.id, 60, { position: 40 });
    await start(user, bookB, b1!.id);
    await report(user, bookB, b1!.id, 30, { position: 20 });
    // The phone comes back online with book A's first two chapters, read an hour ago.
    await report(user, bookA, a1!.id, 100, { position: 900, offline: true, recordedAt: anHourAgo, reportId: randomUUID() });
    await report(user, bookA, a2!.id, 40, { position: 300, offline: true, recordedAt: anHourAgo, reportId: randomUUID() });
    expect(await lastChapterOf(bookA)).toBe(a3!.id);
    expect(await recent()).toEqual([
      [bookB, b1!.id],
      [bookA, a3!.id],
    ]);
    // What the phone read is kept all the same.
    expect(await placeOf(user, bookA, a2!.id)).toBe(300);
    // Read offline after the rest (just now), it is the latest.
    await report(user, bookA, a2!.id, 60, { position: 600, offline: true, recordedAt: new Date().toISOString(), reportId: randomUUID() });
    expect(await lastChapterOf(bookA)).toBe(a2!.id);
    expect((await recent())[0]).toEqual([bookA, a2!.id]);
  });
});

describe('reader settings', () => {
  const settings = {
    theme: 'night',
    fontSize: 18,
    lineHeight: 1.8,
    fontColor: '#d6d6d6',
    backgroundColor: '#121212',
    opacity: 1,
    mode: 'page',
    voice: null,
    speechRate: 1,
    appearance: 'system',
  };
  const save = (user: TestUser, values: Record<string, unknown>, changedAt: Date) =>
    api.call('PUT', `/api/user/${user.id}/reader-settings`, { token: user.token, body: { settings: values, changedAt: changedAt.toISOString() } });

  it('are kept for the account and the later change wins', async () => {
    const user = await api.register();
    expect((await api.call('GET', `/api/user/${user.id}/reader-settings`, { token: user.token })).body.data).toBeNull();
    const now = Date.now();
    expect((await save(user, settings, new Date(now - 1000))).body.data.settings).toEqual(settings);
    const newer = { ...settings, fontSize: 22, theme: 'sepia' };
    expect((await save(user, newer, new Date(now))).body.data.settings).toEqual(newer);
    // A change made earlier, arriving later (a phone back online), loses and is told what stands.
    const stale = await save(user, { ...settings, fontSize: 12 }, new Date(now - 500));
    expect(stale.body.data.settings).toEqual(newer);
    expect((await api.call('GET', `/api/user/${user.id}/reader-settings`, { token: user.token })).body.data).toEqual({
      settings: newer,
      changedAt: new Date(now).toISOString(),
    });
  });

  it('refuse values outside the reader and a change dated in the future', async () => {
    const user = await api.register();
    for (const bad of [{ fontSize: 30 }, { fontColor: 'red' }, { mode: 'flip' }, { speechRate: 9 }, { opacity: 0 }]) {
      expect((await save(user, { ...settings, ...bad }, new Date())).status).toBe(400);
    }
    expect((await save(user, settings, new Date(Date.now() + 60 * 60 * 1000))).status).toBe(400);
    const yearZero = await save(user, settings, new Date('0000-01-01T00:00:00Z'));
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.message).toBe('changedAt must be a time from 1970 on');
    expect((await api.call('GET', `/api/user/${user.id}/reader-settings`, { token: user.token })).body.data).toBeNull();
  });

  it("are nobody else's business", async () => {
    const user = await api.register();
    const other = await api.register();
    expect((await api.call('GET', `/api/user/${other.id}/reader-settings`, { token: user.token })).status).toBe(403);
    const answer = await api.call('PUT', `/api/user/${other.id}/reader-settings`, { token: user.token, body: { settings, changedAt: new Date().toISOString() } });
    expect(answer.status).toBe(403);
  });
});

describe('coin history', () => {
  it('names the chapter and calls each reward by its kind', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[7]!;
    const [first, second] = await fixtures.chapters(bookId);
    const titles = (await api.db.query<{ id: number; title: string }>('SELECT id, title FROM chapters WHERE id = ANY($1)', [[first!.id, second!.id]])).rows;
    const title = (id: number) => titles.find((row) => row.id === id)!.title;
    for (const chapter of [first!, second!]) {
      await start(user, bookId, chapter.id);
      await wait(user, 10);
      await report(user, bookId, chapter.id, 20);
    }
    const details = (await api.call('GET', `/api/account/details/${user.id}?language=en-US`, { token: user.token })).body.data.details as Array<{
      task_type: string;
      chapter_title: string;
      formatted_description: string;
    }>;
    const rewards = details.filter((row) => row.task_type === 'chapter_reward');
    expect(rewards.map((row) => row.chapter_title).sort()).toEqual([title(first!.id), title(second!.id)].sort());
    expect(new Set(rewards.map((row) => row.formatted_description)).size).toBe(2);
    for (const row of rewards) expect(row.formatted_description).toMatch(/^Reading reward \(20% read\): .+, .+$/);
    expect(details.find((row) => row.task_type === 'first_read_reward')!.formatted_description).toContain(title(first!.id));
    const zh = (await api.call('GET', `/api/account/details/${user.id}?language=zh-CN`, { token: user.token })).body.data.details;
    expect(zh.find((row: { task_type: string }) => row.task_type === 'chapter_reward').formatted_description).toMatch(/^阅读奖励（读到20%）：《.+》.+$/);
  });
});
