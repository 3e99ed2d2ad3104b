import { describe, expect, it } from 'vitest';
import { COIN_RULES, READING_CLOCK } from '../src/domain/rules.js';
import { readingClockRepository } from '../src/repositories/reading-clock.js';
import { readingCalls, startLedgerCheckedApi, type CatalogFixtures } from './support/reading-suite.js';
import type { TestApi, TestUser } from './support/test-api.js';

// Real minimums (as in production, scaled down); time passes by moving the reader's clock back in
// the database, so the tests are exact and fast.
const MIN_REWARD = 30;
const MIN_COMPLETION = 90;

let api: TestApi;
let fixtures: CatalogFixtures;
startLedgerCheckedApi({ MIN_READ_SECONDS_FOR_REWARD: MIN_REWARD, MIN_READ_SECONDS_FOR_COMPLETION: MIN_COMPLETION }, { books: 30, maxChapters: 20 }, (started) => {
  ({ api, fixtures } = started);
});
const { start, report, coinsOf, wait } = readingCalls(() => api);
const completedChapters = async (user: TestUser) =>
  (await api.db.query('SELECT chapter_id FROM reading_progress WHERE user_id = $1 AND completed_at IS NOT NULL', [user.id])).rows.length;

describe('one reading clock per reader', () => {
  it('16 chapters opened at once earn the reading time of one: one completion, one chapter worth of coins', async () => {
    const user = await api.register('farmer');
    const bookId = fixtures.freeBooks[0]!;
    const chapters = (await fixtures.chapters(bookId)).slice(0, 16);
    expect(chapters).toHaveLength(16);
    await Promise.all(chapters.map((chapter) => start(user, bookId, chapter.id)));
    await wait(user, MIN_COMPLETION + 5);
    for (const milestone of [20, 50, 100]) {
      await Promise.all(chapters.map((chapter) => report(user, bookId, chapter.id, milestone)));
    }
    expect(await completedChapters(user)).toBe(1);
    // One chapter's worth: the novel's first-read reward and one 20% reward.
    expect(await coinsOf(user)).toBe(COIN_RULES.firstReadReward + COIN_RULES.chapterReward);
  });

  it('the first-read reward needs reading time, not just an open chapter', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[1]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const opened = await start(user, bookId, chapter.id);
    expect(opened.body.data).toMatchObject({ coinsAwarded: 0, awards: [] });
    const early = await report(user, bookId, chapter.id, 10);
    expect(early.body.data).toMatchObject({ coinsAwarded: 0, clockRunning: true });
    expect(early.body.data.rewardInSeconds).toBeGreaterThanOrEqual(MIN_REWARD - 2);
    await wait(user, MIN_REWARD);
    const paid = await report(user, bookId, chapter.id, 10);
    expect(paid.body.data.awards).toEqual([{ type: 'first_read_reward', coins: COIN_RULES.firstReadReward, chapterId: chapter.id }]);
    expect(paid.body.data.rewardInSeconds).toBeNull();
  });

  it('pays nothing for a chapter that was never opened, and says to open it', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[3]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const answer = await report(user, bookId, chapter.id, 100);
    expect(answer.body).toMatchObject({ success: true, data: { coinsAwarded: 0, isCompleted: false, clockRunning: false } });
    expect(answer.body.message).toBe('Open the chapter before reporting progress');
    expect(await coinsOf(user)).toBe(0);
  });

  it('counts at most two minutes between two events: an idle tab does not read', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[2]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await wait(user, 3600);
    const answer = await report(user, bookId, chapter.id, 100);
    expect(answer.body.data.readingSeconds).toBe(READING_CLOCK.maxSecondsPerEvent);
  });

  it('a report for a chapter that is not the open one adds no time and says why', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[3]!;
    const [first, second] = await fixtures.chapters(bookId);
    await start(user, bookId, first!.id);
    await start(user, bookId, second!.id);
    await wait(user, MIN_COMPLETION + 5);
    const elsewhere = await report(user, bookId, first!.id, 100);
    expect(elsewhere.body.data).toMatchObject({ clockRunning: false, readingSeconds: 0, coinsAwarded: 0, isCompleted: false });
    expect(elsewhere.body.message).toBe('Reading time counts only for the chapter opened last; open this chapter again to keep counting');
    const here = await report(user, bookId, second!.id, 100);
    expect(here.body.data).toMatchObject({ clockRunning: true, isCompleted: true });
  });

  it('opening a chapter says what its clock still has to measure, so coming back to it needs no report', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[7]!;
    const [first, second] = await fixtures.chapters(bookId);
    const opened = await start(user, bookId, first!.id);
    expect(opened.body.data).toMatchObject({ rewardInSeconds: MIN_REWARD, completionInSeconds: null });
    await wait(user, 10);
    await report(user, bookId, first!.id, 100);
    // Another device opens another chapter; the reader comes back to the first one.
    await start(user, bookId, second!.id);
    const back = await start(user, bookId, first!.id);
    expect(back.body.data).toMatchObject({ awards: [], rewardInSeconds: MIN_REWARD - 10, completionInSeconds: MIN_COMPLETION - 10 });
    await wait(user, MIN_COMPLETION);
    const again = await start(user, bookId, first!.id);
    expect(again.body.data.awards.map((award: { type: string }) => award.type)).toEqual(expect.arrayContaining(['first_read_reward', 'chapter_reward']));
    expect(again.body.data).toMatchObject({ rewardInSeconds: null, completionInSeconds: null, progress: { isCompleted: true } });
  });

  it('opening the next chapter stops the clock of the one read, settling what its time earned', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[4]!;
    const [first, second] = await fixtures.chapters(bookId);
    await start(user, bookId, first!.id);
    // The reader scrolls to the end at once; the chapter does not count as read yet.
    expect((await report(user, bookId, first!.id, 100)).body.data).toMatchObject({ isCompleted: false, completionInSeconds: expect.any(Number) });
    await wait(user, MIN_COMPLETION + 5);
    const next = await start(user, bookId, second!.id);
    expect(next.body.data.awards).toEqual(
      expect.arrayContaining([
        { type: 'first_read_reward', coins: COIN_RULES.firstReadReward, chapterId: first!.id },
        { type: 'chapter_reward', coins: COIN_RULES.chapterReward, chapterId: first!.id },
      ]),
    );
    const history = await api.call('GET', `/api/reading/history/${user.id}/${bookId}/${first!.id}`, { token: user.token });
    expect(history.body.data).toMatchObject({ isCompleted: true, rewarded: true });
  });

  it('parallel reports on the open chapter count the same seconds once', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[5]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await wait(user, 40);
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(user, bookId, chapter.id, 30)));
    const measured = Math.max(...answers.map((answer) => answer.body.data.readingSeconds as number));
    expect(measured).toBeGreaterThanOrEqual(40);
    expect(measured).toBeLessThan(45);
  });

  it('bursts of parallel reports never measure more time than has passed', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[6]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const began = Date.now();
    await start(user, bookId, chapter.id);
    // Reports that start their transactions in one order and get the reader's lock in another:
    // the clock must measure the time between the events as they are applied, not as they began.
    while (Date.now() - began < 2500) {
      await Promise.all(Array.from({ length: 25 }, () => report(user, bookId, chapter.id, 10)));
    }
    const wallSeconds = (Date.now() - began) / 1000;
    const { rows } = await api.db.query<{ seconds: number }>(
      'SELECT COALESCE(sum(seconds), 0)::float8 AS seconds FROM reading_time WHERE user_id = $1 AND chapter_id = $2',
      [user.id, chapter.id],
    );
    expect(rows[0]!.seconds).toBeGreaterThan(0);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(wallSeconds);
  });

  it('records reading time on the calendar day of APP_TIMEZONE', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[6]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await start(user, bookId, chapter.id);
    await wait(user, 50);
    await report(user, bookId, chapter.id, 30);
    const { rows } = await api.db.query<{ day: string; today: string; seconds: number }>(
      `SELECT day::text AS day, (now() AT TIME ZONE $2)::date::text AS today, seconds FROM reading_time WHERE user_id = $1`,
      [user.id, api.config.APP_TIMEZONE],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.day).toBe(rows[0]!.today);
    expect(rows[0]!.seconds).toBeGreaterThanOrEqual(50);
  });

  it('splits time read across midnight between the two days it fell on', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[7]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    // A fixed-offset zone (POSIX: the sign is reversed) in which it is 00:00:40 now.
    const { rows } = await api.db.query<{ utc: number }>("SELECT extract(epoch FROM now() - date_trunc('day', now()))::float8 AS utc");
    let offset = Math.round(40 - rows[0]!.utc);
    if (offset <= -43_200) offset += 86_400;
    const abs = Math.abs(offset);
    const hms = [Math.floor(abs / 3600), Math.floor((abs % 3600) / 60), abs % 60].map((part) => String(part).padStart(2, '0')).join(':');
    const zone = `XXX${offset > 0 ? '-' : '+'}${hms}`;

    await readingClockRepository(api.db).addTime(user.id, bookId, chapter.id, 100, zone);
    const days = await api.db.query<{ day: string; seconds: number; today: string }>(
      'SELECT day::text AS day, seconds, (now() AT TIME ZONE $2)::date::text AS today FROM reading_time WHERE user_id = $1 ORDER BY day',
      [user.id, zone],
    );
    expect(days.rows).toHaveLength(2);
    const [before, after] = days.rows;
    expect(after!.day).toBe(after!.today);
    expect(before!.seconds + after!.seconds).toBeCloseTo(100, 6);
    // About 40 s after midnight, the rest before it (give or take the time between the two statements).
    expect(after!.seconds).toBeGreaterThanOrEqual(39);
    expect(after!.seconds).toBeLessThan(45);
  });

  it('a paid chapter bought with too few coins changes nothing, the clock included', async () => {
    const user = await api.register();
    const vip = fixtures.vipBook!;
    const chapters = await fixtures.chapters(vip.book_id);
    const free = chapters[0]!;
    const paid = chapters.find((chapter) => chapter.chapter_no > COIN_RULES.freeChaptersInVipBook)!;
    await start(user, vip.book_id, free.id);
    const refused = await start(user, vip.book_id, paid.id);
    expect(refused.status).toBe(409);
    const clock = await api.db.query<{ chapter_id: number }>('SELECT chapter_id FROM reading_clocks WHERE user_id = $1', [user.id]);
    expect(clock.rows[0]!.chapter_id).toBe(free.id);
  });
});
