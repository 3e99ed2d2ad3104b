import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/reading-days.js';
import { catalogFixtures, startTestApi, type TestApi, type TestUser } from './support/test-api.js';

// Reading time comes only from the server's clock: "reading" moves the clock back and reports on
// the open chapter (at most 120 s count per event). Days before today are simulated by writing
// what the clock would have measured on them.
const statsOf = async (api: TestApi, user: TestUser, days = 30) => (await api.call('GET', `/api/reading/stats/${user.id}?days=${days}`, { token: user.token })).body.data;

async function readFor(api: TestApi, user: TestUser, bookId: number, chapterId: number, seconds: number) {
  await api.call('POST', '/api/reading/start', { token: user.token, body: { userId: user.id, bookId, chapterId } });
  for (let left = seconds; left > 0; left -= 100) {
    await api.db.query('UPDATE reading_clocks SET last_event_at = last_event_at - make_interval(secs => $2) WHERE user_id = $1', [user.id, Math.min(100, left)]);
    await api.call('POST', '/api/reading/progress', { token: user.token, body: { userId: user.id, bookId, chapterId, progressPercentage: 50 } });
  }
}

async function readOnDay(api: TestApi, user: TestUser, day: string, seconds: number, chapterId: number, bookId: number) {
  await api.db.query('INSERT INTO reading_time (user_id, chapter_id, book_id, day, seconds) VALUES ($1, $2, $3, $4, $5)', [user.id, chapterId, bookId, day, seconds]);
}

describe('reading statistics', () => {
  let api: TestApi;
  let fixtures: Awaited<ReturnType<typeof catalogFixtures>>;
  beforeAll(async () => {
    api = await startTestApi({ STREAK_MIN_MINUTES: 5 }, { books: 24, maxChapters: 14 });
    fixtures = await catalogFixtures(api.db);
  });
  afterAll(() => api.close());

  it('start at zero for a new reader, with 30 days ending today', async () => {
    const user = await api.register();
    const stats = await statsOf(api, user);
    expect(stats).toMatchObject({ timezone: 'Asia/Shanghai', streakMinMinutes: 5, todaySeconds: 0, currentStreak: 0, longestStreak: 0, chaptersCompleted: 0, novelsStarted: 0 });
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1).date).toBe(stats.today);
    expect(stats.days[0].date).toBe(addDays(stats.today, -29));
  });

  it("count today's minutes from the reading clock, not from reports", async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[0]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await readFor(api, user, bookId, chapter.id, 400);
    // Reports without reading time in between add nothing.
    for (let i = 0; i < 5; i++) await api.call('POST', '/api/reading/progress', { token: user.token, body: { userId: user.id, bookId, chapterId: chapter.id, progressPercentage: 60 } });
    const stats = await statsOf(api, user);
    expect(stats.todaySeconds).toBeGreaterThanOrEqual(400);
    expect(stats.todaySeconds).toBeLessThan(410);
    // To one decimal, rounded down.
    expect(stats.todayMinutes).toBeLessThanOrEqual(stats.todaySeconds / 60);
    expect(stats.todayMinutes).toBeGreaterThan(stats.todaySeconds / 60 - 0.1);
    expect(stats.days.at(-1)).toMatchObject({ date: stats.today, seconds: stats.todaySeconds });
    expect(stats.currentStreak).toBe(1);
    expect(stats.novelsStarted).toBe(1);
  });

  it('count streaks over several days: today, yesterday and the day before make 3; an older run can be the longest', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[1]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const { today } = await statsOf(api, user);
    for (const back of [1, 2, 10, 11, 12, 13]) await readOnDay(api, user, addDays(today, -back), 6 * 60, chapter.id, bookId);
    // A day under the minimum breaks a run.
    await readOnDay(api, user, addDays(today, -14), 4 * 60, chapter.id, bookId);
    let stats = await statsOf(api, user);
    // Today is not read yet: the streak still stands from yesterday.
    expect(stats).toMatchObject({ currentStreak: 2, longestStreak: 4 });
    await readFor(api, user, bookId, chapter.id, 310);
    stats = await statsOf(api, user);
    expect(stats).toMatchObject({ currentStreak: 3, longestStreak: 4 });
    expect(stats.days.find((day: { date: string }) => day.date === addDays(today, -14)).minutes).toBe(4);
  });

  it('a reader with two devices is measured once: the second device stops the first one\'s clock', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[2]!;
    const [first, second] = await fixtures.chapters(bookId);
    const phone = user;
    const laptop: TestUser = { ...user, token: (await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).body.data.token };
    await readFor(api, phone, bookId, first!.id, 100);
    await readFor(api, laptop, bookId, second!.id, 100);
    // The phone keeps reporting on its chapter; the clock runs on the laptop's.
    await api.db.query("UPDATE reading_clocks SET last_event_at = last_event_at - interval '100 seconds' WHERE user_id = $1", [user.id]);
    await api.call('POST', '/api/reading/progress', { token: phone.token, body: { userId: user.id, bookId, chapterId: first!.id, progressPercentage: 80 } });
    const stats = await statsOf(api, user);
    expect(stats.todaySeconds).toBeGreaterThanOrEqual(200);
    expect(stats.todaySeconds).toBeLessThan(210);
  });

  it('show minutes rounded down, so a day just short of the streak minimum never reads as reaching it', async () => {
    const user = await api.register();
    const bookId = fixtures.freeBooks[5]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    const { today } = await statsOf(api, user);
    await readOnDay(api, user, addDays(today, -1), 299, chapter.id, bookId);
    const stats = await statsOf(api, user, 7);
    expect(stats.days.at(-2)).toMatchObject({ date: addDays(today, -1), seconds: 299, minutes: 4.9 });
    expect(stats.currentStreak).toBe(0);
  });

  it('count chapters completed and novels started', async () => {
    const user = await api.register();
    for (const bookId of fixtures.freeBooks.slice(3, 5)) {
      const chapter = (await fixtures.chapters(bookId))[0]!;
      await readFor(api, user, bookId, chapter.id, 30);
      await api.call('POST', '/api/reading/progress', { token: user.token, body: { userId: user.id, bookId, chapterId: chapter.id, progressPercentage: 100 } });
    }
    expect(await statsOf(api, user)).toMatchObject({ chaptersCompleted: 2, novelsStarted: 2 });
  });

  it('answer 1-90 days, and only to the reader', async () => {
    const user = await api.register();
    const other = await api.register();
    expect((await statsOf(api, user, 7)).days).toHaveLength(7);
    expect((await api.call('GET', `/api/reading/stats/${user.id}?days=91`, { token: user.token })).status).toBe(400);
    expect((await api.call('GET', `/api/reading/stats/${other.id}`, { token: user.token })).status).toBe(403);
  });
});

describe('days are the calendar days of APP_TIMEZONE', () => {
  let east: TestApi;
  let west: TestApi;
  beforeAll(async () => {
    // UTC+14 and UTC-11: at any instant their calendar dates differ by at least one day.
    east = await startTestApi({ APP_TIMEZONE: 'Pacific/Kiritimati' }, { books: 2, maxChapters: 2 });
    west = await startTestApi({ APP_TIMEZONE: 'Pacific/Pago_Pago' }, { books: 2, maxChapters: 2 });
  });
  afterAll(async () => {
    await east.close();
    await west.close();
  });

  it('the same moment of reading lands on each zone\'s own today', async () => {
    const results = [];
    for (const api of [east, west]) {
      const user = await api.register();
      const chapter = (await api.db.query<{ id: number; book_id: number }>('SELECT id, book_id FROM chapters ORDER BY id LIMIT 1')).rows[0]!;
      await readFor(api, user, chapter.book_id, chapter.id, 60);
      const stats = await statsOf(api, user, 3);
      expect(stats.days.at(-1)).toMatchObject({ date: stats.today });
      expect(stats.days.at(-1).seconds).toBeGreaterThanOrEqual(60);
      expect(stats.timezone).toBe(api.config.APP_TIMEZONE);
      results.push(stats.today as string);
    }
    const [eastToday, westToday] = results;
    expect(Date.parse(eastToday!) - Date.parse(westToday!)).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
  });
});
