import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../src/cache/cache-store.js';
import { cacheKeys } from '../src/cache/keys.js';
import { memoryStore } from '../src/cache/memory-store.js';
import { WEB_APP_QUERIES } from '../src/cache/persisted-queries.js';
import { redisStore } from '../src/cache/redis-store.js';
import { tokenHash } from '../src/session.js';
import { startStack, TEST_REDIS_TIMEOUT_MS, type GraphQLClient, type Stack } from './support/stack.js';

/**
 * Whole cached answers (cache/serve-cached-answer.ts and graphql-response-cache.ts): what may be
 * served, to whom, and what it costs. The invalidation cases run on both stores; the round-trip
 * counts and the replicas sharing one Redis need REDIS_URL.
 */
const silent = pino({ level: 'silent' });
const redisUrl = process.env.REDIS_URL;
const HOME = 'query Home($page: Int!) { books(page: $page, pageSize: 6) { items { id isFavorited } } }';

const stores: Array<[string, () => CacheStore]> = [['in-process LRU', () => memoryStore({ maxEntries: 5000, maxBytes: 32 * 1024 * 1024 })]];
if (redisUrl) stores.push(['Redis', () => redisStore(redisUrl, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger: silent, keyPrefix: `test:${randomUUID()}:` })]);

const favoritedIds = (answer: { data: { books: { items: Array<{ id: string; isFavorited: boolean }> } } }) =>
  answer.data.books.items.filter((book) => book.isFavorited).map((book) => book.id);

let persistedCounter = 0;

/**
 * A query as Apollo Client's PersistedQueryLink sends it: its hash alone as GET, or (`withText`,
 * the retry after PERSISTED_QUERY_NOT_FOUND) its text and hash as POST, which registers it.
 */
async function sendPersisted(
  stack: Stack,
  client: GraphQLClient,
  query: string,
  variables: Record<string, unknown>,
  { withText = false } = {},
) {
  const requestId = `persisted-${++persistedCounter}`;
  const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
  const headers = { 'x-request-id': requestId, 'apollo-require-preflight': 'true', ...(client.cookie ? { cookie: client.cookie } : {}) };
  const response = withText
    ? await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables, extensions }),
      })
    : await fetch(
        `${stack.url}/graphql?variables=${encodeURIComponent(JSON.stringify(variables))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`,
        { headers },
      );
  const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: response.status, ...body, age: response.headers.get('age'), restCalls: stack.calls.get(requestId) ?? [] };
}

async function login(client: GraphQLClient, username: string, password: string) {
  const answer = await client.query('mutation($input: LoginInput!) { login(input: $input) { user { id } } }', {
    input: { username, password },
  });
  expect(answer.errors).toBeUndefined();
}

describe.each(stores)('cached answers on %s', (_name, makeStore) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ store: makeStore() });
  });
  afterAll(() => stack.close());

  it('serves a signed-in screen again without REST calls, and a GET query the web client sends too', async () => {
    const client = stack.client();
    await client.register();
    const first = await client.query(HOME, { page: 3 });
    expect(first.restCalls.length).toBeGreaterThan(0);
    const again = await client.query(HOME, { page: 3 });
    expect(again.restCalls).toEqual([]);
    expect(again.headers.get('age')).not.toBeNull();
    expect(again.data).toEqual(first.data);
    // Answers carry a reader's data: no browser or proxy may keep them, executed or cached.
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get('cache-control')).toBe('no-store');

    // Apollo Client sends queries as GET with a preflight header, and asks for graphql-response+json.
    const url = `${stack.url}/graphql?query=${encodeURIComponent(HOME)}&variables=${encodeURIComponent('{"page":3}')}&extensions=${encodeURIComponent('{"clientLibrary":{"name":"@apollo/client"}}')}`;
    const headers = {
      cookie: client.cookie!,
      'apollo-require-preflight': 'true',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'x-request-id': 'get-hit',
    };
    const viaGet = await fetch(url, { headers });
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(viaGet.headers.get('cache-control')).toBe('no-store');
    expect(await viaGet.json()).toEqual({ data: first.data });
    expect(stack.calls.get('get-hit')).toBeUndefined();

    // Without the header Apollo's CSRF prevention refuses a GET, cached answer or not.
    const simple = await fetch(url, { headers: { cookie: client.cookie! } });
    expect(simple.status).toBe(400);
  });

  it('answers a persisted query by its hash once its text is registered, from the answers its text gets', async () => {
    const client = stack.client();
    await client.register();
    const query = `${HOME} # persisted ${randomUUID()}`;
    const unknown = await sendPersisted(stack, client, query, { page: 5 });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.restCalls).toEqual([]);

    const registered = await sendPersisted(stack, client, query, { page: 5 }, { withText: true });
    expect(registered.errors).toBeUndefined();
    expect(registered.restCalls.length).toBeGreaterThan(0);
    // The hash alone now: the answer the text got, from the cache, with no REST call.
    const byHash = await sendPersisted(stack, client, query, { page: 5 });
    expect(byHash).toMatchObject({ status: 200, data: registered.data, restCalls: [] });
    expect(byHash.age).not.toBeNull();
    expect((await client.query(query, { page: 5 })).restCalls).toEqual([]);
    // Other variables are another answer.
    const otherPage = await sendPersisted(stack, client, query, { page: 6 });
    expect(otherPage.errors).toBeUndefined();
    expect(otherPage.restCalls.length).toBeGreaterThan(0);
  });

  it("answers the web app's own operations by their hash from the first request", async () => {
    const client = stack.client();
    await client.register();
    const homeFeed = Object.values(WEB_APP_QUERIES).find((text) => text.startsWith('query HomeFeed('))!;
    const first = await sendPersisted(stack, client, homeFeed, { page: 11, pageSize: 30 });
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ books: { items: expect.any(Array) } });
    expect((await sendPersisted(stack, client, homeFeed, { page: 11, pageSize: 30 })).restCalls).toEqual([]);
  });

  it('refuses a malformed persisted query without calling the API', async () => {
    const client = stack.client();
    await client.register();
    const get = async (extensions: unknown) => {
      const requestId = `malformed-${randomUUID()}`;
      const response = await fetch(`${stack.url}/graphql?variables=${encodeURIComponent('{"page":5}')}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`, {
        headers: { cookie: client.cookie!, 'apollo-require-preflight': 'true', 'x-request-id': requestId },
      });
      const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
      return { status: response.status, body, restCalls: stack.calls.get(requestId) ?? [] };
    };
    const hash = createHash('sha256').update(HOME).digest('hex');
    const otherVersion = await get({ persistedQuery: { version: 2, sha256Hash: hash } });
    expect(otherVersion.status).toBe(400);
    expect(otherVersion.body.errors?.[0]).toMatchObject({ message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } });
    const notAHash = await get({ persistedQuery: { version: 1, sha256Hash: 'constructor' } });
    expect(notAHash.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    for (const refused of [otherVersion, notAHash]) {
      expect(refused.body.data).toBeUndefined();
      expect(refused.restCalls).toEqual([]);
    }
  });

  it("refuses a text that is not its persisted query's, even when the hash's answer is cached", async () => {
    const client = stack.client();
    await client.register();
    const query = `${HOME} # mismatch ${randomUUID()}`;
    await sendPersisted(stack, client, query, { page: 5 }, { withText: true });
    const hash = createHash('sha256').update(query).digest('hex');
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie! },
      body: JSON.stringify({
        query: '{ books(page: 1) { items { id } } }',
        variables: { page: 5 },
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
    });
    expect(response.status).toBe(400);
    // The client's mistake, with the code clients and the logs read as such (not INTERNAL_SERVER_ERROR).
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]).toMatchObject({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('a session the cache cannot vouch for is checked with the API, then gets the cached answer', async () => {
    const client = stack.client();
    await client.register();
    const first = await client.query(HOME, { page: 4 });
    // The session's cached entry is gone (its SESSION_RECHECK_SECONDS ran out, or it was evicted).
    const token = decodeURIComponent(client.cookie!.slice(client.cookie!.indexOf('=') + 1));
    await stack.store.delete([cacheKeys.session(tokenHash(token))]);
    const again = await client.query(HOME, { page: 4 });
    expect(again.restCalls.map((call) => call.path)).toEqual(['/api/auth/session']);
    expect(again.headers.get('age')).not.toBeNull();
    expect(again.data).toEqual(first.data);
  });

  it('a favorite toggle, a logout or a password change stops the cached private answer at once', async () => {
    const reader = stack.client();
    const account = await reader.register();
    const other = stack.client();
    await login(other, account.username, account.password);

    await reader.query('mutation { addFavorite(bookId: "1") { book { id } } }');
    const cached = await reader.query(HOME, { page: 1 });
    expect(favoritedIds(cached)).toEqual(['1']);
    expect((await reader.query(HOME, { page: 1 })).restCalls).toEqual([]);

    // A toggle from the reader's other session moves the favorites version.
    await other.query('mutation { removeFavorite(bookId: "1") { book { id } } }');
    const toggled = await reader.query(HOME, { page: 1 });
    expect(toggled.headers.get('age')).toBeNull();
    expect(favoritedIds(toggled)).toEqual([]);

    await reader.query('mutation { addFavorite(bookId: "2") { book { id } } }');
    expect(favoritedIds(await reader.query(HOME, { page: 1 }))).toEqual(['2']);
    const stolenCookie = reader.cookie!;

    // A password change in the other session ends this one: its cookie gets a guest's answer.
    await other.query('mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }', {
      input: { currentPassword: account.password, newPassword: 'another-password' },
    });
    const revoked = stack.client();
    revoked.cookie = stolenCookie;
    const afterChange = await revoked.query(HOME, { page: 1 });
    expect(afterChange.restCalls.map((call) => call.path)).toContain('/api/auth/session');
    expect(favoritedIds(afterChange)).toEqual([]);
    expect((await revoked.query('{ me { id } }')).data.me).toBeNull();

    // Logout of the remaining session: its cookie, replayed, is a guest's too.
    await other.query('mutation { addFavorite(bookId: "3") { book { id } } }');
    expect(favoritedIds(await other.query(HOME, { page: 1 }))).toEqual(['2', '3']);
    const replayed = stack.client();
    replayed.cookie = other.cookie;
    await other.query('mutation { logout }');
    const afterLogout = await replayed.query(HOME, { page: 1 });
    expect(favoritedIds(afterLogout)).toEqual([]);
    expect(afterLogout.restCalls.map((call) => call.path)).toContain('/api/auth/session');
  });

  it('keeps guests, signed-in readers and each reader apart', async () => {
    const guest = stack.client();
    const alice = stack.client();
    const bob = stack.client();
    await alice.register('alice');
    await bob.register('bob');
    await alice.query('mutation { addFavorite(bookId: "5") { book { id } } }');
    expect(favoritedIds(await alice.query(HOME, { page: 1 }))).toContain('5');
    expect(favoritedIds(await alice.query(HOME, { page: 1 }))).toContain('5');
    expect(favoritedIds(await bob.query(HOME, { page: 1 }))).not.toContain('5');
    expect(favoritedIds(await guest.query(HOME, { page: 1 }))).toEqual([]);
    const PUBLIC = '{ books(page: 4, pageSize: 3) { items { id title } } }';
    await guest.query(PUBLIC);
    // A guest's public answer is not a signed-in reader's (Apollo's response cache keeps them apart too).
    expect((await guest.query(PUBLIC)).headers.get('age')).not.toBeNull();
    expect((await alice.query(PUBLIC)).headers.get('age')).toBeNull();
    expect((await alice.query(PUBLIC)).headers.get('age')).not.toBeNull();
  });
});

describe.runIf(redisUrl)('cached answers on one Redis shared by two replicas', () => {
  const prefix = `test:${randomUUID()}:`;
  let first: Stack;
  let second: Stack;
  let monitor: Redis;
  const commands: string[][] = [];

  beforeAll(async () => {
    first = await startStack({ store: redisStore(redisUrl!, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger: silent, keyPrefix: prefix }) });
    second = await startStack({ store: redisStore(redisUrl!, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger: silent, keyPrefix: prefix }), replicaOf: first });
    // MONITOR sees every command the server runs; ours are those that name this test's key prefix.
    monitor = await startMonitor(redisUrl!);
    // Commands a script runs show too, from "lua": they are not round trips.
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (source !== 'lua' && args.some((arg) => arg.includes(prefix))) commands.push(args);
    });
  });
  afterAll(async () => {
    monitor.disconnect();
    await second.close();
    await first.close();
  });

  /**
   * A MONITOR connection, opened by hand rather than with `redis.monitor()`: ioredis marks the
   * connection as monitoring a microtask after it reads MONITOR's OK, so other test files' commands
   * that arrive in the same read are reported as "Command queue state error" (redis/ioredis#1981),
   * which rejects `monitor()`. Those lines are dropped; none is this test's, as nothing here runs
   * before the connection is monitoring.
   */
  async function startMonitor(url: string): Promise<Redis> {
    const connection = new Redis(url, { monitor: true });
    await new Promise<void>((resolve, reject) => {
      connection.once('monitoring', resolve);
      connection.on('error', (error: Error) => {
        if (!error.message.startsWith('Command queue state error')) reject(error);
      });
    });
    return connection;
  }

  /** The Redis commands `action` causes, once writes in flight from earlier requests have landed. */
  async function commandsOf(action: () => Promise<unknown>): Promise<string[]> {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const from = commands.length;
    await action();
    await new Promise((resolve) => setTimeout(resolve, 150));
    return commands.slice(from).map((args) => args[0]!.toLowerCase());
  }

  it('a cached answer costs one Redis round trip; a cold screen reads twice and writes three times', async () => {
    const reader = first.client();
    await reader.register();
    await reader.query(HOME, { page: 7 });
    let hit: Awaited<ReturnType<GraphQLClient['query']>> | undefined;
    expect(await commandsOf(async () => (hit = await reader.query(HOME, { page: 7 })))).toEqual(['evalsha']);
    expect(hit!.restCalls).toEqual([]);

    // Cold: reads the lookup (session, stamp, favorites version, answer; a script) and the page,
    // whose REST call brings the reader's favorite marks; writes the page, the answer, and the
    // page's favorite states in one script.
    const cold = await commandsOf(() => reader.query(HOME, { page: 8 }));
    expect(cold.sort()).toEqual(['evalsha', 'evalsha', 'mget', 'set', 'set']);
  });

  it('an invalidation on one replica counts on the other at once', async () => {
    const onFirst = first.client();
    await onFirst.register();
    const onSecond = second.client();
    onSecond.cookie = onFirst.cookie;

    await onFirst.query('mutation { addFavorite(bookId: "9") { book { id } } }');
    expect(favoritedIds(await onFirst.query(HOME, { page: 2 }))).toEqual(['9']);
    expect((await onSecond.query(HOME, { page: 2 })).restCalls).toEqual([]);

    await onSecond.query('mutation { removeFavorite(bookId: "9") { book { id } } }');
    expect(favoritedIds(await onFirst.query(HOME, { page: 2 }))).toEqual([]);

    // Coins are never cached: a check-in on one replica shows on the other.
    expect((await onFirst.query('{ me { coins } }')).data.me.coins).toBe(0);
    await onSecond.query('mutation { checkIn { coinsAwarded } }');
    expect((await onFirst.query('{ me { coins } }')).data.me.coins).toBe(30);

    await onSecond.query('mutation { logout }');
    const afterLogout = await onFirst.query(HOME, { page: 2 });
    expect(afterLogout.headers.get('age')).toBeNull();
    expect((await onFirst.query('{ me { id } }')).data.me).toBeNull();
  });

  it('a persisted query registered on one replica is answered by its hash on the other', async () => {
    const reader = first.client();
    await reader.register();
    const query = `${HOME} # shared ${randomUUID()}`;
    expect((await sendPersisted(first, reader, query, { page: 9 }, { withText: true })).errors).toBeUndefined();
    const onSecond = second.client();
    onSecond.cookie = reader.cookie;
    // Another page, so the answer is not in the cache: the text comes from Redis.
    const byHash = await sendPersisted(second, onSecond, query, { page: 10 });
    expect(byHash.errors).toBeUndefined();
    expect(byHash.restCalls.length).toBeGreaterThan(0);
  });

  it('builds the lookup keys as the cache writes them', () => {
    expect(cacheKeys.versionOf(cacheKeys.sessionsFamily(7))).toBe(`${cacheKeys.sessionsVersionPrefix}7`);
    expect(cacheKeys.versionOf(cacheKeys.favoritesFamily(7))).toBe(`${cacheKeys.favoritesVersionPrefix}7`);
  });
});
