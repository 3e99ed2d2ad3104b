import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerKeys } from '../src/cache/answer-lookup.js';
import type { CacheStore } from '../src/cache/cache-store.js';
import { answerLookup, decodeAnswer, encodeAnswer } from '../src/cache/cached-answers.js';
import { CACHE_TTL } from '../src/cache/lifetimes.js';
import { memoryStore } from '../src/cache/memory-store.js';
import { ResponseCache } from '../src/cache/response-cache.js';
import { redisStore } from '../src/cache/redis-store.js';
import { startStack, TEST_REDIS_TIMEOUT_MS, type RestCall, type Stack } from './support/stack.js';

const silent = pino({ level: 'silent' });
const redisUrl = process.env.REDIS_URL;

const stores: Array<[string, () => CacheStore]> = [['in-process LRU', () => memoryStore({ maxEntries: 5000, maxBytes: 32 * 1024 * 1024 })]];
if (redisUrl) {
  stores.push([
    'Redis',
    () => redisStore(redisUrl, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger: silent, keyPrefix: `test:${randomUUID()}:` }),
  ]);
}

describe.each(stores)('response cache on %s', (_name, makeStore) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ store: makeStore() });
  });
  afterAll(() => stack.close());

  it('stores each kind of answer with its lifetime from the spec', async () => {
    const client = stack.client();
    const user = await client.register();
    await client.query(`{ books(page: 1, pageSize: 5) { items { id isFavorited } } book(id: "2") { id chapters(pageSize: 5) { total } }
      searchBooks(query: "的") { total } favorites { total } me { id } }`);
    const ttl = (key: string) => stack.store.remainingTtl(key);
    const near = (expected: number) =>
      expect.toSatisfy((value: number | null) => value !== null && value <= expected && value >= expected - 5);
    expect(await ttl('books:1:5::false')).toEqual(near(CACHE_TTL.books));
    expect(await ttl('book-detail:2')).toEqual(near(CACHE_TTL.bookDetail));
    expect(await ttl('chapters:2:1:5')).toEqual(near(CACHE_TTL.chapters));
    expect(await ttl(`search:${encodeURIComponent('的')}:1:20::relevance`)).toEqual(near(CACHE_TTL.search));
    expect(await ttl(`favorite:${user.id}:1`)).toEqual(near(CACHE_TTL.favorites));
    expect(await ttl(`user:${user.id}`)).toEqual(near(CACHE_TTL.user));
    expect(CACHE_TTL).toMatchObject({ user: 3600, books: 1800, chapters: 7200, favorites: 3600, search: 600, bookDetail: 300 });
  });

  it('writes several entries at once, each with the lifetime given', async () => {
    const store = makeStore();
    try {
      // A new Redis store drops writes until it has connected.
      await vi.waitFor(async () => expect((await store.health()).ok).toBe(true));
      const entries = Array.from({ length: 30 }, (_, index) => [`many:${index}`, JSON.stringify(index % 2 === 0)] as const);
      await store.setMany(entries, 120);
      expect(await store.getMany(entries.map(([key]) => key))).toEqual(entries.map(([, value]) => value));
      for (const key of ['many:0', 'many:29']) {
        expect(await store.remainingTtl(key)).toSatisfy((seconds: number | null) => seconds !== null && seconds <= 120 && seconds >= 115);
      }
      await store.setMany([], 120);
    } finally {
      await store.close();
    }
  });

  it('adds several entries at once, leaving every key that already has a value as it is', async () => {
    const store = makeStore();
    try {
      await vi.waitFor(async () => expect((await store.health()).ok).toBe(true));
      await store.set('add:kept', '"newer"', 300);
      await store.addMany(
        [
          ['add:kept', '"older"'],
          ['add:new', '"fresh"'],
        ],
        120,
      );
      expect(await store.getMany(['add:kept', 'add:new'])).toEqual(['"newer"', '"fresh"']);
      expect(await store.remainingTtl('add:kept')).toSatisfy((seconds: number | null) => seconds !== null && seconds > 120);
      expect(await store.remainingTtl('add:new')).toSatisfy(
        (seconds: number | null) => seconds !== null && seconds <= 120 && seconds >= 115,
      );
      await store.addMany([], 120);
    } finally {
      await store.close();
    }
  });

  it('remembers a loaded value only where nothing newer was stored while it loaded', async () => {
    const store = makeStore();
    try {
      await vi.waitFor(async () => expect((await store.health()).ok).toBe(true));
      const cache = new ResponseCache(store);
      // A mutation (saved reader settings) stores the new value while a read is loading the old one.
      const loaded = await cache.remember('remember:settings', 60, async () => {
        await cache.set('remember:settings', { fontSize: 20 }, 3600);
        return { fontSize: 16 };
      });
      expect(loaded).toEqual({ fontSize: 16 });
      await vi.waitFor(async () => expect(await cache.get('remember:settings')).toEqual({ fontSize: 20 }));
      // With nothing stored meanwhile, the loaded value is kept.
      await cache.remember('remember:fresh', 60, async () => 'loaded');
      await vi.waitFor(async () => expect(await cache.get('remember:fresh')).toBe('loaded'));
    } finally {
      await store.close();
    }
  });

  it('a favorite toggle invalidates the favorites pages and the book state', async () => {
    const client = stack.client();
    await client.register();
    expect((await client.query('{ favorites { total } book(id: "4") { isFavorited } }')).data).toEqual({
      favorites: { total: 0 },
      book: { isFavorited: false },
    });
    await client.query('mutation { addFavorite(bookId: "4") { book { id } } }');
    const after = await client.query(
      '{ favorites { items { book { id } } total } books(page: 1, pageSize: 5) { items { id isFavorited } } }',
    );
    expect(after.data.favorites).toEqual({ items: [{ book: { id: '4' } }], total: 1 });
    expect(after.data.books.items.find((book: { id: string }) => book.id === '4').isFavorited).toBe(true);
    await client.query('mutation { removeFavorite(bookId: "4") { book { id } } }');
    expect((await client.query('{ favorites { total } }')).data.favorites.total).toBe(0);
  });

  it('serves a repeated screen query whole from the cache, and not after a favorite toggle', async () => {
    const client = stack.client();
    await client.register();
    const HOME = '{ books(page: 2, pageSize: 6) { items { id isFavorited } } }';
    const first = await client.query(HOME);
    const target = first.data.books.items[0].id as string;
    expect(first.data.books.items[0].isFavorited).toBe(false);
    const again = await client.query(HOME);
    expect(again.restCalls).toEqual([]);
    expect(again.headers.get('age')).not.toBeNull();
    await client.query(`mutation { addFavorite(bookId: "${target}") { book { id } } }`);
    const after = await client.query(HOME);
    expect(after.headers.get('age')).toBeNull();
    expect(after.data.books.items[0]).toEqual({ id: target, isFavorited: true });
    // Another reader asking the same query gets their own answer, not the cached one.
    const other = stack.client();
    await other.register();
    expect((await other.query(HOME)).data.books.items[0]).toEqual({ id: target, isFavorited: false });
  });

  it('never caches whole answers that hold coins or reading progress', async () => {
    const client = stack.client();
    await client.register();
    const query = '{ me { coins } book(id: "3") { title readingProgress { chaptersCompleted } } }';
    await client.query(query);
    const again = await client.query(query);
    expect(again.headers.get('age')).toBeNull();
    expect(again.restCalls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/api\/user\/\d+$/),
        expect.stringMatching(/^\/api\/reading\/progress\/\d+\?bookIds=3$/),
      ]),
    );
  });

  it("keeps one reader's data away from another's", async () => {
    const alice = stack.client();
    const bob = stack.client();
    const aliceUser = await alice.register('alice');
    await bob.register('bob');
    await alice.query('mutation { addFavorite(bookId: "6") { book { id } } }');
    expect((await alice.query('{ favorites { total } book(id: "6") { isFavorited } me { id } }')).data).toEqual({
      favorites: { total: 1 },
      book: { isFavorited: true },
      me: { id: aliceUser.id },
    });
    const bobView = await bob.query('{ favorites { total } book(id: "6") { isFavorited } me { id } }');
    expect(bobView.data.favorites.total).toBe(0);
    expect(bobView.data.book.isFavorited).toBe(false);
    expect(bobView.data.me.id).not.toBe(aliceUser.id);
  });

  it('never serves coins or tasks from the cache', async () => {
    const client = stack.client();
    await client.register();
    expect((await client.query('{ me { coins } }')).data.me.coins).toBe(0);
    await client.query('mutation { checkIn { coinsAwarded } }');
    const again = await client.query('{ me { coins } checkinStatus { hasCheckedIn } }');
    expect(again.data).toEqual({ me: { coins: 30 }, checkinStatus: { hasCheckedIn: true } });
    expect(again.restCalls.map((call) => call.path).sort()).toEqual([
      expect.stringMatching(/^\/api\/tasks\/checkin\/\d+$/),
      expect.stringMatching(/^\/api\/user\/\d+$/),
    ]);
  });
});

/** A free loopback port for a Redis of the test's own. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.runIf(redisUrl)('answers looked up in Redis', () => {
  it('come back as the bytes Redis holds, never decoded to text', async () => {
    const store = redisStore(redisUrl!, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger: silent, keyPrefix: `test:${randomUUID()}:` });
    try {
      // Commands are not queued while the connection opens (redis-store.ts): wait for it.
      await vi.waitUntil(async () => (await store.health()).ok, { timeout: 5000, interval: 20 });
      const prefix = `answer:test:${randomUUID()}:`;
      const body = `${JSON.stringify({ data: { book: { id: '1', title: '致十年情书' } } })}\n`;
      await store.set(answerKeys.guest(prefix), encodeAnswer({ at: Date.now(), operation: 'Book', body }), 60);

      const result = await store.lookupAnswer(answerLookup(prefix, null));
      expect(result.viewer).toBe('guest');
      expect(Buffer.isBuffer(result.answer)).toBe(true);
      const answer = decodeAnswer(result.answer!);
      expect(Buffer.isBuffer(answer?.body)).toBe(true);
      expect(answer?.body.toString()).toBe(body);
      expect(answer?.operation).toBe('Book');
    } finally {
      await store.close();
    }
  });
});

describe.runIf(redisUrl)('when Redis stops', () => {
  let redis: ChildProcess;
  let stack: Stack;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    stack = await startStack({
      store: redisStore(`redis://127.0.0.1:${port}`, { timeoutMs: 100, logger: silent, keyPrefix: 'failopen:' }),
    });
  });
  afterAll(async () => {
    redis.kill('SIGKILL');
    await stack.close();
  });

  it('keeps answering from the API within bounded extra time and reports degraded readiness', async () => {
    const client = stack.client();
    await client.register();
    const list = '{ books(pageSize: 3) { items { id } } }';
    const catalogCalls = (calls: RestCall[]) => calls.filter((call) => call.path.startsWith('/api/books'));
    expect(catalogCalls((await client.query(list)).restCalls)).toHaveLength(1);
    // Then served from Redis. This store gives up on a command after 100 ms and asks the API instead
    // (fail-open); on a machine busy with other suites one read can take that long, so the hit is
    // looked for a few times rather than once.
    await vi.waitFor(async () => expect((await client.query(list)).restCalls).toHaveLength(0), { timeout: 5000, interval: 100 });
    redis.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const answer = await client.query('{ books(pageSize: 3) { items { id isFavorited } } me { id } }');
    const elapsed = performance.now() - started;
    expect(answer.errors).toBeUndefined();
    expect(answer.data.books.items).toHaveLength(3);
    expect(answer.restCalls.length).toBeGreaterThanOrEqual(2);
    // Each cache step fails fast while disconnected (no offline queue): far below one second in all.
    expect(elapsed).toBeLessThan(1500);
    const ready = await (await fetch(`${stack.url}/readyz`)).json();
    expect(ready).toMatchObject({ status: 'degraded', api: 'up', cache: { kind: 'redis', ok: false } });
  });
});
