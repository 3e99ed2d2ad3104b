import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKeys } from '../src/cache/keys.js';
import { startStack, type GraphQLClient, type Stack } from './support/stack.js';

let stack: Stack;
let reader: GraphQLClient;
beforeAll(async () => {
  stack = await startStack();
  reader = stack.client();
  await reader.register();
  // Warm the session mapping so the counts below are those of the screens themselves.
  await reader.query('{ me { id } }');
});
afterAll(() => stack.close());

const HOME = `query Home($page: Int!) { books(page: $page, pageSize: 30) {
  items { id title coverImage tags author isFavorited } page totalPages hasMore } }`;

describe('REST calls behind a screen query', () => {
  it('home page: 30 novels with their favorite state cost 1 REST call cold and none warm', async () => {
    const favorite = await reader.query('mutation { addFavorite(bookId: "33") { book { isFavorited } } }');
    expect(favorite.data.addFavorite.book.isFavorited).toBe(true);
    const cold = await reader.query(HOME, { page: 2 });
    expect(cold.data.books.items).toHaveLength(30);
    const marked = (answer: typeof cold) => answer.data.books.items.filter((book: { isFavorited: boolean }) => book.isFavorited).map((book: { id: string }) => book.id);
    expect(marked(cold)).toEqual(['33']);
    // The page comes with the reader's favorite marks: no favorites call.
    expect(cold.restCalls.map((call) => call.path)).toEqual([expect.stringMatching(/^\/api\/books\?page=2&pageSize=30&userId=\d+$/)]);
    const warm = await reader.query(HOME, { page: 2 });
    expect(warm.restCalls).toEqual([]);
    expect(warm.data).toEqual(cold.data);

    // Another reader gets the shared page from the cache, without the first reader's marks, and their own in one batch.
    const other = stack.client();
    await other.register();
    await other.query('mutation { addFavorite(bookId: "40") { book { id } } }');
    const theirs = await other.query(HOME, { page: 2 });
    expect(marked(theirs)).toEqual(['40']);
    expect(theirs.restCalls.map((call) => call.path)).toEqual([expect.stringMatching(/^\/api\/favorites\/check\/\d+\?bookIds=31,32,33,34,35,36,37,38,39,41,/)]);
    // The page was cached as every reader shares it, without anyone's marks.
    const [cachedPage] = await stack.store.getMany([cacheKeys.bookPage(2, 30, null, false)]);
    expect(JSON.parse(cachedPage!).books).toHaveLength(30);
    expect(cachedPage).not.toContain('isFavorited');

    // And the first reader's marks stayed theirs: a toggle moves only their own. Their other marks
    // come from the cache, where the cold page left them: no favorites call.
    await reader.query('mutation { removeFavorite(bookId: "33") { book { id } } }');
    const afterToggle = await reader.query(HOME, { page: 2 });
    expect(marked(afterToggle)).toEqual([]);
    expect(afterToggle.restCalls).toEqual([]);
    expect(marked(await other.query(HOME, { page: 2 }))).toEqual(['40']);
  });

  it('novel detail: novel, 50 chapters with completed flags and favorite state in one request, 3 REST calls cold', async () => {
    const DETAIL = `query NovelDetail($id: ID!) { book(id: $id) {
      id title author coverImage description publishDate viewCount totalChapters tags isFavorited
      chapters(pageSize: 50) { items { id title number hasContent readingProgress { isCompleted } } total } } }`;
    const answer = await reader.query(DETAIL, { id: '8' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.book.chapters.items).toHaveLength(Math.min(50, answer.data.book.totalChapters));
    expect(answer.data.book.isFavorited).toBe(false);
    expect(answer.restCalls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        // The detail answers the favorite state as well: no /api/favorites/check call.
        expect.stringMatching(/^\/api\/books\/8\?userId=\d+$/),
        '/api/books/chapters?bookIds=8&page=1&pageSize=50',
        expect.stringMatching(/^\/api\/reading\/chapters\/\d+\?bookIds=8$/),
      ]),
    );
    expect(answer.restCalls).toHaveLength(3);
    // Side by side, as the spec's client sends them: none waits for another's answer.
    const lastStart = Math.max(...answer.restCalls.map((call) => call.startedMs));
    const firstEnd = Math.min(...answer.restCalls.map((call) => call.endedMs));
    expect(lastStart).toBeLessThan(firstEnd);
    // Warm: the book, its chapter list and its favorite state come from the cache; progress is always fresh.
    const warm = await reader.query(DETAIL, { id: '8' });
    expect(warm.restCalls.map((call) => call.path)).toEqual([expect.stringMatching(/^\/api\/reading\/chapters\/\d+\?bookIds=8$/)]);
  });

  it('a list of books with their chapters and progress costs one call per field, not one per book', async () => {
    const answer = await reader.query(`{ books(page: 3, pageSize: 12) { items { id chapters(pageSize: 5) { total items { id readingProgress { isCompleted } } } } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.books.items).toHaveLength(12);
    expect(answer.data.books.items.every((book: { chapters: { items: unknown[] } }) => book.chapters.items.length > 0)).toBe(true);
    expect(answer.restCalls.map((call) => call.path)).toEqual([
      '/api/books?page=3&pageSize=12',
      expect.stringMatching(/^\/api\/books\/chapters\?bookIds=25,26,27,28,29,30,31,32,33,34,35,36&page=1&pageSize=5$/),
      expect.stringMatching(/^\/api\/reading\/chapters\/\d+\?bookIds=25,26,/),
    ]);
  });

  it('favorites page: a page of favorites with full books costs 2 REST calls, whatever its length', async () => {
    const client = stack.client();
    await client.register();
    for (const id of [3, 14, 15, 26, 40, 51]) await client.query(`mutation { addFavorite(bookId: "${id}") { book { id } } }`);
    await stack.store.delete([...Array(60).keys()].map((i) => `book:${i + 1}`));
    const answer = await client.query('{ favorites { items { id favoritedAt book { id title category tags isFavorited } } total } }');
    expect(answer.data.favorites.items).toHaveLength(6);
    expect(answer.data.favorites.items.every((item: { book: { isFavorited: boolean } }) => item.book.isFavorited)).toBe(true);
    expect(answer.restCalls.map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/api\/favorites\/\d+\?page=1&pageSize=20$/),
      expect.stringMatching(/^\/api\/books\?ids=51,40,26,15,14,3$/),
    ]);
  });

  it('account details: one REST call for a page of transactions', async () => {
    await reader.query('mutation { checkIn { coinsAwarded } }');
    const answer = await reader.query('{ accountDetails(pageSize: 20) { items { id type amount description } hasMore } }');
    expect(answer.data.accountDetails.items).toHaveLength(1);
    expect(answer.restCalls.map((call) => call.path)).toEqual([expect.stringMatching(/^\/api\/account\/details\/\d+\?page=1&pageSize=20&language=zh-CN$/)]);
  });

  it('tasks screen: balance, check-in, both tasks and withdraw standing in one request', async () => {
    const answer = await reader.query(`{ me { coins } checkinStatus { hasCheckedIn } chapter: readingTask(type: CHAPTER_READING) { progress }
      novel: readingTask(type: NOVEL_READING) { progress } withdrawProgress { canWithdraw } withdrawStanding { isMaxLevel } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.restCalls).toHaveLength(6);
  });
});
