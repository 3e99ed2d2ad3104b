import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixtures, startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { books: 60, maxChapters: 14 });
});
afterAll(() => api.close());

const bookFields = [
  'book_id', 'class_id', 'subclass_id', 'author', 'book_name', 'lead_name', 'book_label', 'book_intro', 'book_tags',
  'book_vip', 'book_price', 'book_update', 'book_chapters', 'book_words', 'cover_img', 'category', 'rating', 'coinsRequired', 'viewCount',
];

describe('GET /api/books', () => {
  it('answers the envelope with a page of books, total, page and pageSize', async () => {
    const answer = await api.call('GET', '/api/books?page=1&pageSize=10');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.books).toHaveLength(10);
    expect(answer.body.data).toMatchObject({ total: 60, page: 1, pageSize: 10, totalPages: 6 });
    for (const field of bookFields) expect(answer.body.data.books[0]).toHaveProperty(field);
    expect(answer.body.data.books[0].cover_img).toMatch(/^\/api\/covers\/\d+\.svg$/);
  });

  it('pages without overlap and defaults to 10 per page', async () => {
    const first = await api.call('GET', '/api/books?page=1');
    const second = await api.call('GET', '/api/books?page=2');
    expect(first.body.data.books).toHaveLength(10);
    const ids = new Set(first.body.data.books.map((book: { book_id: number }) => book.book_id));
    expect(second.body.data.books.some((book: { book_id: number }) => ids.has(book.book_id))).toBe(false);
  });

  it('filters by a book-list category', async () => {
    const answer = await api.call('GET', `/api/books?page=1&pageSize=50&category=${encodeURIComponent('玄幻奇幻')}`);
    expect(answer.body.data.books.length).toBeGreaterThan(0);
    expect(answer.body.data.books.every((book: { category: string }) => book.category === '玄幻奇幻')).toBe(true);
    const all = await api.call('GET', '/api/books?category=all&pageSize=5');
    expect(all.body.data.total).toBe(60);
  });

  it('keeps only books with readable content when hasContentOnly=true', async () => {
    await api.db.query("UPDATE chapters SET content = '' WHERE book_id = 1");
    await api.db.query('UPDATE books SET has_content = false WHERE book_id = 1');
    const answer = await api.call('GET', '/api/books?page=1&pageSize=50&hasContentOnly=true');
    expect(answer.body.data.books.map((book: { book_id: number }) => book.book_id)).not.toContain(1);
    expect(answer.body.data.total).toBe(59);
  });

  it("marks the caller's favorites when userId is theirs, 403 for another reader's and 401 without a session", async () => {
    const user = await api.register();
    const other = await api.register();
    const listed = (await api.call('GET', '/api/books?page=1&pageSize=5')).body.data.books as Array<{ book_id: number }>;
    const favorite = listed[1]!.book_id;
    await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId: favorite } });

    const page = await api.call('GET', `/api/books?page=1&pageSize=5&userId=${user.id}`, { token: user.token });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 60, page: 1, pageSize: 5 });
    const marks = (books: Array<{ book_id: number; isFavorited: boolean }>) => books.map((book) => [book.book_id, book.isFavorited]);
    expect(marks(page.body.data.books)).toEqual(listed.map((book) => [book.book_id, book.book_id === favorite]));
    const batch = await api.call('GET', `/api/books?ids=${listed[0]!.book_id},${favorite}&userId=${user.id}`, { token: user.token });
    expect(marks(batch.body.data.books)).toEqual([
      [listed[0]!.book_id, false],
      [favorite, true],
    ]);

    expect((await api.call('GET', `/api/books?page=1&userId=${other.id}`, { token: user.token })).status).toBe(403);
    expect((await api.call('GET', `/api/books?page=1&userId=${user.id}`)).status).toBe(401);
    expect((await api.call('GET', `/api/books?page=1&userId=${user.id}`, { token: 'no-such-session' })).status).toBe(401);
    for (const bad of ['abc', '', '0', `${user.id}&userId=${user.id}`]) {
      expect((await api.call('GET', `/api/books?page=1&userId=${bad}`, { token: user.token })).status).toBe(400);
    }
  });

  it('answers a list without userId as before: a stale token is ignored and no book carries isFavorited', async () => {
    const answer = await api.call('GET', '/api/books?page=1&pageSize=5', { token: 'no-such-session' });
    expect(answer.status).toBe(200);
    for (const book of answer.body.data.books) expect(book).not.toHaveProperty('isFavorited');
  });

  it('fetches a batch by id in the order asked, skipping unknown ids', async () => {
    const answer = await api.call('GET', '/api/books?ids=5,3,999999,4');
    expect(answer.body.data.books.map((book: { book_id: number }) => book.book_id)).toEqual([5, 3, 4]);
  });

  it.each([
    ['/api/books?page=0', 'page must be at least 1'],
    ['/api/books?pageSize=500', 'pageSize must be at most 100'],
    ['/api/books?page=abc', 'page must be a valid number'],
    ['/api/books?ids=1,x', 'must be a comma-separated list of ids'],
    ['/api/books?category=nonsense', 'Unknown category: nonsense'],
  ])('refuses %s with 400 "%s"', async (path, message) => {
    const answer = await api.call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, data: null, message });
  });
});

describe('GET /api/books/category/:category', () => {
  it('accepts a Chinese category name or a genre', async () => {
    const byName = await api.call('GET', `/api/books/category/${encodeURIComponent('科幻未来')}?page=1&pageSize=50`);
    expect(byName.body.data.novels.length).toBeGreaterThan(0);
    expect(byName.body.data.novels.every((book: { category: string }) => book.category === '科幻未来')).toBe(true);
    const byGenre = await api.call('GET', '/api/books/category/wuxia?pageSize=50');
    expect(byGenre.body.data.novels.length).toBeGreaterThan(0);
    expect(byGenre.body.data.novels.every((book: { genre: string }) => book.genre === 'wuxia')).toBe(true);
    expect(byGenre.body.data).toHaveProperty('totalPages');
  });
});

describe('GET /api/books/search', () => {
  async function sampleBook(language: 'zh' | 'en') {
    const pattern = language === 'zh' ? '[\u4e00-\u9fff]' : '^[A-Za-z]';
    const { rows } = await api.db.query<{ book_id: number; book_name: string; author: string }>(
      'SELECT book_id, book_name, author FROM books WHERE book_name ~ $1 ORDER BY book_id LIMIT 1',
      [pattern],
    );
    return rows[0]!;
  }

  it('finds a book by a Chinese keyword from its title', async () => {
    const book = await sampleBook('zh');
    const keyword = [...book.book_name].slice(0, 2).join('');
    const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent(keyword)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.novels.map((novel: { book_id: number }) => novel.book_id)).toContain(book.book_id);
    for (const novel of answer.body.data.novels) {
      const text = `${novel.book_name} ${novel.author} ${novel.book_tags} ${novel.book_intro} ${novel.lead_name}`;
      expect(text).toContain(keyword);
    }
  });

  it('finds a book by an English word of its title, case-insensitively', async () => {
    const book = await sampleBook('en');
    const word = book.book_name.split(/\s+/).find((part) => part.length > 3)!.replace(/\W/g, '');
    const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(answer.body.data.novels.map((novel: { book_id: number }) => novel.book_id)).toContain(book.book_id);
  });

  it("marks the caller's favorites among the results when userId is theirs, and refuses another reader's", async () => {
    const book = await sampleBook('zh');
    const user = await api.register();
    await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId: book.book_id } });
    const search = `/api/books/search?q=${encodeURIComponent(book.author)}`;
    const answer = await api.call('GET', `${search}&userId=${user.id}`, { token: user.token });
    expect(answer.status).toBe(200);
    const novels = answer.body.data.novels as Array<{ book_id: number; isFavorited: boolean }>;
    expect(novels.find((novel) => novel.book_id === book.book_id)?.isFavorited).toBe(true);
    expect(novels.every((novel) => novel.isFavorited === (novel.book_id === book.book_id))).toBe(true);
    for (const novel of (await api.call('GET', search)).body.data.novels) expect(novel).not.toHaveProperty('isFavorited');
    const other = await api.register();
    expect((await api.call('GET', `${search}&userId=${other.id}`, { token: user.token })).status).toBe(403);
    expect((await api.call('GET', `${search}&userId=${user.id}`)).status).toBe(401);
    expect((await api.call('GET', `${search}&userId=abc`, { token: user.token })).status).toBe(400);
  });

  it('finds books by author', async () => {
    const book = await sampleBook('zh');
    const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent(book.author)}&pageSize=50`);
    expect(answer.body.data.novels.map((novel: { book_id: number }) => novel.book_id)).toContain(book.book_id);
  });

  it('answers a page past the last match empty, with the total, without reading a page', async () => {
    const search = `/api/books/search?q=${encodeURIComponent('的')}&sort=rating`;
    const { total } = (await api.call('GET', search)).body.data;
    expect(total).toBeGreaterThan(0);
    const pageReads = vi.spyOn(api.db, 'query');
    const past = await api.call('GET', `${search}&page=100000`);
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ novels: [], total, page: 100000 });
    expect(pageReads.mock.calls.filter(([sql]) => String(typeof sql === 'string' ? sql : sql.text).includes('OFFSET'))).toEqual([]);
    pageReads.mockRestore();
    // A page within the matches is still read.
    const second = await api.call('GET', `${search}&page=2&pageSize=1`);
    expect(second.body.data.novels).toHaveLength(total > 1 ? 1 : 0);
  });

  it('pages results with total and totalPages, page size 20 by default', async () => {
    const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent('的')}`);
    expect(answer.body.data.pageSize).toBe(20);
    expect(answer.body.data.totalPages).toBe(Math.ceil(answer.body.data.total / 20));
  });

  it('sorts by rating, read count, view count and creation time', async () => {
    const keyword = [...(await sampleBook('zh')).book_name][0]!;
    for (const [sort, field] of [['rating', 'rating'], ['readCount', 'readCount'], ['viewCount', 'viewCount'], ['createdAt', 'createdAt']] as const) {
      const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent(keyword)}&sort=${sort}&pageSize=50`);
      const values = answer.body.data.novels.map((novel: Record<string, number | string>) => novel[field]);
      expect([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(values);
    }
  });

  it('filters results by genre', async () => {
    // '的' matches books of several genres in this catalog, romance among them.
    const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent('的')}&category=romance&pageSize=50`);
    expect(answer.body.data.novels.length).toBeGreaterThan(0);
    expect(answer.body.data.novels.every((novel: { genre: string }) => novel.genre === 'romance')).toBe(true);
    const all = await api.call('GET', `/api/books/search?q=${encodeURIComponent('的')}&pageSize=50`);
    expect(all.body.data.novels.length).toBeGreaterThan(answer.body.data.novels.length);
  });

  it('refuses a blank query with "Please enter search keywords" and a bad sort', async () => {
    for (const search of ['q=', 'q=%20%20', 'page=1']) {
      const answer = await api.call('GET', `/api/books/search?${search}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Please enter search keywords', code: 'SEARCH_KEYWORDS_REQUIRED' });
    }
    const badSort = await api.call('GET', '/api/books/search?q=abc&sort=random');
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('sort must be one of: relevance, rating, readCount, viewCount, createdAt');
  });

  it('answers an empty list for a keyword nothing matches', async () => {
    const answer = await api.call('GET', '/api/books/search?q=zzzqqqxxx');
    expect(answer.body.data).toMatchObject({ novels: [], total: 0 });
  });

  it('answers an empty list, not "please enter keywords", for words with nothing to search by (punctuation, emoji)', async () => {
    for (const q of ['!!!', '🐉🔥', '%']) {
      const answer = await api.call('GET', `/api/books/search?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ novels: [], total: 0, query: q });
    }
    // The category is still checked.
    const unknown = await api.call('GET', `/api/books/search?q=${encodeURIComponent('!!!')}&category=bogus`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_CATEGORY');
  });
});

describe('GET /api/books/:id', () => {
  it('answers the book and counts a view each time', async () => {
    const first = await api.call('GET', '/api/books/7');
    const second = await api.call('GET', '/api/books/7');
    expect(first.body.data.book_id).toBe(7);
    expect(second.body.data.viewCount).toBe(first.body.data.viewCount + 1);
  });

  it('adds isFavorited for the caller when userId is theirs, and 403 otherwise', async () => {
    const user = await api.register();
    const other = await api.register();
    await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId: 7 } });
    const answer = await api.call('GET', `/api/books/7?userId=${user.id}`, { token: user.token });
    expect(answer.body.data.isFavorited).toBe(true);
    expect((await api.call('GET', `/api/books/7?userId=${other.id}`, { token: user.token })).status).toBe(403);
    expect((await api.call('GET', `/api/books/7?userId=${user.id}`)).status).toBe(401);
  });

  it('counts no view for a detail it refuses: another reader\'s id, no session, a bad id', async () => {
    const user = await api.register();
    const other = await api.register();
    const views = async () => (await api.db.query<{ views: number }>('SELECT view_count AS views FROM books WHERE book_id = 9')).rows[0]!.views;
    const before = await views();
    expect((await api.call('GET', `/api/books/9?userId=${other.id}`, { token: user.token })).status).toBe(403);
    expect((await api.call('GET', `/api/books/9?userId=${user.id}`, { token: 'no-such-session' })).status).toBe(401);
    expect((await api.call('GET', '/api/books/9?userId=abc', { token: user.token })).status).toBe(400);
    expect(await views()).toBe(before);
    expect((await api.call('GET', `/api/books/9?userId=${user.id}`, { token: user.token })).status).toBe(200);
    expect(await views()).toBe(before + 1);
  });

  it('answers 404 for an unknown book and 400 for a bad id', async () => {
    expect((await api.call('GET', '/api/books/999999')).body).toMatchObject({ success: false, message: 'Book not found', code: 'BOOK_NOT_FOUND' });
    expect((await api.call('GET', '/api/books/-3')).status).toBe(400);
  });

  it.each([
    ['0', 'id must be at least 1'],
    ['0x10', 'id must be a positive whole number'],
    ['1e1', 'id must be a positive whole number'],
    ['%207%20', 'id must be a positive whole number'],
  ])('reads only digits as a book id: %s is refused with "%s"', async (id, message) => {
    const answer = await api.call('GET', `/api/books/${id}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
  });
});

describe('chapters', () => {
  it('lists chapters in order with pagination, 50 per page by default', async () => {
    const answer = await api.call('GET', '/api/books/2/chapters');
    const { chapters, pagination } = answer.body.data;
    expect(pagination).toMatchObject({ page: 1, pageSize: 50 });
    expect(chapters.length).toBe(pagination.total);
    expect(chapters.map((chapter: { chapter_no: number }) => chapter.chapter_no)).toEqual(chapters.map((_: unknown, i: number) => i + 1));
    expect(chapters[0]).not.toHaveProperty('content');
    const paged = await api.call('GET', '/api/books/2/chapters?page=2&pageSize=3');
    expect(paged.body.data.chapters[0].chapter_no).toBe(4);
  });

  it('caps a chapter page at 1000 and answers 404 for an unknown book', async () => {
    expect((await api.call('GET', '/api/books/2/chapters?pageSize=1000')).status).toBe(200);
    expect((await api.call('GET', '/api/books/2/chapters?pageSize=1001')).status).toBe(400);
    expect((await api.call('GET', '/api/books/999999/chapters')).status).toBe(404);
  });

  it('lists the same page of chapters for a batch of books in one call, leaving unknown books out', async () => {
    const answer = await api.call('GET', '/api/books/chapters?bookIds=3,2,999999&page=2&pageSize=3');
    expect(answer.status).toBe(200);
    const books = answer.body.data.books as Array<{ bookId: number; chapters: Array<{ chapter_no: number; book_id: number }>; pagination: { total: number } }>;
    expect(books.map((book) => book.bookId)).toEqual([3, 2]);
    for (const book of books) {
      const single = await api.call('GET', `/api/books/${book.bookId}/chapters?page=2&pageSize=3`);
      expect(book.chapters).toEqual(single.body.data.chapters);
      expect(book.pagination).toEqual(single.body.data.pagination);
    }
    expect((await api.call('GET', '/api/books/chapters?bookIds=1,x')).status).toBe(400);
    expect((await api.call('GET', `/api/books/chapters?bookIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
  });

  it('answers a free chapter with its text and neighbours', async () => {
    const { freeBooks, chapters } = await catalogFixtures(api.db);
    const list = await chapters(freeBooks[0]!);
    const answer = await api.call('GET', `/api/books/${freeBooks[0]}/chapters/${list[1]!.id}`);
    expect(answer.body.data).toMatchObject({ locked: false, content: list[1]!.content, prevChapterId: list[0]!.id, nextChapterId: list[2]!.id });
  });

  it('keeps the text of a paid chapter locked until bought', async () => {
    const { vipBook, chapters } = await catalogFixtures(api.db);
    const paid = (await chapters(vipBook!.book_id))[10]!;
    const answer = await api.call('GET', `/api/books/${vipBook!.book_id}/chapters/${paid.id}`);
    expect(answer.body.data).toMatchObject({ locked: true, content: null, coinsRequired: vipBook!.book_price, isFree: false });
    const freeOne = (await chapters(vipBook!.book_id))[9]!;
    expect((await api.call('GET', `/api/books/${vipBook!.book_id}/chapters/${freeOne.id}`)).body.data.locked).toBe(false);
  });

  it('answers 404 for a chapter of another book', async () => {
    const { freeBooks, chapters } = await catalogFixtures(api.db);
    const chapter = (await chapters(freeBooks[0]!))[0]!;
    expect((await api.call('GET', `/api/books/${freeBooks[1]}/chapters/${chapter.id}`)).body).toMatchObject({ code: 'CHAPTER_NOT_FOUND', message: 'Chapter not found' });
  });
});

describe('covers, unknown routes and operations', () => {
  it('serves a generated SVG cover', async () => {
    const response = await fetch(`${api.baseUrl}/api/covers/3.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${api.baseUrl}/api/covers/999999.svg`)).status).toBe(404);
  });

  it('answers a cover id past the database integer range with 404, not a 500', async () => {
    const answer = await api.call('GET', '/api/covers/4000000000.svg');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, data: null, code: 'COVER_NOT_FOUND', message: 'Cover not found' });
  });

  it.each(['/api/books/%FF', '/api/books/%E4%B8/chapters', '/api/covers/%ED%A0%80', `/api/user/${'1'.repeat(101)}`])(
    'answers %s, which the router refuses before any route, with 400 in the envelope',
    async (path) => {
      const answer = await api.call('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, data: null, message: expect.any(String), code: 'BAD_REQUEST' });
    },
  );

  it('answers a request line over the header size limit with 400 in the envelope', async () => {
    const answer = await api.call('GET', `/api/books/search?q=${'%E9%BE%99'.repeat(2_000)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, data: null, message: 'Request line or headers too large', code: 'BAD_REQUEST' });
  });

  it('answers a request that is not HTTP with 400 in the envelope', async () => {
    const { port } = new URL(api.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, data: null, message: 'Malformed HTTP request', code: 'BAD_REQUEST' });
  });

  it('answers unknown routes with 404 in the envelope', async () => {
    const answer = await api.call('GET', '/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, data: null, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers unknown routes with 404 whatever body they carry: empty, malformed or too large', async () => {
    const send = (path: string, body: string) =>
      fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const [path, body] of [['/api/nope', ''], ['/api/nope', '{bad'], ['/api/user/1/unknown', ''], ['/api/nope', `"${'x'.repeat(2_000_000)}"`]] as const) {
      const answer = await send(path, body);
      expect({ path, size: body.length, status: answer.status }).toEqual({ path, size: body.length, status: 404 });
      expect(await answer.json()).toEqual({ success: false, data: null, message: `Route POST ${path} not found`, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('reports health and readiness', async () => {
    expect((await api.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await api.call('GET', '/readyz')).body).toMatchObject({ status: 'ready' });
  });

  it('serves an OpenAPI document listing every route', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).body as unknown as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/books', '/api/books/search', '/api/reading/progress', '/api/withdraw/withdraw', '/api/account/details/{userId}']) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  it('says which routes need a session, take one if sent, or take none', async () => {
    type Operation = { security?: unknown };
    const doc = (await api.call('GET', '/api/openapi.json')).body as unknown as { security: unknown; paths: Record<string, Record<string, Operation>> };
    const security = (path: string, method: string) => doc.paths[path]?.[method]?.security ?? doc.security;
    const session = [{ bearer: [] }];
    expect(security('/api/auth/login', 'post')).toEqual([]);
    expect(security('/api/withdraw/config', 'get')).toEqual([]);
    expect(security('/api/books', 'get')).toEqual([{}, ...session]);
    expect(security('/api/favorites/add', 'post')).toEqual(session);
    expect(security('/api/withdraw/config', 'put')).toEqual(session);
    const anonymous = await api.call('GET', '/api/withdraw/config');
    expect(anonymous.status).toBe(200);
  });

  it('echoes the caller request id', async () => {
    const answer = await api.call('GET', '/api/books?pageSize=1', { headers: { 'x-request-id': 'trace-123' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('GET /api/rules', () => {
  it('publishes the reward constants the server applies', async () => {
    const answer = await api.call('GET', '/api/rules');
    expect(answer.body.data).toMatchObject({ checkinReward: 30, chapterReward: 5, chapterTaskTarget: 10, chapterTaskReward: 50, novelTaskTarget: 5, novelTaskReward: 100 });
  });

  it("names the time zone whose days the daily tasks count in, the server's APP_TIMEZONE", async () => {
    const answer = await api.call('GET', '/api/rules');
    expect(answer.body.data.timezone).toBe(api.config.APP_TIMEZONE);
    expect(api.config.APP_TIMEZONE).toBe('Asia/Shanghai');
  });
});
