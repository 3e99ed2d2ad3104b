import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type GraphQLClient, type Stack } from './support/stack.js';

// The reader's place, offline reports, the continue-reading shelf, settings on the account and
// statistics, through the graph. Minimum reading times as in production; time passes by moving
// the reader's clock back in the API's database.
let stack: Stack;
let free: { bookId: string; chapterIds: string[] };
beforeAll(async () => {
  stack = await startStack({ api: { MIN_READ_SECONDS_FOR_REWARD: 5, MIN_READ_SECONDS_FOR_COMPLETION: 15 }, seed: { books: 8, maxChapters: 8 } });
  const book = await stack.api.db.query<{ book_id: number }>('SELECT book_id FROM books WHERE book_vip = 0 AND book_chapters >= 3 ORDER BY book_id LIMIT 1');
  const chapters = await stack.api.db.query<{ id: number }>('SELECT id FROM chapters WHERE book_id = $1 ORDER BY chapter_no', [book.rows[0]!.book_id]);
  free = { bookId: String(book.rows[0]!.book_id), chapterIds: chapters.rows.map((row) => String(row.id)) };
});
afterAll(() => stack.close());

const REPORT = `mutation($input: ReadingProgressInput!) { reportReadingProgress(input: $input) {
  progress position message clockRunning readingSeconds coinsAwarded chapter { id readingProgress { position } } } }`;
const open = (client: GraphQLClient, chapterId: string) => client.query(`mutation { startReading(bookId: "${free.bookId}", chapterId: "${chapterId}") { coinsAwarded } }`);
const waitSeconds = (userId: string, seconds: number) =>
  stack.api.db.query('UPDATE reading_clocks SET last_event_at = last_event_at - make_interval(secs => $2) WHERE user_id = $1', [Number(userId), seconds]);

describe('the place in a chapter', () => {
  it('is saved with a progress report and read back by another device', async () => {
    const phone = stack.client();
    const user = await phone.register();
    await open(phone, free.chapterIds[0]!);
    const saved = await phone.query(REPORT, { input: { bookId: free.bookId, chapterId: free.chapterIds[0], progressPercentage: 30, position: 777 } });
    expect(saved.data.reportReadingProgress).toMatchObject({ progress: 30, position: 777, chapter: { readingProgress: { position: 777 } } });
    const laptop = stack.client();
    await laptop.query('mutation($input: LoginInput!) { login(input: $input) { user { id } } }', { input: { username: user.username, password: user.password } });
    const read = await laptop.query(`{ book(id: "${free.bookId}") { readingProgress { lastChapterId } chapters { items { id readingProgress { position } } } } }`);
    expect(read.data.book.readingProgress.lastChapterId).toBe(free.chapterIds[0]);
    expect(read.data.book.chapters.items[0].readingProgress.position).toBe(777);
  });

  it('an offline report saves progress without reading time, once', async () => {
    const client = stack.client();
    const user = await client.register();
    await open(client, free.chapterIds[1]!);
    await waitSeconds(user.id, 60);
    const input = { bookId: free.bookId, chapterId: free.chapterIds[1], progressPercentage: 100, offline: true, recordedAt: new Date().toISOString(), reportId: randomUUID(), language: 'EN_US' };
    const first = await client.query(REPORT, { input });
    expect(first.data.reportReadingProgress).toMatchObject({ progress: 100, clockRunning: false, readingSeconds: 0, coinsAwarded: 0 });
    expect(first.data.reportReadingProgress.message).toMatch(/offline/i);
    await client.query(REPORT, { input });
    expect((await stack.api.db.query('SELECT 1 FROM progress_reports WHERE user_id = $1', [Number(user.id)])).rows).toHaveLength(1);
  });
});

describe('continue reading', () => {
  it('lists the books in progress with the chapter and the place, and is never served stale', async () => {
    const client = stack.client();
    await client.register();
    const SHELF = '{ continueReading { book { id title } chapterId chapterNumber chapterTitle progress position } }';
    expect((await client.query(SHELF)).data.continueReading).toEqual([]);
    await open(client, free.chapterIds[2]!);
    await client.query(REPORT, { input: { bookId: free.bookId, chapterId: free.chapterIds[2], progressPercentage: 40, position: 55 } });
    const shelf = await client.query(SHELF);
    expect(shelf.data.continueReading).toEqual([
      expect.objectContaining({ book: expect.objectContaining({ id: free.bookId }), chapterId: free.chapterIds[2], chapterNumber: 3, progress: 40, position: 55 }),
    ]);
    expect(codes(await client.query('{ continueReading(limit: 0) { chapterId } }'))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await stack.client().query(SHELF))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('reader settings on the account', () => {
  const SAVE = 'mutation($input: ReaderSettingsInput!) { saveReaderSettings(input: $input) { theme fontSize mode appearance voice changedAt } }';
  const settings = {
    theme: 'NIGHT',
    fontSize: 20,
    lineHeight: 1.8,
    fontColor: '#d6d6d6',
    backgroundColor: '#121212',
    opacity: 1,
    mode: 'PAGE',
    voice: null,
    speechRate: 1.2,
    appearance: 'DARK',
  };

  it('follow the reader to another device; the later change wins', async () => {
    const phone = stack.client();
    const user = await phone.register();
    expect((await phone.query('{ me { readerSettings { theme } } }')).data.me.readerSettings).toBeNull();
    const saved = await phone.query(SAVE, { input: { ...settings, changedAt: new Date(Date.now() - 1000).toISOString() } });
    expect(saved.data.saveReaderSettings).toMatchObject({ theme: 'NIGHT', fontSize: 20, mode: 'PAGE', appearance: 'DARK', voice: null });
    const laptop = stack.client();
    await laptop.query('mutation($input: LoginInput!) { login(input: $input) { user { id } } }', { input: { username: user.username, password: user.password } });
    expect((await laptop.query('{ me { readerSettings { theme fontSize } } }')).data.me.readerSettings).toEqual({ theme: 'NIGHT', fontSize: 20 });
    await laptop.query(SAVE, { input: { ...settings, theme: 'SEPIA', changedAt: new Date().toISOString() } });
    const stale = await phone.query(SAVE, { input: { ...settings, theme: 'DAY', changedAt: new Date(Date.now() - 500).toISOString() } });
    expect(stale.data.saveReaderSettings.theme).toBe('SEPIA');
    expect((await phone.query('{ me { readerSettings { theme } } }')).data.me.readerSettings.theme).toBe('SEPIA');
  });

  it('refuses values the reader does not offer', async () => {
    const client = stack.client();
    await client.register();
    const answer = await client.query(SAVE, { input: { ...settings, fontSize: 40, changedAt: new Date().toISOString() } });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('reading statistics', () => {
  it('come from the reading clock and move as soon as the reader reads', async () => {
    const client = stack.client();
    const user = await client.register();
    const STATS = '{ readingStats(days: 7) { today days { date seconds } todaySeconds currentStreak novelsStarted streakMinMinutes } }';
    const before = (await client.query(STATS)).data.readingStats;
    expect(before).toMatchObject({ todaySeconds: 0, currentStreak: 0, novelsStarted: 0, streakMinMinutes: 5 });
    expect(before.days).toHaveLength(7);
    await open(client, free.chapterIds[0]!);
    for (let i = 0; i < 3; i++) {
      await waitSeconds(user.id, 110);
      await client.query(REPORT, { input: { bookId: free.bookId, chapterId: free.chapterIds[0], progressPercentage: 30 } });
    }
    const after = (await client.query(STATS)).data.readingStats;
    expect(after.todaySeconds).toBeGreaterThanOrEqual(330);
    expect(after).toMatchObject({ currentStreak: 1, novelsStarted: 1 });
    expect(codes(await client.query('{ readingStats(days: 91) { today } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('move with an opening alone: a novel started shows at once, with no progress report after it', async () => {
    const client = stack.client();
    await client.register();
    const STATS = '{ readingStats(days: 7) { novelsStarted } }';
    expect((await client.query(STATS)).data.readingStats.novelsStarted).toBe(0);
    await open(client, free.chapterIds[0]!);
    expect((await client.query(STATS)).data.readingStats.novelsStarted).toBe(1);
  });
});
