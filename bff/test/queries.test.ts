import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKeys } from '../src/cache/keys.js';
import { codes, startStack, type GraphQLClient, type Stack } from './support/stack.js';

let stack: Stack;
let reader: GraphQLClient;
beforeAll(async () => {
  stack = await startStack();
  reader = stack.client();
  await reader.register();
});
afterAll(() => stack.close());

describe('catalog queries', () => {
  it('books: a page in the client mapping with paging fields', async () => {
    const answer = await reader.query(`{ books(page: 2, pageSize: 6) {
      items { id title author coverImage description category genre totalChapters readChapters rating coinsRequired isVip tags
              publishDate lastUpdateDate wordCount viewCount readCount leadName status hasContent isFavorited }
      page pageSize total totalPages hasMore } }`);
    expect(answer.errors).toBeUndefined();
    const page = answer.data.books;
    expect(page).toMatchObject({ page: 2, pageSize: 6, total: 60, totalPages: 10, hasMore: true });
    expect(page.items).toHaveLength(6);
    const [book] = page.items;
    expect(book).toMatchObject({ readChapters: 0, rating: 4.5, isFavorited: false, coverImage: `/covers/${book.id}.svg` });
    expect(Array.isArray(book.tags)).toBe(true);
    expect(['URBAN_ROMANCE', 'FANTASY_MAGIC', 'HISTORY_MILITARY', 'SCIFI_FUTURE', 'MYSTERY_THRILLER']).toContain(book.category);
  });

  it('books: filters by category', async () => {
    const answer = await reader.query('{ books(pageSize: 100, category: SCIFI_FUTURE) { items { category } total } }');
    expect(answer.data.books.total).toBeGreaterThan(0);
    expect(answer.data.books.items.every((book: { category: string }) => book.category === 'SCIFI_FUTURE')).toBe(true);
  });

  it('books: refuses bad paging with BAD_USER_INPUT', async () => {
    expect(codes(await reader.query('{ books(page: 0) { total } }'))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await reader.query('{ books(pageSize: 1000) { total } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('searchBooks: finds books by a Chinese keyword, filters by genre and sorts', async () => {
    const answer = await reader.query('{ searchBooks(query: "的", pageSize: 50, sort: VIEW_COUNT) { items { viewCount genre } total pageSize } }');
    expect(answer.data.searchBooks.total).toBeGreaterThan(0);
    const views = answer.data.searchBooks.items.map((book: { viewCount: number }) => book.viewCount);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const romance = await reader.query('{ searchBooks(query: "的", genre: ROMANCE) { items { genre } } }');
    expect(romance.data.searchBooks.items.length).toBeGreaterThan(0);
    expect(romance.data.searchBooks.items.every((book: { genre: string }) => book.genre === 'romance')).toBe(true);
  });

  it('searchBooks: a blank query is SEARCH_KEYWORDS_REQUIRED with the spec message', async () => {
    const answer = await reader.query('{ searchBooks(query: "   ") { total } }');
    expect(codes(answer)).toEqual(['SEARCH_KEYWORDS_REQUIRED']);
    expect(answer.errors![0]!.message).toBe('Please enter search keywords');
  });

  it('book: NOT_FOUND for an unknown id, BAD_USER_INPUT for a malformed one', async () => {
    expect(codes(await reader.query('{ book(id: "99999") { id } }'))).toEqual(['NOT_FOUND']);
    expect(codes(await reader.query('{ book(id: "abc") { id } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('chapter: the text of a free chapter with its neighbours', async () => {
    const list = await reader.query('{ book(id: "5") { chapters(pageSize: 3) { items { id number } } } }');
    const [first, second] = list.data.book.chapters.items;
    const answer = await reader.query(`{ chapter(bookId: "5", chapterId: "${second.id}") { id number title content locked previousChapterId nextChapterId } }`);
    expect(answer.data.chapter).toMatchObject({ number: 2, locked: false, previousChapterId: first.id });
    expect(answer.data.chapter.content.length).toBeGreaterThan(50);
    // Kept for every reader: without the progress of the reader who asked first.
    const [stored] = await stack.store.getMany([cacheKeys.chapter(5, Number(second.id), null)]);
    expect(JSON.parse(stored!)).toMatchObject({ id: Number(second.id), locked: false });
    expect(JSON.parse(stored!)).not.toHaveProperty('readingProgress');
  });

  it('rewardRules and withdraw queries answer the server constants', async () => {
    const answer = await reader.query(`{ rewardRules { checkinReward chapterTaskTarget chapterTaskReward novelTaskTarget novelTaskReward chapterReward }
      withdrawConfig { requiredCoins } withdrawTargets { level name nameEn amount }
      withdrawProgress { userCoins requiredCoins progressPercentage canWithdraw remainingCoins }
      withdrawStanding { userCoins currentLevel withdrawnLevel targetLevel isMaxLevel isTargetCompleted target { level name amount } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.rewardRules).toEqual({ checkinReward: 30, chapterTaskTarget: 10, chapterTaskReward: 50, novelTaskTarget: 5, novelTaskReward: 100, chapterReward: 5 });
    expect(answer.data.withdrawConfig.requiredCoins).toBe(10_000_000);
    expect(answer.data.withdrawTargets[0]).toEqual({ level: 1, name: '初级提现', nameEn: 'Basic Withdrawal', amount: 10_000_000 });
    expect(answer.data.withdrawProgress).toMatchObject({ userCoins: 0, canWithdraw: false, remainingCoins: 10_000_000 });
    expect(answer.data.withdrawStanding).toMatchObject({ currentLevel: 1, withdrawnLevel: 0, isMaxLevel: false, target: { name: '初级提现' } });
  });

  it('checkinStatus, readingTask and accountDetails start empty for a new reader', async () => {
    const answer = await reader.query(`{ checkinStatus { hasCheckedIn date nextCheckinTime reward }
      chapters: readingTask(type: CHAPTER_READING) { type progress target completed percentage reward }
      novels: readingTask(type: NOVEL_READING) { type target reward }
      accountDetails { items { id } total hasMore } }`);
    expect(answer.data).toEqual({
      checkinStatus: { hasCheckedIn: false, date: null, nextCheckinTime: null, reward: 30 },
      chapters: { type: 'CHAPTER_READING', progress: 0, target: 10, completed: false, percentage: 0, reward: 50 },
      novels: { type: 'NOVEL_READING', target: 5, reward: 100 },
      accountDetails: { items: [], total: 0, hasMore: false },
    });
  });
});

describe('me', () => {
  it('is null for a guest and the user for a session', async () => {
    expect((await stack.client().query('{ me { id } }')).data.me).toBeNull();
    const client = stack.client();
    const user = await client.register();
    expect((await client.query('{ me { id username email coins readHistory { chapterId } } }')).data.me).toEqual({
      id: user.id,
      username: user.username,
      email: null,
      coins: 0,
      readHistory: [],
    });
  });
});

describe('the GraphQL endpoint', () => {
  it('answers health and readiness with the API and cache state', async () => {
    expect(await (await fetch(`${stack.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${stack.url}/readyz`)).json()).toEqual({ status: 'ready', api: 'up', cache: { kind: 'memory', ok: true } });
  });

  it('serves covers from the API as SVG with a long cache lifetime', async () => {
    const response = await fetch(`${stack.url}/covers/4.svg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${stack.url}/covers/99999.svg`)).status).toBe(404);
  });

  it('passes its request id to the API', async () => {
    const answer = await reader.query('{ books(pageSize: 1, page: 7) { total } }', undefined, { 'x-request-id': 'trace-me-42' });
    expect(answer.headers.get('x-request-id')).toBe('trace-me-42');
    expect(stack.calls.get('trace-me-42')).toEqual([expect.objectContaining({ method: 'GET', path: '/api/books?page=7&pageSize=1', status: 200 })]);
  });

  it('gives a request without an id (or with a malformed one) an id of its own, sent back and passed to the API', async () => {
    const answer = await reader.query('{ books(pageSize: 1, page: 8) { total } }', undefined, { 'x-request-id': 'not a token!' });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(stack.calls.get(id!)).toEqual([expect.objectContaining({ method: 'GET', path: '/api/books?page=8&pageSize=1', status: 200 })]);
  });
});
