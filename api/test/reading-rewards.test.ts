import { describe, expect, it } from 'vitest';
import { COIN_RULES } from '../src/domain/rules.js';
import { readingCalls, startLedgerCheckedApi, type CatalogFixtures } from './support/reading-suite.js';
import type { TestApi, TestUser } from './support/test-api.js';

let api: TestApi;
let fixtures: CatalogFixtures;
startLedgerCheckedApi({}, { books: 40, maxChapters: 20 }, (started) => {
  ({ api, fixtures } = started);
});
const { start, report, coinsOf } = readingCalls(() => api);

/** Opens and fully reads `count` chapters of a book. */
async function readChapters(user: TestUser, bookId: number, count: number) {
  const chapters = await fixtures.chapters(bookId);
  for (const chapter of chapters.slice(0, count)) {
    await start(user, bookId, chapter.id);
    await report(user, bookId, chapter.id, 100);
  }
}

describe('opening a chapter', () => {
  it('pays the first-read reward once per novel', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[0]!;
    const [first, second] = await fixtures.chapters(bookId);
    const opened = await start(user, bookId, first!.id);
    expect(opened.body.data).toMatchObject({ coinsAwarded: COIN_RULES.firstReadReward, coinsDeducted: 0, remainingCoins: COIN_RULES.firstReadReward });
    expect((await start(user, bookId, second!.id)).body.data.coinsAwarded).toBe(0);
    expect((await start(user, bookId, first!.id)).body.data.coinsAwarded).toBe(0);
    expect(await coinsOf(user)).toBe(COIN_RULES.firstReadReward);
  });

  it('answers 404 for a chapter that is not in the book', async () => {
    const user = await api.register();
    const chapter = (await fixtures.chapters(fixtures.freeBooks[0]!))[0]!;
    expect((await start(user, fixtures.freeBooks[1]!, chapter.id)).body).toMatchObject({ code: 'CHAPTER_NOT_FOUND', message: 'Chapter not found' });
  });
});

describe("a book's reading record", () => {
  it('answers 404 BOOK_NOT_FOUND for a book that does not exist, and empty records for a real book not read', async () => {
    const user = await api.register();
    for (const path of [`/api/reading/progress/${user.id}/99999`, `/api/reading/rewards/${user.id}/99999`]) {
      const answer = await api.call('GET', path, { token: user.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'BOOK_NOT_FOUND', message: 'Book not found' });
    }
    const bookId = fixtures.freeBooks[2]!;
    expect((await api.call('GET', `/api/reading/progress/${user.id}/${bookId}`, { token: user.token })).body.data).toEqual({ bookId, lastChapterId: null, chapters: [] });
    expect((await api.call('GET', `/api/reading/rewards/${user.id}/${bookId}`, { token: user.token })).body.data).toEqual({
      bookId,
      firstReadReward: null,
      chapterRewards: [],
      totalCoins: 0,
    });
  });
});

describe('reading progress', () => {
  it('pays +5 once per chapter on the first report at 20% or more', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[1]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    const early = await report(user, bookId, chapter.id, 10);
    expect(early.body.data.coinsAwarded).toBe(0);
    const reward = await report(user, bookId, chapter.id, 20);
    expect(reward.body.data).toMatchObject({ coinsAwarded: COIN_RULES.chapterReward, totalCoins: COIN_RULES.firstReadReward + COIN_RULES.chapterReward });
    expect(reward.body.message).toBe('Reading reward: +5 coins');
    expect((await report(user, bookId, chapter.id, 30)).body.data.coinsAwarded).toBe(0);
    expect((await report(user, bookId, chapter.id, 20)).body.data.coinsAwarded).toBe(0);
    const rewards = await api.call('GET', `/api/reading/rewards/${user.id}/${bookId}`, { token: user.token });
    expect(rewards.body.data.chapterRewards).toHaveLength(1);
    expect(rewards.body.data.totalCoins).toBe(COIN_RULES.firstReadReward + COIN_RULES.chapterReward);
    // Each reward under its own kind: the first-read reward apart from the chapter rewards.
    expect(rewards.body.data.firstReadReward).toMatchObject({ chapterId: chapter.id, coins: COIN_RULES.firstReadReward });
    expect(rewards.body.data.chapterRewards).toEqual([expect.objectContaining({ chapterId: chapter.id, coins: COIN_RULES.chapterReward })]);
  });

  it('tells a reader with nothing paid that the progress was saved', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[3]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await report(user, bookId, chapter.id, 100);
    const again = await report(user, bookId, chapter.id, 100);
    expect(again.body.data).toMatchObject({ coinsAwarded: 0, rewardInSeconds: null, completionInSeconds: null });
    expect(again.body.message).toBe('Reading progress saved');
  });

  it('marks a chapter completed at 100% and keeps the highest progress', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[2]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    expect((await report(user, bookId, chapter.id, 100)).body.data.isCompleted).toBe(true);
    expect((await report(user, bookId, chapter.id, 40)).body.data.progress).toBe(100);
    const progress = await api.call('GET', `/api/reading/progress/${user.id}/${bookId}`, { token: user.token });
    expect(progress.body.data.chapters[0]).toMatchObject({ chapterId: chapter.id, progress: 100, isCompleted: true });
    const history = await api.call('GET', `/api/reading/history/${user.id}/${bookId}/${chapter.id}`, { token: user.token });
    expect(history.body.data).toMatchObject({ progress: 100, isCompleted: true, rewarded: true });
  });

  it('with minimums of 0, pays the 20% reward and completes a chapter reported without opening it, but not the first-read reward', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[3]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const answer = await report(user, bookId, chapter.id, 100);
    expect(answer.body).toMatchObject({
      success: true,
      data: { coinsAwarded: COIN_RULES.chapterReward, isCompleted: true, awards: [{ type: 'chapter_reward', coins: COIN_RULES.chapterReward, chapterId: chapter.id }] },
    });
    // Opening it later pays the first-read reward then, once.
    expect((await start(user, bookId, chapter.id)).body.data.coinsAwarded).toBe(COIN_RULES.firstReadReward);
    expect(await coinsOf(user)).toBe(COIN_RULES.chapterReward + COIN_RULES.firstReadReward);
  });

  it("the chapter's own answer carries the caller's progress (readingProgress.isCompleted, spec section 3); a guest's is none", async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[4]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const read = () => api.call('GET', `/api/books/${bookId}/chapters/${chapter.id}`, { token: user.token });
    expect((await read()).body.data.readingProgress).toEqual({ progress: 0, isCompleted: false });
    await start(user, bookId, chapter.id);
    await report(user, bookId, chapter.id, 40);
    expect((await read()).body.data.readingProgress).toEqual({ progress: 40, isCompleted: false });
    await report(user, bookId, chapter.id, 100);
    expect((await read()).body.data.readingProgress).toEqual({ progress: 100, isCompleted: true });
    const guest = await api.call('GET', `/api/books/${bookId}/chapters/${chapter.id}`);
    expect(guest.body.data.readingProgress).toEqual({ progress: 0, isCompleted: false });
    // Another reader sees their own progress on it, never this one's.
    const other = await api.register();
    const theirs = await api.call('GET', `/api/books/${bookId}/chapters/${chapter.id}`, { token: other.token });
    expect(theirs.body.data.readingProgress).toEqual({ progress: 0, isCompleted: false });
    // A bad id is a 400; a token that is no session reads as a guest (the route's session is optional).
    expect((await api.call('GET', `/api/books/${bookId}/chapters/abc`, { token: user.token })).status).toBe(400);
    const forged = await api.call('GET', `/api/books/${bookId}/chapters/${chapter.id}`, { token: 'not-a-session' });
    expect(forged.body.data.readingProgress).toEqual({ progress: 0, isCompleted: false });
  });

  it('localises its message', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[3]!;
    const chapter = (await fixtures.chapters(bookId))[1]!;
    await start(user, bookId, chapter.id);
    expect((await report(user, bookId, chapter.id, 50, { language: 'zh-CN' })).body.message).toBe('阅读奖励：获得5金币');
  });

  it('validates the percentage and the language', async () => {
    const user = await api.register();
    expect((await report(user, 1, 1, 101)).body.message).toBe('progressPercentage must be at most 100');
    expect((await report(user, 1, 1, 50, { language: 'fr-FR' })).body.message).toBe('language must be one of: zh-CN, en-US');
  });

  it('summarises progress for a batch of books', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[4]!;
    await readChapters(user, bookId, 2);
    const answer = await api.call('GET', `/api/reading/progress/${user.id}?bookIds=${bookId},${fixtures.freeBooks[5]}`, { token: user.token });
    expect(answer.body.data.books).toEqual([
      expect.objectContaining({ bookId, chaptersStarted: 2, chaptersCompleted: 2 }),
      expect.objectContaining({ bookId: fixtures.freeBooks[5], chaptersStarted: 0, lastChapterId: null }),
    ]);
  });

  it("lists every chapter's progress for a batch of books in one call", async () => {
    const user = await api.register();
    const [bookA, bookB] = [fixtures.freeBooks[8]!, fixtures.freeBooks[9]!];
    await readChapters(user, bookA, 2);
    const answer = await api.call('GET', `/api/reading/chapters/${user.id}?bookIds=${bookA},${bookB}`, { token: user.token });
    expect(answer.body.data.books).toEqual([
      { bookId: bookA, chapters: (await api.call('GET', `/api/reading/progress/${user.id}/${bookA}`, { token: user.token })).body.data.chapters, purchasedChapterIds: [] },
      { bookId: bookB, chapters: [], purchasedChapterIds: [] },
    ]);
    expect(answer.body.data.books[0].chapters).toHaveLength(2);
  });
});

describe('daily reading tasks', () => {
  it('pays the chapter-reading task at exactly 10 chapters, once per day', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[6]!;
    await readChapters(user, bookId, 9);
    const before = await api.call('GET', `/api/tasks/chapter-reading/${user.id}`, { token: user.token });
    expect(before.body.data).toMatchObject({ progress: 9, target: 10, completed: false, percentage: 90 });
    const coinsBefore = await coinsOf(user);
    const chapters = await fixtures.chapters(bookId);
    await start(user, bookId, chapters[9]!.id);
    const tenth = await report(user, bookId, chapters[9]!.id, 100);
    expect(tenth.body.data.awards).toContainEqual({ type: 'chapter_reading', coins: COIN_RULES.chapterTask.reward, chapterId: chapters[9]!.id });
    expect(await coinsOf(user)).toBe(coinsBefore + COIN_RULES.chapterReward + COIN_RULES.chapterTask.reward);
    const after = await api.call('GET', `/api/tasks/chapter-reading/${user.id}`, { token: user.token });
    expect(after.body.data).toMatchObject({ progress: 10, completed: true, percentage: 100, totalCoins: await coinsOf(user) });
    // More chapters, or asking the task to settle again, pay nothing more today.
    await start(user, bookId, chapters[10]!.id);
    expect((await report(user, bookId, chapters[10]!.id, 100)).body.data.awards).not.toContainEqual(expect.objectContaining({ type: 'chapter_reading' }));
    const settle = await api.call('POST', '/api/tasks/chapter-reading/progress', {
      token: user.token,
      body: { userId: user.id, bookId, chapterId: chapters[10]!.id },
    });
    expect(settle.body.data.coinsAwarded).toBe(0);
    const { rows } = await api.db.query('SELECT * FROM task_payouts WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('pays the novel-reading task at exactly 5 novels, once per day', async () => {
    const user = await api.register();
    for (const bookId of fixtures.freeBooks.slice(0, 4)) await readChapters(user, bookId, 1);
    const four = await api.call('GET', `/api/tasks/novel-reading/${user.id}`, { token: user.token });
    expect(four.body.data).toMatchObject({ progress: 4, target: 5, completed: false, percentage: 80 });
    const bookId = fixtures.freeBooks[4]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    expect((await report(user, bookId, chapter.id, 100)).body.data.awards).toContainEqual({ type: 'novel_reading', coins: COIN_RULES.novelTask.reward, chapterId: chapter.id });
    await readChapters(user, fixtures.freeBooks[5]!, 1);
    const settle = await api.call('POST', '/api/tasks/novel-reading/progress', { token: user.token, body: { userId: user.id } });
    expect(settle.body.data).toMatchObject({ progress: 5, completed: true, coinsAwarded: 0 });
    const ledger = await api.db.query("SELECT 1 FROM coin_ledger WHERE user_id = $1 AND task_type = 'novel_reading'", [user.id]);
    expect(ledger.rows).toHaveLength(1);
  });

  it('counts only chapters completed today', async () => {
    const user = await api.register();
    await readChapters(user, fixtures.freeBooks[7]!, 3);
    await api.db.query("UPDATE reading_progress SET completed_day = completed_day - 1 WHERE user_id = $1", [user.id]);
    const status = await api.call('GET', `/api/tasks/chapter-reading/${user.id}`, { token: user.token });
    expect(status.body.data.progress).toBe(0);
  });
});

describe('reading too fast', () => {
  let strict: TestApi;
  startLedgerCheckedApi({ MIN_READ_SECONDS_FOR_REWARD: 60, MIN_READ_SECONDS_FOR_COMPLETION: 120 }, { books: 12, maxChapters: 6 }, (started) => {
    strict = started.api;
  });
  const strictly = readingCalls(() => strict);

  it('answers success without coins and says why when a chapter was opened moments ago', async () => {
    const user = await strict.register();
    const chapter = (await strict.db.query<{ id: number; book_id: number }>('SELECT id, book_id FROM chapters ORDER BY id LIMIT 1')).rows[0]!;
    await strictly.start(user, chapter.book_id, chapter.id);
    const reward = await strictly.report(user, chapter.book_id, chapter.id, 20);
    expect(reward.body).toMatchObject({ success: true, data: { coinsAwarded: 0, clockRunning: true } });
    expect(reward.body.data.rewardInSeconds).toBeGreaterThan(55);
    expect(reward.body.message).toMatch(/^Keep reading: the reading reward comes in \d+ s$/);
    const done = await strictly.report(user, chapter.book_id, chapter.id, 100);
    expect(done.body.data.isCompleted).toBe(false);
    // Once the clock has run long enough (moved back in the database), the same report pays.
    await strict.db.query("UPDATE reading_clocks SET last_event_at = now() - interval '10 minutes' WHERE user_id = $1", [user.id]);
    const later = await strictly.report(user, chapter.book_id, chapter.id, 100);
    expect(later.body.data).toMatchObject({ coinsAwarded: COIN_RULES.firstReadReward + COIN_RULES.chapterReward, isCompleted: true, readingSeconds: 120 });
  });

  it('with the rewards paid and the chapter not yet counted as read, says how long is left', async () => {
    const user = await strict.register();
    const chapter = (await strict.db.query<{ id: number; book_id: number }>('SELECT id, book_id FROM chapters ORDER BY id LIMIT 1 OFFSET 1')).rows[0]!;
    await strictly.start(user, chapter.book_id, chapter.id);
    // 70 s of reading: past the reward's 60, short of the 120 a finished chapter needs.
    await strict.db.query("UPDATE reading_clocks SET last_event_at = now() - interval '70 seconds' WHERE user_id = $1", [user.id]);
    const paid = await strictly.report(user, chapter.book_id, chapter.id, 100);
    expect(paid.body.data).toMatchObject({ coinsAwarded: COIN_RULES.firstReadReward + COIN_RULES.chapterReward, isCompleted: false, rewardInSeconds: null });
    const waiting = await strictly.report(user, chapter.book_id, chapter.id, 100);
    expect(waiting.body.data).toMatchObject({ coinsAwarded: 0, isCompleted: false, rewardInSeconds: null });
    expect(waiting.body.data.completionInSeconds).toBeGreaterThan(40);
    expect(waiting.body.data.completionInSeconds).toBeLessThanOrEqual(50);
    expect(waiting.body.message).toBe(`Read ${waiting.body.data.completionInSeconds} s more before this chapter counts as finished`);
  });

  it("answers the reader's progress on the chapter as the opening left it", async () => {
    const user = await strict.register();
    const chapter = (await strict.db.query<{ id: number; book_id: number }>('SELECT id, book_id FROM chapters ORDER BY id LIMIT 1 OFFSET 2')).rows[0]!;
    const first = await strictly.start(user, chapter.book_id, chapter.id);
    expect(first.body.data.progress).toBeNull();
    await strictly.report(user, chapter.book_id, chapter.id, 100, { position: 240 });
    // Read to the end too fast to count; opening it again once the time has run settles it.
    await strictly.wait(user, 130);
    const again = await strictly.start(user, chapter.book_id, chapter.id);
    expect(again.body.data.progress).toMatchObject({ chapterId: chapter.id, progress: 100, position: 240, isCompleted: true });
    expect(again.body.data.progress.completedAt).toEqual(expect.any(String));
  });
});
