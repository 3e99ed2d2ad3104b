import { describe, expect, it } from 'vitest';
import { cacheKeys } from '../../src/cache/keys.js';
import { bookDto, callGate, chapterDto, GraphHarness, ok, refuse, type Route } from '../support/graph-harness.js';

// The catalog's resolvers over a stand-in API: what each field makes of the API's answer, which
// REST calls a query costs, and what the graph refuses before calling the API at all.

const pageOf = (books: unknown[], total = books.length) => ok({ books, total });
const BOOK_FIELDS = `id title author coverImage description category genre totalChapters readChapters rating coinsRequired
  isVip tags publishDate lastUpdateDate wordCount viewCount readCount leadName status hasContent`;

describe('Book fields', () => {
  it('map the API book onto the client naming (spec section 3)', async () => {
    const graph = new GraphHarness(
      { 'get /api/books/{id}': () => ok(bookDto(5, { book_tags: ' magic ,, school ,', isFavorited: false })) },
      null,
    );
    const { data, errors } = await graph.run(`{ book(id: "5") { ${BOOK_FIELDS} isFavorited readingProgress { lastChapterId } } }`);
    expect(errors).toBeUndefined();
    expect(data.book).toEqual({
      id: '5',
      title: 'Book 5',
      author: 'Author 5',
      coverImage: '/covers/5.svg',
      description: 'About book 5',
      category: 'FANTASY_MAGIC',
      genre: 'fantasy',
      totalChapters: 12,
      readChapters: 0,
      rating: 4.5,
      coinsRequired: 10,
      isVip: true,
      tags: ['magic', 'school'],
      publishDate: '2026-11-01T00:00:00.000Z',
      lastUpdateDate: '2026-11-01T00:00:00.000Z',
      wordCount: 120_000,
      viewCount: 30,
      readCount: 4,
      leadName: 'Lin',
      status: 'Completed',
      hasContent: true,
      // A guest: no favorite and no progress, and no REST call to learn either.
      isFavorited: false,
      readingProgress: null,
    });
    expect(graph.calls.map((call) => call.route)).toEqual(['get /api/books/{id}']);
  });

  it('fall back where the API leaves a value out: an unknown class is urban romance, missing counts are 0', async () => {
    const book = bookDto(6, { class_id: 99, book_vip: 0, viewCount: undefined, readCount: undefined, book_tags: '' });
    const graph = new GraphHarness({ 'get /api/books/{id}': () => ok(book) }, null);
    const { data } = await graph.run('{ book(id: "6") { category isVip viewCount readCount tags } }');
    expect(data.book).toEqual({ category: 'URBAN_ROMANCE', isVip: false, viewCount: 0, readCount: 0, tags: [] });
  });

  it.each([
    [1, 'URBAN_ROMANCE'],
    [3, 'HISTORY_MILITARY'],
    [4, 'SCIFI_FUTURE'],
    [5, 'MYSTERY_THRILLER'],
  ])('class %i is %s', async (classId, category) => {
    const graph = new GraphHarness({ 'get /api/books/{id}': () => ok(bookDto(1, { class_id: classId })) }, null);
    expect((await graph.run('{ book(id: "1") { category } }')).data.book.category).toBe(category);
  });

  it("give a reader their favorite marks with the page itself, asked for with the reader's id: no favorites call", async () => {
    const graph = new GraphHarness({
      'get /api/books': () => pageOf([bookDto(1, { isFavorited: true }), bookDto(2, { isFavorited: false })]),
    });
    const { data } = await graph.run('{ books { items { id isFavorited } } }');
    expect(data.books.items).toEqual([
      { id: '1', isFavorited: true },
      { id: '2', isFavorited: false },
    ]);
    expect(graph.calls).toStrictEqual([{ route: 'get /api/books', query: { page: 1, pageSize: 10, userId: 7 } }]);
    // The page is cached as every reader shares it, the marks as the reader's own.
    const cached = await graph.cache.get<{ books: object[] }>(cacheKeys.bookPage(1, 10, null, false));
    expect(cached!.books).toHaveLength(2);
    for (const book of cached!.books) expect(book).not.toHaveProperty('isFavorited');
    expect(await graph.cache.get(cacheKeys.favoriteState(7, 1))).toBe(true);
    expect(await graph.cache.get(cacheKeys.favoriteState(7, 2))).toBe(false);
  });

  it('ask no marks of the API for a guest, who has none', async () => {
    const graph = new GraphHarness({ 'get /api/books': () => pageOf([bookDto(1)]) }, null);
    const { data } = await graph.run('{ books { items { id isFavorited } } }');
    expect(data.books.items).toEqual([{ id: '1', isFavorited: false }]);
    expect(graph.calls).toStrictEqual([{ route: 'get /api/books', query: { page: 1, pageSize: 10 } }]);
  });

  it('give a reader their favorite state and progress, each in one batched call, for a page that came without marks', async () => {
    const graph = new GraphHarness({
      'get /api/books': () => pageOf([bookDto(1), bookDto(2)]),
      'get /api/favorites/check/{userId}': () =>
        ok({
          favorites: [
            { bookId: 1, isFavorited: true },
            { bookId: 2, isFavorited: false },
          ],
        }),
      'get /api/reading/progress/{userId}': () =>
        ok({ books: [{ bookId: 2, lastChapterId: 9, chaptersStarted: 3, chaptersCompleted: 2, updatedAt: '2026-11-20T00:00:00.000Z' }] }),
    });
    const { data } = await graph.run(
      '{ books { items { id isFavorited readingProgress { lastChapterId chaptersStarted chaptersCompleted updatedAt } } } }',
    );
    expect(data.books.items).toEqual([
      { id: '1', isFavorited: true, readingProgress: { lastChapterId: null, chaptersStarted: 0, chaptersCompleted: 0, updatedAt: null } },
      {
        id: '2',
        isFavorited: false,
        readingProgress: { lastChapterId: '9', chaptersStarted: 3, chaptersCompleted: 2, updatedAt: '2026-11-20T00:00:00.000Z' },
      },
    ]);
    expect(graph.callsTo('get /api/favorites/check/{userId}')).toEqual([
      { route: 'get /api/favorites/check/{userId}', path: { userId: 7 }, query: { bookIds: '1,2' } },
    ]);
    expect(graph.callsTo('get /api/reading/progress/{userId}')).toHaveLength(1);
  });
});

describe('cache writes after a miss', () => {
  it('keep the favorite state a toggle stored while the API was answering', async () => {
    const graph: GraphHarness = new GraphHarness({
      'get /api/books': () => pageOf([bookDto(1)]),
      'get /api/favorites/check/{userId}': async () => {
        // The reader's toggle lands while this answer is on its way.
        await graph.cache.set(cacheKeys.favoriteState(7, 1), true, 3600);
        return ok({ favorites: [{ bookId: 1, isFavorited: false }] });
      },
    });
    await graph.run('{ books { items { id isFavorited } } }');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await graph.cache.get(cacheKeys.favoriteState(7, 1))).toBe(true);
  });
});

describe('books', () => {
  const books = () => new GraphHarness({ 'get /api/books': () => pageOf([bookDto(1)], 61) }, null);

  it("asks for the book list's 10 a page by default (spec section 9) and says how many pages there are", async () => {
    const graph = books();
    const { data } = await graph.run('{ books { page pageSize total totalPages hasMore items { id } } }');
    expect(data.books).toEqual({ page: 1, pageSize: 10, total: 61, totalPages: 7, hasMore: true, items: [{ id: '1' }] });
    expect(graph.calls).toStrictEqual([{ route: 'get /api/books', query: { page: 1, pageSize: 10 } }]);
  });

  it('takes an explicit null page size as the default, 10', async () => {
    const graph = books();
    await graph.run('query($size: Int) { books(pageSize: $size) { total } }', { size: null });
    expect(graph.calls.map((call) => call.query)).toStrictEqual([{ page: 1, pageSize: 10 }]);
  });

  it('has no more after the last page', async () => {
    const { data } = await books().run('{ books(page: 7) { totalPages hasMore } }');
    expect(data.books).toEqual({ totalPages: 7, hasMore: false });
  });

  it('passes the category as the API slug, and content-only only when asked', async () => {
    const graph = books();
    await graph.run('{ books(category: SCIFI_FUTURE, hasContentOnly: true, pageSize: 30) { total } }');
    await graph.run('{ books(category: MYSTERY_THRILLER, hasContentOnly: false) { total } }');
    await graph.run('{ books(category: URBAN_ROMANCE) { total } }');
    await graph.run('{ books(category: FANTASY_MAGIC) { total } }');
    await graph.run('{ books(category: HISTORY_MILITARY, hasContentOnly: null) { total } }');
    expect(graph.calls.map((call) => call.query)).toStrictEqual([
      { page: 1, pageSize: 30, category: 'scifi-future', hasContentOnly: 'true' },
      { page: 1, pageSize: 10, category: 'mystery-thriller' },
      { page: 1, pageSize: 10, category: 'urban-romance' },
      { page: 1, pageSize: 10, category: 'fantasy-magic' },
      { page: 1, pageSize: 10, category: 'history-military' },
    ]);
  });

  it('answers a page again from the cache', async () => {
    const graph = new GraphHarness({
      'get /api/books': () => pageOf([bookDto(1), bookDto(2)]),
    });
    await graph.run('{ books { total } }');
    const again = await graph.run('{ books { total items { title } } }');
    expect(again.data.books.items).toEqual([{ title: 'Book 1' }, { title: 'Book 2' }]);
    expect(graph.calls).toHaveLength(1);
  });

  it.each([
    ['page: 0', 'page must be at least 1'],
    ['pageSize: 0', 'pageSize must be between 1 and 100'],
    ['pageSize: 101', 'pageSize must be between 1 and 100'],
  ])('refuses %s without calling the API', async (args, message) => {
    const graph = books();
    expect(await graph.firstError(`{ books(${args}) { total } }`)).toEqual({ message, code: 'BAD_USER_INPUT', restCalls: 0 });
  });

  it('takes the largest page size', async () => {
    const graph = books();
    expect((await graph.run('{ books(pageSize: 100) { pageSize } }')).errors).toBeUndefined();
    expect(graph.calls.map((call) => call.query)).toStrictEqual([{ page: 1, pageSize: 100 }]);
  });
});

describe('searchBooks', () => {
  const search = () => new GraphHarness({ 'get /api/books/search': () => ok({ novels: [bookDto(3)], total: 41 }) }, null);

  it('searches the trimmed words, 20 a page by relevance, and caches the answer', async () => {
    const graph = search();
    const { data } = await graph.run('{ searchBooks(query: "  dragon  ") { total totalPages hasMore items { id } } }');
    expect(data.searchBooks).toEqual({ total: 41, totalPages: 3, hasMore: true, items: [{ id: '3' }] });
    await graph.run('{ searchBooks(query: "dragon", sort: null) { total } }');
    expect(graph.calls).toStrictEqual([
      { route: 'get /api/books/search', query: { q: 'dragon', page: 1, pageSize: 20, sort: 'relevance' } },
    ]);
  });

  it.each([
    ['RATING', 'rating'],
    ['READ_COUNT', 'readCount'],
    ['VIEW_COUNT', 'viewCount'],
    ['CREATED_AT', 'createdAt'],
  ])('sorts by %s as the API names it (%s) and filters by genre', async (sort, param) => {
    const graph = search();
    await graph.run(`{ searchBooks(query: "x", sort: ${sort}, genre: WUXIA, page: 2, pageSize: 5) { total } }`);
    expect(graph.calls[0]?.query).toStrictEqual({ q: 'x', page: 2, pageSize: 5, sort: param, category: 'wuxia' });
  });

  it('keeps the answers of each genre apart', async () => {
    const graph = search();
    await graph.run('{ searchBooks(query: "x", genre: FANTASY) { total } }');
    await graph.run('{ searchBooks(query: "x", genre: URBAN) { total } }');
    await graph.run('{ searchBooks(query: "x") { total } }');
    expect(graph.calls.map((call) => call.query?.category)).toEqual(['fantasy', 'urban', undefined]);
  });

  it("bring a signed-in reader's favorite marks when the query asks for them, and are cached without them", async () => {
    const graph = new GraphHarness({
      'get /api/books/search': () => ok({ novels: [bookDto(3, { isFavorited: true }), bookDto(4, { isFavorited: false })], total: 2 }),
    });
    const { data } = await graph.run('{ searchBooks(query: "x") { items { id isFavorited } } }');
    expect(data.searchBooks.items).toEqual([
      { id: '3', isFavorited: true },
      { id: '4', isFavorited: false },
    ]);
    // Without marks in the query, the API is not asked for them.
    await graph.run('{ searchBooks(query: "y") { items { id } } }');
    expect(graph.calls).toStrictEqual([
      { route: 'get /api/books/search', query: { q: 'x', page: 1, pageSize: 20, sort: 'relevance', userId: 7 } },
      { route: 'get /api/books/search', query: { q: 'y', page: 1, pageSize: 20, sort: 'relevance' } },
    ]);
    const cached = await graph.cache.get<{ novels: object[] }>(cacheKeys.search('x', 1, 20, null, 'relevance'));
    for (const novel of cached!.novels) expect(novel).not.toHaveProperty('isFavorited');
  });

  it('refuses more than 100 a page', async () => {
    expect(await search().firstError('{ searchBooks(query: "x", pageSize: 101) { total } }')).toEqual({
      message: 'pageSize must be between 1 and 100',
      code: 'BAD_USER_INPUT',
      restCalls: 0,
    });
  });

  it('refuses blank keywords with the spec message', async () => {
    const graph = search();
    expect(await graph.firstError('{ searchBooks(query: "   ") { total } }')).toEqual({
      message: 'Please enter search keywords',
      code: 'BAD_USER_INPUT',
      reason: 'SEARCH_KEYWORDS_REQUIRED',
      restCalls: 0,
    });
  });
});

describe('book', () => {
  it("asks with the reader's id and keeps the favorite state it brings, so no check call follows", async () => {
    const graph = new GraphHarness({ 'get /api/books/{id}': () => ok(bookDto(8, { isFavorited: true })) });
    const { data } = await graph.run('{ book(id: "8") { id isFavorited } }');
    expect(data.book).toEqual({ id: '8', isFavorited: true });
    expect(graph.calls).toStrictEqual([{ route: 'get /api/books/{id}', path: { id: 8 }, query: { userId: 7 } }]);
    // The next request finds both the detail and the state in the cache.
    expect((await graph.run('{ book(id: "8") { isFavorited } }')).data.book.isFavorited).toBe(true);
    expect(graph.calls).toHaveLength(1);
  });

  it('asks a guest without an id, and checks the state in a batch when the API did not say it', async () => {
    const guest = new GraphHarness({ 'get /api/books/{id}': () => ok(bookDto(8)) }, null);
    await guest.run('{ book(id: "8") { id } }');
    expect(guest.calls).toEqual([{ route: 'get /api/books/{id}', path: { id: 8 }, query: {} }]);

    const reader = new GraphHarness({
      'get /api/books/{id}': () => ok(bookDto(8)),
      'get /api/favorites/check/{userId}': () => ok({ favorites: [{ bookId: 8, isFavorited: false }] }),
    });
    expect((await reader.run('{ book(id: "8") { isFavorited } }')).data.book.isFavorited).toBe(false);
    expect(reader.calls.map((call) => call.route)).toEqual(['get /api/books/{id}', 'get /api/favorites/check/{userId}']);
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648', '0x8', ' 8', '8.0', '8e0', ''])('refuses the id %s', async (id) => {
    const graph = new GraphHarness({}, null);
    expect(await graph.firstError('query ($id: ID!) { book(id: $id) { id } }', { id })).toEqual({
      message: 'id must be a positive integer',
      code: 'BAD_USER_INPUT',
      restCalls: 0,
    });
  });

  it('takes the largest id PostgreSQL stores', async () => {
    const graph = new GraphHarness({ 'get /api/books/{id}': () => ok(bookDto(2_147_483_647)) }, null);
    expect((await graph.run('{ book(id: "2147483647") { id } }')).data.book.id).toBe('2147483647');
  });

  it("passes the API's not-found on", async () => {
    const graph = new GraphHarness({ 'get /api/books/{id}': () => Promise.reject(refuse(404, 'BOOK_NOT_FOUND', 'Book not found')) }, null);
    expect(await graph.firstError('{ book(id: "9") { id } }')).toEqual({ message: 'Book not found', code: 'NOT_FOUND', restCalls: 1 });
  });

  const DETAIL_SCREEN = `query ($id: ID!, $size: Int!) { book(id: $id) {
    id readingProgress { lastChapterId } chapters(pageSize: $size) { total items { id readingProgress { isCompleted } } } } }`;
  const chapterList = () => ok({ books: [{ bookId: 8, chapters: [chapterDto(8, 81)], pagination: { total: 1 } }] });
  const bookProgress = () => ok({ books: [{ bookId: 8, lastChapterId: 81, chaptersStarted: 1, chaptersCompleted: 1, updatedAt: null }] });
  const chapterProgress = () =>
    ok({ books: [{ bookId: 8, chapters: [{ chapterId: 81, progress: 100, isCompleted: true, position: null }] }] });

  it("asks for the chapter list and the reader's progress beside the detail, not after it", async () => {
    const gate = callGate(() => graph, 4);
    let othersOutFirst = false;
    const graph: GraphHarness = new GraphHarness({
      'get /api/books/{id}': async () => {
        othersOutFirst = await gate.wait();
        return ok(bookDto(8));
      },
      'get /api/books/chapters': () => (gate.check(), chapterList()),
      'get /api/reading/progress/{userId}': () => (gate.check(), bookProgress()),
      'get /api/reading/chapters/{userId}': () => (gate.check(), chapterProgress()),
    });
    const { data, errors } = await graph.run(DETAIL_SCREEN, { id: '8', size: 20 });
    expect(errors).toBeUndefined();
    expect(data.book).toEqual({
      id: '8',
      readingProgress: { lastChapterId: '81' },
      chapters: { total: 1, items: [{ id: '81', readingProgress: { isCompleted: true } }] },
    });
    expect(othersOutFirst).toBe(true);
    expect(graph.callsTo('get /api/books/chapters')).toEqual([
      { route: 'get /api/books/chapters', query: { bookIds: '8', page: 1, pageSize: 20 } },
    ]);
    // Each load went out once: the fields read what was started for them.
    expect(graph.calls.map((call) => call.route).sort()).toEqual([
      'get /api/books/chapters',
      'get /api/books/{id}',
      'get /api/reading/chapters/{userId}',
      'get /api/reading/progress/{userId}',
    ]);
  });

  it('starts nothing a guest could not see, and leaves two chapter lists or a bad page to their fields', async () => {
    const guest = new GraphHarness({ 'get /api/books/{id}': () => ok(bookDto(8)), 'get /api/books/chapters': chapterList }, null);
    expect((await guest.run(DETAIL_SCREEN, { id: '8', size: 20 })).data.book.readingProgress).toBeNull();
    expect(guest.calls.map((call) => call.route).sort()).toEqual(['get /api/books/chapters', 'get /api/books/{id}']);

    const reader = new GraphHarness({ 'get /api/books/{id}': () => ok(bookDto(8)), 'get /api/books/chapters': chapterList });
    const { data } = await reader.run('{ book(id: "8") { first: chapters(pageSize: 1) { total } all: chapters(pageSize: 5) { total } } }');
    expect(data.book).toEqual({ first: { total: 1 }, all: { total: 1 } });
    expect(reader.callsTo('get /api/books/chapters').map((call) => call.query?.pageSize)).toEqual([1, 5]);

    const { errors } = await reader.run(DETAIL_SCREEN.replace('readingProgress { lastChapterId }', ''), { id: '8', size: 1001 });
    expect(errors?.[0]).toMatchObject({ message: 'pageSize must be between 1 and 1000', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a missing book as not found, whatever was started beside it', async () => {
    const graph = new GraphHarness({
      'get /api/books/{id}': () => Promise.reject(refuse(404, 'BOOK_NOT_FOUND', 'Book not found')),
      'get /api/books/chapters': () => ok({ books: [] }),
      'get /api/reading/progress/{userId}': () => Promise.reject(refuse(404, 'BOOK_NOT_FOUND', 'Book not found')),
      'get /api/reading/chapters/{userId}': () => Promise.reject(refuse(404, 'BOOK_NOT_FOUND', 'Book not found')),
    });
    const { data, errors } = await graph.run(DETAIL_SCREEN, { id: '9', size: 20 });
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});

describe('Book.chapters', () => {
  const summary = (id: number) => ({
    id,
    book_id: 4,
    chapter_no: id,
    title: `Chapter ${id}`,
    word_count: 1500,
    coinsRequired: 5,
    isFree: id < 3,
    hasContent: true,
  });
  const withChapters = (total: number) =>
    new GraphHarness(
      {
        'get /api/books/{id}': () => ok(bookDto(4)),
        'get /api/books/chapters': ({ query }) =>
          ok({
            books:
              String(query?.bookIds) === '4' ? [{ bookId: 4, chapters: [summary(1), summary(2), summary(3)], pagination: { total } }] : [],
          }),
      },
      null,
    );

  it('lists 50 a page by default with the summary fields', async () => {
    const graph = withChapters(120);
    const { data } = await graph.run(
      '{ book(id: "4") { chapters { page pageSize total totalPages hasMore items { id bookId number title wordCount coinsRequired isFree hasContent } } } }',
    );
    expect(data.book.chapters).toMatchObject({ page: 1, pageSize: 50, total: 120, totalPages: 3, hasMore: true });
    expect(data.book.chapters.items[2]).toEqual({
      id: '3',
      bookId: '4',
      number: 3,
      title: 'Chapter 3',
      wordCount: 1500,
      coinsRequired: 5,
      isFree: false,
      hasContent: true,
    });
    expect(graph.callsTo('get /api/books/chapters')[0]?.query).toStrictEqual({ bookIds: '4', page: 1, pageSize: 50 });
  });

  it.each([
    ['pageSize: 1001', 'pageSize must be between 1 and 1000'],
    ['page: 0', 'page must be at least 1'],
  ])('refuses %s', async (args, message) => {
    const { errors } = await withChapters(3).run(`{ book(id: "4") { chapters(${args}) { total } } }`);
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('takes 1000 a page', async () => {
    expect((await withChapters(3).run('{ book(id: "4") { chapters(pageSize: 1000) { pageSize } } }')).data.book.chapters.pageSize).toBe(
      1000,
    );
  });

  it('is not found when the API has no list for the book', async () => {
    const graph = new GraphHarness(
      { 'get /api/books/{id}': () => ok(bookDto(4)), 'get /api/books/chapters': () => ok({ books: [] }) },
      null,
    );
    expect(await graph.firstError('{ book(id: "4") { chapters { total } } }')).toEqual({
      message: 'Book not found',
      code: 'NOT_FOUND',
      restCalls: 2,
    });
  });
});

describe('chapter', () => {
  it('reads the text and its neighbours in one call', async () => {
    const graph = new GraphHarness(
      { 'get /api/books/{bookId}/chapters/{chapterId}': () => ok(chapterDto(2, 1, { prevChapterId: null, nextChapterId: 2 })) },
      null,
    );
    const { data } = await graph.run(
      '{ chapter(bookId: "2", chapterId: "1") { id content locked previousChapterId nextChapterId readingProgress { progress isCompleted position } } }',
    );
    expect(data.chapter).toEqual({
      id: '1',
      content: 'Text of chapter 1',
      locked: false,
      previousChapterId: null,
      nextChapterId: '2',
      // A guest has no progress: zeros, and no call for it.
      readingProgress: { progress: 0, isCompleted: false, position: 0 },
    });
    expect(graph.calls).toStrictEqual([{ route: 'get /api/books/{bookId}/chapters/{chapterId}', path: { bookId: 2, chapterId: 1 } }]);
  });

  it('names the last chapter with no next one, and the previous as an id', async () => {
    const graph = new GraphHarness(
      { 'get /api/books/{bookId}/chapters/{chapterId}': () => ok(chapterDto(2, 9, { nextChapterId: null })) },
      null,
    );
    const { data } = await graph.run('{ chapter(bookId: "2", chapterId: "9") { previousChapterId nextChapterId } }');
    expect(data.chapter).toEqual({ previousChapterId: '8', nextChapterId: null });
  });

  it("gives a reader the chapter's saved progress, and zeros for a chapter not started", async () => {
    const graph = new GraphHarness({
      'get /api/books/{bookId}/chapters/{chapterId}': ({ path }) => ok(chapterDto(2, Number(path?.chapterId))),
      'get /api/reading/chapters/{userId}': () =>
        ok({
          books: [
            {
              bookId: 2,
              chapters: [{ chapterId: 3, progress: 40, position: 1200, isCompleted: true, completedAt: null, updatedAt: null }],
            },
          ],
        }),
    });
    const started = await graph.run('{ chapter(bookId: "2", chapterId: "3") { readingProgress { progress isCompleted position } } }');
    expect(started.data.chapter.readingProgress).toEqual({ progress: 40, isCompleted: true, position: 1200 });
    const fresh = await graph.run('{ chapter(bookId: "2", chapterId: "4") { readingProgress { progress isCompleted position } } }');
    expect(fresh.data.chapter.readingProgress).toEqual({ progress: 0, isCompleted: false, position: 0 });
  });

  it("asks for the reader's progress beside the chapter, not after it, and not for a guest", async () => {
    const gate = callGate(() => graph, 2);
    let progressOutFirst = false;
    const graph: GraphHarness = new GraphHarness({
      'get /api/books/{bookId}/chapters/{chapterId}': async () => {
        progressOutFirst = await gate.wait();
        return ok(chapterDto(2, 3));
      },
      'get /api/reading/chapters/{userId}': () => (
        gate.check(),
        ok({
          books: [
            {
              bookId: 2,
              chapters: [{ chapterId: 3, progress: 40, position: 1200, isCompleted: false, completedAt: null, updatedAt: null }],
            },
          ],
        })
      ),
    });
    const { data } = await graph.run('{ chapter(bookId: "2", chapterId: "3") { title readingProgress { position } } }');
    expect(data.chapter).toEqual({ title: 'Chapter 3', readingProgress: { position: 1200 } });
    expect(progressOutFirst).toBe(true);
    expect(graph.calls).toHaveLength(2);

    const guest = new GraphHarness({ 'get /api/books/{bookId}/chapters/{chapterId}': () => ok(chapterDto(2, 3)) }, null);
    await guest.run('{ chapter(bookId: "2", chapterId: "3") { readingProgress { position } } }');
    expect(guest.calls.map((call) => call.route)).toEqual(['get /api/books/{bookId}/chapters/{chapterId}']);
  });

  it('reads the text of a listed chapter only when asked, in one call per chapter', async () => {
    const graph = new GraphHarness(
      {
        'get /api/books/{id}': () => ok(bookDto(4)),
        'get /api/books/chapters': () =>
          ok({
            books: [
              {
                bookId: 4,
                chapters: [chapterDto(4, 1), chapterDto(4, 2)].map(
                  ({ content: _c, locked: _l, prevChapterId: _p, nextChapterId: _n, ...entry }) => entry,
                ),
                pagination: { total: 2 },
              },
            ],
          }),
        'get /api/books/{bookId}/chapters/{chapterId}': ({ path }) =>
          ok(chapterDto(4, Number(path?.chapterId), { locked: true, content: null })),
      },
      null,
    );
    const { data } = await graph.run('{ book(id: "4") { chapters { items { id locked content } } } }');
    expect(data.book.chapters.items).toEqual([
      { id: '1', locked: true, content: null },
      { id: '2', locked: true, content: null },
    ]);
    expect(graph.callsTo('get /api/books/{bookId}/chapters/{chapterId}')).toHaveLength(2);
  });

  it.each([
    ['bookId: "0", chapterId: "1"', 'bookId must be a positive integer'],
    ['bookId: "1", chapterId: "x"', 'chapterId must be a positive integer'],
  ])('refuses %s', async (args, message) => {
    const graph = new GraphHarness({}, null);
    expect(await graph.firstError(`{ chapter(${args}) { id } }`)).toEqual({ message, code: 'BAD_USER_INPUT', restCalls: 0 });
  });
});

describe('within one HTTP request', () => {
  const FAVORITE_BOOK = '{ favorites { items { book { title } } } }';
  const withFavoriteOf = (bookId: number, routes: Record<string, Route>) =>
    new GraphHarness({
      ...routes,
      'get /api/favorites/{userId}': () =>
        ok({ favorites: [{ favorite_id: 1, book_id: bookId, favoritedAt: '2026-11-03T00:00:00.000Z' }], total: 1 }),
    });

  it.each([
    ['a page of books', '{ books { total } }', { 'get /api/books': () => ok({ books: [bookDto(5)], total: 1 }) }],
    ['search results', '{ searchBooks(query: "x") { total } }', { 'get /api/books/search': () => ok({ novels: [bookDto(5)], total: 1 }) }],
    ["a novel's detail", '{ book(id: "5") { id } }', { 'get /api/books/{id}': () => ok(bookDto(5, { isFavorited: true })) }],
  ])('%s serves later lookups of its books without another call', async (_name, first, routes) => {
    const graph = withFavoriteOf(5, routes);
    const [, favorites] = await graph.runInOneRequest(first, FAVORITE_BOOK);
    expect(favorites?.data.favorites.items).toEqual([{ book: { title: 'Book 5' } }]);
    expect(graph.callsTo('get /api/books').filter((call) => call.query?.ids !== undefined)).toEqual([]);
  });
});
