import { describe, expect, it } from 'vitest';
import { bookDto, chapterDto, GraphHarness, ok, refuse, userDto } from '../support/graph-harness.js';

// Reading, favorites and the reader's shelves over a stand-in API: the calls each mutation makes,
// what it answers (rewards, balance), and which cached answers it retires.

const award = (type: string, coins: number, chapterId: number) => ({ type, coins, chapterId });
const withoutText = ({ content: _content, locked: _locked, prevChapterId: _previous, nextChapterId: _next, ...listed }: ReturnType<typeof chapterDto>) => listed;

describe('chapters read in one request', () => {
  it('fail one by one: a chapter the API refuses does not take the others of its batch with it', async () => {
    const graph = new GraphHarness({
      'get /api/books/{id}': () => ok(bookDto(2)),
      // The list's chapters, without their text (the API's list has none).
      'get /api/books/chapters': () =>
        ok({ books: [{ bookId: 2, chapters: [3, 4].map((id) => withoutText(chapterDto(2, id))), pagination: { total: 2 } }] }),
      'get /api/books/{bookId}/chapters/{chapterId}': ({ path }) =>
        path?.chapterId === 4
          ? Promise.reject(refuse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'))
          : ok(chapterDto(2, Number(path?.chapterId), { content: 'Text three' })),
    });
    const answer = await graph.run('{ book(id: "2") { chapters { items { id content } } } }');
    expect(graph.callsTo('get /api/books/{bookId}/chapters/{chapterId}')).toHaveLength(2);
    expect(answer.data.book.chapters.items).toEqual([
      { id: '3', content: 'Text three' },
      { id: '4', content: null },
    ]);
    expect(answer.errors?.map((error) => error.path)).toEqual([['book', 'chapters', 'items', 1, 'content']]);
  });
});

describe('startReading', () => {
  const opening = (locked: () => boolean) =>
    new GraphHarness({
      'post /api/reading/start': () =>
        ok({
          coinsDeducted: 10,
          coinsAwarded: 8,
          remainingCoins: 91,
          progress: null,
          awards: [award('chapter_reward', 5, 3), award('first_read_reward', 3, 3)],
          rewardInSeconds: null,
          completionInSeconds: 42,
        }),
      'get /api/books/{bookId}/chapters/{chapterId}': () =>
        ok(chapterDto(2, 3, { isFree: false, locked: locked(), content: locked() ? null : 'Paid text' })),
      'get /api/user/{id}': () => ok(userDto(7, { coins: 101 })),
    });

  it('answers the coins moved, the rewards by type, the balance after and the reading time still needed', async () => {
    const graph = opening(() => false);
    const { data, errors } = await graph.run(
      'mutation { startReading(bookId: "2", chapterId: "3") { coinsDeducted coinsAwarded rewards { type coins chapterId } user { id coins } chapter { content } rewardInSeconds completionInSeconds } }',
    );
    expect(errors).toBeUndefined();
    expect(data.startReading).toEqual({
      coinsDeducted: 10,
      coinsAwarded: 8,
      rewards: [
        { type: 'CHAPTER_REWARD', coins: 5, chapterId: '3' },
        { type: 'FIRST_READ_REWARD', coins: 3, chapterId: '3' },
      ],
      // The balance is the one the API answered, not the profile's older one.
      user: { id: '7', coins: 91 },
      chapter: { content: 'Paid text' },
      rewardInSeconds: null,
      completionInSeconds: 42,
    });
    expect(graph.callsTo('post /api/reading/start')).toEqual([
      { route: 'post /api/reading/start', body: { userId: 7, bookId: 2, chapterId: 3 } },
    ]);
  });

  it('answers the chapter as bought, even in the request that read its locked copy', async () => {
    let bought = false;
    const graph = new GraphHarness({
      'post /api/reading/start': () => (
        (bought = true),
        ok({ coinsDeducted: 10, coinsAwarded: 0, remainingCoins: 90, awards: [], progress: null })
      ),
      'get /api/books/{bookId}/chapters/{chapterId}': () =>
        ok(chapterDto(2, 3, { isFree: false, locked: !bought, content: bought ? 'Paid text' : null })),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const [before, opened] = await graph.runInOneRequest(
      '{ chapter(bookId: "2", chapterId: "3") { locked } }',
      'mutation { startReading(bookId: "2", chapterId: "3") { chapter { locked content } } }',
    );
    expect(before?.data.chapter.locked).toBe(true);
    expect(opened?.data.startReading.chapter).toEqual({ locked: false, content: 'Paid text' });
  });

  it("answers the reader's progress in the chapter as the opening left it, with no call for it", async () => {
    let opened = false;
    const progress = (isCompleted: boolean) => ({
      chapterId: 3,
      progress: 100,
      position: 0,
      isCompleted,
      completedAt: null,
      updatedAt: '2026-11-27T00:00:00.000Z',
    });
    const graph = new GraphHarness({
      // Reading time ran out on this opening: settling it completed the chapter.
      'post /api/reading/start': () => (
        (opened = true),
        ok({ coinsDeducted: 0, coinsAwarded: 0, remainingCoins: 53, awards: [], progress: progress(true) })
      ),
      'get /api/books/{bookId}/chapters/{chapterId}': () => ok(chapterDto(2, 3)),
      'get /api/reading/chapters/{userId}': () => ok({ books: [{ bookId: 2, chapters: [progress(opened)] }] }),
      'get /api/user/{id}': () => ok(userDto(7, { coins: 50 })),
    });
    const [before, after] = await graph.runInOneRequest(
      '{ chapter(bookId: "2", chapterId: "3") { readingProgress { isCompleted } } }',
      'mutation { startReading(bookId: "2", chapterId: "3") { chapter { id readingProgress { isCompleted } } user { coins } } }',
    );
    expect(before?.data.chapter.readingProgress.isCompleted).toBe(false);
    expect(after?.data.startReading).toEqual({ chapter: { id: '3', readingProgress: { isCompleted: true } }, user: { coins: 53 } });
    // Only the query before the opening asked for it.
    expect(graph.callsTo('get /api/reading/chapters/{userId}')).toHaveLength(1);
  });

  it('answers no progress on a chapter the reader has not reported on yet', async () => {
    const graph = new GraphHarness({
      'post /api/reading/start': () => ok({ coinsDeducted: 0, coinsAwarded: 0, remainingCoins: 0, awards: [], progress: null }),
      'get /api/books/{bookId}/chapters/{chapterId}': () => ok(chapterDto(2, 3)),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const { data, errors } = await graph.run(
      'mutation { startReading(bookId: "2", chapterId: "3") { chapter { readingProgress { progress isCompleted position } } } }',
    );
    expect(errors).toBeUndefined();
    expect(data.startReading.chapter.readingProgress).toEqual({ progress: 0, isCompleted: false, position: 0 });
    expect(graph.callsTo('get /api/reading/chapters/{userId}')).toEqual([]);
  });

  it("takes the reader's cached profile for the balance instead of asking for it", async () => {
    const graph = opening(() => false);
    await graph.run('{ me { id } }');
    await graph.run('mutation { startReading(bookId: "2", chapterId: "3") { user { username coins } } }');
    expect(graph.callsTo('get /api/user/{id}')).toHaveLength(1);
  });

  it('refuses a guest', async () => {
    const graph = new GraphHarness({}, null);
    expect(await graph.firstError('mutation { startReading(bookId: "2", chapterId: "3") { coinsAwarded } }')).toEqual({
      message: 'user not logged in',
      code: 'UNAUTHENTICATED',
      restCalls: 0,
    });
  });
});

describe('reportReadingProgress', () => {
  // The fields the graph answers as the API reported them.
  const passedThrough = {
    progress: 100,
    isCompleted: true,
    coinsAwarded: 20,
    message: 'Reading reward: 20 coins',
    position: 4000,
    readingSeconds: 95,
    clockRunning: false,
    rewardInSeconds: null,
    completionInSeconds: 4,
  };
  const reported = { ...passedThrough, awards: [award('chapter_reading', 10, 3), award('novel_reading', 10, 3)], totalCoins: 120 };
  const reporting = () =>
    new GraphHarness({
      'post /api/reading/progress': () => ok(reported),
      'get /api/books/{bookId}/chapters/{chapterId}': () => ok(chapterDto(2, 3)),
      'get /api/user/{id}': () => ok(userDto(7)),
      'get /api/reading/stats/{userId}': () => ok({ todaySeconds: 60 }),
    });
  const REPORT = `mutation ($input: ReadingProgressInput!) { reportReadingProgress(input: $input) {
    progress isCompleted coinsAwarded rewards { type coins chapterId } message position readingSeconds clockRunning rewardInSeconds completionInSeconds
    user { coins } chapter { id } } }`;

  it('answers every field of the API report, and sends only what the client gave', async () => {
    const graph = reporting();
    const { data } = await graph.run(REPORT, { input: { bookId: '2', chapterId: '3', progressPercentage: 100 } });
    expect(data.reportReadingProgress).toEqual({
      ...passedThrough,
      rewards: [
        { type: 'CHAPTER_READING_TASK', coins: 10, chapterId: '3' },
        { type: 'NOVEL_READING_TASK', coins: 10, chapterId: '3' },
      ],
      user: { coins: 120 },
      chapter: { id: '3' },
    });
    expect(graph.callsTo('post /api/reading/progress')[0]?.body).toStrictEqual({
      userId: 7,
      bookId: 2,
      chapterId: 3,
      progressPercentage: 100,
      language: 'zh-CN',
    });
  });

  it('passes the optional fields of an offline report, in English when asked', async () => {
    const graph = reporting();
    const input = {
      bookId: '2',
      chapterId: '3',
      progressPercentage: 40,
      language: 'EN_US',
      position: 0,
      offline: true,
      recordedAt: '2026-11-24T08:00:00.000Z',
      reportId: 'r-1',
    };
    await graph.run(REPORT, { input });
    expect(graph.callsTo('post /api/reading/progress')[0]?.body).toStrictEqual({
      userId: 7,
      bookId: 2,
      chapterId: 3,
      progressPercentage: 40,
      language: 'en-US',
      position: 0,
      offline: true,
      recordedAt: '2026-11-24T08:00:00.000Z',
      reportId: 'r-1',
    });
  });

  it("retires the reader's cached statistics", async () => {
    const graph = reporting();
    const stats = '{ readingStats { todaySeconds } }';
    await graph.run(stats);
    await graph.run(stats);
    expect(graph.callsTo('get /api/reading/stats/{userId}')).toHaveLength(1);
    await graph.run(REPORT, { input: { bookId: '2', chapterId: '3', progressPercentage: 50 } });
    await graph.run(stats);
    expect(graph.callsTo('get /api/reading/stats/{userId}')).toHaveLength(2);
  });

  it('refuses ids that are not positive integers', async () => {
    const graph = reporting();
    expect(await graph.firstError(REPORT, { input: { bookId: '2', chapterId: '0', progressPercentage: 50 } })).toEqual({
      message: 'chapterId must be a positive integer',
      code: 'BAD_USER_INPUT',
      restCalls: 0,
    });
  });
});

describe('favorites', () => {
  const shelf = (favorited: { current: boolean }) =>
    new GraphHarness({
      'post /api/favorites/add': () => ((favorited.current = true), ok({ isFavorited: true })),
      'post /api/favorites/remove': () => ((favorited.current = false), ok({ isFavorited: false })),
      'get /api/favorites/{userId}': () =>
        ok({
          favorites: favorited.current ? [{ favorite_id: 1, book_id: 5, favoritedAt: '2026-11-03T00:00:00.000Z' }] : [],
          total: favorited.current ? 1 : 0,
        }),
      'get /api/books': ({ query }) => ok({ books: String(query?.ids) === '5' ? [bookDto(5)] : [] }),
      'get /api/favorites/check/{userId}': () => ok({ favorites: [{ bookId: 5, isFavorited: favorited.current }] }),
    });

  it('leaves out a book gone from the catalog since the page was kept, rather than failing the page', async () => {
    const graph = new GraphHarness({
      'get /api/favorites/{userId}': () =>
        ok({
          favorites: [
            { favorite_id: 1, book_id: 5, favoritedAt: '2026-11-03T00:00:00.000Z' },
            { favorite_id: 2, book_id: 6, favoritedAt: '2026-11-02T00:00:00.000Z' },
          ],
          total: 2,
        }),
      'get /api/books': () => ok({ books: [bookDto(5)] }),
    });
    const { data, errors } = await graph.run('{ favorites { total items { id book { id title } } } }');
    expect(errors).toBeUndefined();
    expect(data.favorites).toEqual({ total: 1, items: [{ id: '1', book: { id: '5', title: 'Book 5' } }] });
    expect(graph.callsTo('get /api/books')).toHaveLength(1);
  });

  it('adds and removes, answering the book with its new state and retiring the cached favorites pages', async () => {
    const state = { current: false };
    const graph = shelf(state);
    const page = '{ favorites { total totalPages hasMore items { id book { id isFavorited } } } }';
    expect((await graph.run(page)).data.favorites).toEqual({ total: 0, totalPages: 0, hasMore: false, items: [] });

    const added = await graph.run('mutation { addFavorite(bookId: "5") { book { id title isFavorited } } }');
    expect(added.data.addFavorite.book).toEqual({ id: '5', title: 'Book 5', isFavorited: true });
    expect(graph.callsTo('post /api/favorites/add')[0]?.body).toStrictEqual({ userId: 7, bookId: 5 });
    expect((await graph.run(page)).data.favorites).toEqual({
      total: 1,
      totalPages: 1,
      hasMore: false,
      items: [{ id: '1', book: { id: '5', isFavorited: true } }],
    });

    const removed = await graph.run('mutation { removeFavorite(bookId: "5") { book { isFavorited } } }');
    expect(removed.data.removeFavorite.book.isFavorited).toBe(false);
    expect((await graph.run(page)).data.favorites.total).toBe(0);
    // The state after each toggle came from the toggle itself, never from a check call.
    expect(graph.callsTo('get /api/favorites/check/{userId}')).toEqual([]);
    // The detail's state, read later, is the new one too (cached, not asked again).
    expect((await graph.run('{ favorites { items { id } } }')).data.favorites.items).toEqual([]);
  });

  it('answers the new state even in the request that read the old one', async () => {
    const state = { current: false };
    const graph = new GraphHarness({
      'get /api/books': () => ok({ books: [bookDto(5)], total: 1 }),
      'get /api/favorites/check/{userId}': () => ok({ favorites: [{ bookId: 5, isFavorited: state.current }] }),
      'post /api/favorites/add': () => ((state.current = true), ok({ isFavorited: true })),
    });
    const [before, added] = await graph.runInOneRequest(
      '{ books { items { isFavorited } } }',
      'mutation { addFavorite(bookId: "5") { book { isFavorited } } }',
    );
    expect(before?.data.books.items).toEqual([{ isFavorited: false }]);
    expect(added?.data.addFavorite.book.isFavorited).toBe(true);
  });

  it('asks for 20 favorites a page by default, 100 at most', async () => {
    const graph = shelf({ current: true });
    expect(await graph.firstError('{ favorites(pageSize: 101) { total } }')).toEqual({
      message: 'pageSize must be between 1 and 100',
      code: 'BAD_USER_INPUT',
      restCalls: 0,
    });
    await graph.run('{ favorites { pageSize } }');
    expect(graph.callsTo('get /api/favorites/{userId}')[0]).toMatchObject({ path: { userId: 7 }, query: { page: 1, pageSize: 20 } });
  });

  it('is not found when the book to favorite is gone', async () => {
    const graph = shelf({ current: false });
    expect(await graph.firstError('mutation { addFavorite(bookId: "6") { book { id } } }')).toEqual({
      message: 'Book not found',
      code: 'NOT_FOUND',
      restCalls: 2,
    });
  });

  it('refuses a bad book id before calling the API', async () => {
    const graph = shelf({ current: false });
    const { errors } = await graph.run('mutation { removeFavorite(bookId: "x") { book { id } } }');
    expect(errors?.[0]).toMatchObject({ message: 'bookId must be a positive integer' });
    expect(graph.calls).toEqual([]);
  });
});

describe('continueReading', () => {
  const entry = {
    bookId: 5,
    chapterId: 12,
    chapterNo: 4,
    chapterTitle: 'Chapter 4',
    progress: 30,
    position: 900,
    updatedAt: '2026-11-24T00:00:00.000Z',
  };
  const shelf = (books = [bookDto(5)]) =>
    new GraphHarness({
      'get /api/reading/recent/{userId}': () => ok({ books: [entry] }),
      'get /api/books': () => ok({ books }),
    });

  it('lists the books in progress, 10 by default, with where the reader is', async () => {
    const graph = shelf();
    const { data } = await graph.run(
      '{ continueReading { book { title } chapterId chapterNumber chapterTitle progress position updatedAt } }',
    );
    expect(data.continueReading).toEqual([
      {
        book: { title: 'Book 5' },
        chapterId: '12',
        chapterNumber: 4,
        chapterTitle: 'Chapter 4',
        progress: 30,
        position: 900,
        updatedAt: '2026-11-24T00:00:00.000Z',
      },
    ]);
    expect(graph.callsTo('get /api/reading/recent/{userId}')[0]).toMatchObject({ path: { userId: 7 }, query: { limit: 10 } });
  });

  it('takes 1 to 50', async () => {
    const graph = shelf();
    await graph.run('{ continueReading(limit: 50) { chapterId } }');
    await graph.run('{ continueReading(limit: 1) { chapterId } }');
    expect(graph.calls.map((call) => call.query?.limit)).toEqual([50, 1]);
  });

  it('is not found when a book on the shelf is gone', async () => {
    const { errors } = await shelf([]).run('{ continueReading { book { id } } }');
    expect(errors?.[0]).toMatchObject({ message: 'Book not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses a guest', async () => {
    const { errors } = await new GraphHarness({}, null).run('{ continueReading { chapterId } }');
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("tells a guest to sign in before anything about the arguments (the Query type's promise), here and on readingStats", async () => {
    const guest = new GraphHarness({}, null);
    for (const query of ['{ continueReading(limit: 0) { chapterId } }', '{ readingStats(days: 0) { todaySeconds } }']) {
      expect((await guest.firstError(query))?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});

describe('readingStats', () => {
  const stats = () =>
    new GraphHarness({
      'get /api/reading/stats/{userId}': ({ query }) => ok({ timezone: 'Asia/Shanghai', todaySeconds: Number(query?.days) }),
    });

  it('asks for 30 days by default and keeps each span apart in the cache', async () => {
    const graph = stats();
    expect((await graph.run('{ readingStats { timezone todaySeconds } }')).data.readingStats).toEqual({
      timezone: 'Asia/Shanghai',
      todaySeconds: 30,
    });
    expect((await graph.run('{ readingStats(days: 90) { todaySeconds } }')).data.readingStats.todaySeconds).toBe(90);
    expect((await graph.run('{ readingStats(days: 1) { todaySeconds } }')).data.readingStats.todaySeconds).toBe(1);
    await graph.run('{ readingStats { todaySeconds } }');
    expect(graph.calls.map((call) => call.query?.days)).toEqual([30, 90, 1]);
  });

  it('asks again once the day they were kept on has passed in their time zone', async () => {
    const shanghaiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    let today = '2000-01-01';
    const graph = new GraphHarness({
      'get /api/reading/stats/{userId}': () => ok({ timezone: 'Asia/Shanghai', today, todaySeconds: 5 }),
    });
    await graph.run('{ readingStats { today } }');
    today = shanghaiToday;
    // Kept from before midnight: yesterday would show as today.
    expect((await graph.run('{ readingStats { today } }')).data.readingStats.today).toBe(shanghaiToday);
    // Kept today: from the cache.
    expect((await graph.run('{ readingStats { today } }')).data.readingStats.today).toBe(shanghaiToday);
    expect(graph.callsTo('get /api/reading/stats/{userId}')).toHaveLength(2);
  });

  it('answers a refusal of the API as the graph error it maps to', async () => {
    const graph = new GraphHarness({
      'get /api/reading/stats/{userId}': () => Promise.reject(refuse(401, 'SESSION_EXPIRED', 'Session expired')),
    });
    expect(await graph.firstError('{ readingStats { todaySeconds } }')).toEqual({
      message: 'Session expired',
      code: 'UNAUTHENTICATED',
      restCalls: 1,
    });
  });
});

describe('shelf and statistics arguments', () => {
  it.each([
    ['{ continueReading(limit: 0) { chapterId } }', 'limit must be between 1 and 50'],
    ['{ continueReading(limit: 51) { chapterId } }', 'limit must be between 1 and 50'],
    ['{ readingStats(days: 0) { todaySeconds } }', 'days must be between 1 and 90'],
    ['{ readingStats(days: 91) { todaySeconds } }', 'days must be between 1 and 90'],
  ])('%s is refused before any REST call', async (query, message) => {
    expect(await new GraphHarness({}).firstError(query)).toEqual({ message, code: 'BAD_USER_INPUT', restCalls: 0 });
  });
});

describe('ids in mutations', () => {
  const progress = (bookId: string, chapterId: string) =>
    `mutation { reportReadingProgress(input: { bookId: "${bookId}", chapterId: "${chapterId}", progressPercentage: 10 }) { progress } }`;
  const settle = (bookId: string, chapterId: string) =>
    `mutation { settleReadingTask(input: { type: CHAPTER_READING, bookId: "${bookId}", chapterId: "${chapterId}" }) { coinsAwarded } }`;
  it.each([
    ['mutation { startReading(bookId: "0", chapterId: "3") { coinsAwarded } }', 'bookId'],
    ['mutation { startReading(bookId: "2", chapterId: "3.5") { coinsAwarded } }', 'chapterId'],
    [progress('x', '3'), 'bookId'],
    [progress('2', '-3'), 'chapterId'],
    [settle('0', '3'), 'bookId'],
    [settle('2', '0'), 'chapterId'],
    ['mutation { addFavorite(bookId: "-5") { book { id } } }', 'bookId'],
    // Written another way than in digits: Number() would read each as an id.
    ['mutation { startReading(bookId: "0x1", chapterId: "11") { coinsAwarded } }', 'bookId'],
    ['mutation { startReading(bookId: "1", chapterId: "1e1") { coinsAwarded } }', 'chapterId'],
    ['mutation { addFavorite(bookId: " 5 ") { book { id } } }', 'bookId'],
    [progress('2', '14.0'), 'chapterId'],
  ])('%s is refused by the id it names', async (query, name) => {
    expect(await new GraphHarness({}).firstError(query)).toEqual({
      message: `${name} must be a positive integer`,
      code: 'BAD_USER_INPUT',
      restCalls: 0,
    });
  });
});
