import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../src/cache/cache-store.js';
import { redisStore } from '../src/cache/redis-store.js';
import { startStack, TEST_REDIS_TIMEOUT_MS, type Stack } from './support/stack.js';

// Every case on the in-process LRU (the stack's own), and with REDIS_URL on Redis too, whose cached
// answers come back as bytes rather than text.
const redisUrl = process.env.REDIS_URL;
const stores: Array<[string, (() => CacheStore) | undefined]> = [['the in-process LRU', undefined]];
if (redisUrl) stores.push(['Redis', () => redisStore(redisUrl, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger: pino({ level: 'silent' }), keyPrefix: `test:${randomUUID()}:` })]);

/** The stack of the describe block running now. */
let stack: Stack;

interface Sent {
  encoding: string | undefined;
  type: string | undefined;
  /** The `age` header: set when the answer came from the response cache. */
  age: string | undefined;
  vary: string | undefined;
  raw: Buffer;
}

/** A request and its answer as the bytes on the wire. */
function exchange(method: 'GET' | 'POST', path: string, acceptEncoding: string | undefined, body?: string): Promise<Sent> {
  const { hostname, port } = new URL(stack.url);
  const headers = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          type: res.headers['content-type'],
          age: res.headers.age,
          vary: res.headers.vary,
          raw: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const post = (query: string, acceptEncoding?: string) => exchange('POST', '/graphql', acceptEncoding, JSON.stringify({ query }));

const PAGE = '{ books(page: 1, pageSize: 30) { items { id title author coverImage tags } } }';

describe.each(stores)('response compression, answers cached in %s', (_name, makeStore) => {
  beforeAll(async () => {
    stack = await startStack({ seed: { books: 30, maxChapters: 1 }, store: makeStore?.() });
  });
  afterAll(() => stack.close());

  it('compresses a large answer for a client that accepts it: brotli if it may, else gzip', async () => {
    const plain = await post(PAGE);
    const gzip = await post(PAGE, 'gzip');
    const browser = await post(PAGE, 'gzip, deflate, br');

    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.raw.toString()).data.books.items).toHaveLength(30);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString()).toBe(plain.raw.toString());
    expect(browser.encoding).toBe('br');
    expect(brotliDecompressSync(browser.raw).toString()).toBe(plain.raw.toString());
    expect(browser.raw.length).toBeLessThan(plain.raw.length / 2);
  });

  it('compresses an answer from the response cache the same way as a fresh one', async () => {
    const query = '{ books(page: 1, pageSize: 20) { items { id title author coverImage tags } } }';
    const fresh = await post(query, 'br');
    const cached = await post(query, 'br');

    expect(fresh.age).toBeUndefined();
    expect(cached.age).toBeDefined();
    expect([fresh.encoding, cached.encoding]).toEqual(['br', 'br']);
    expect(brotliDecompressSync(cached.raw).toString()).toBe(brotliDecompressSync(fresh.raw).toString());

    // The same cached answer for clients that take gzip, or nothing: the same text, to the byte.
    const gzip = await post(query, 'gzip');
    const plain = await post(query);
    expect([gzip.age, plain.age].every((age) => age !== undefined)).toBe(true);
    expect(gunzipSync(gzip.raw).toString()).toBe(brotliDecompressSync(fresh.raw).toString());
    expect(plain.encoding).toBeUndefined();
    expect(plain.type).toBe('application/json; charset=utf-8');
    expect(plain.raw.toString()).toBe(brotliDecompressSync(fresh.raw).toString());
  });

  it("follows the client's weights: no brotli when it refuses it, deflate when that is all it takes", async () => {
    const plain = (await post(PAGE)).raw.toString();
    const noBrotli = await post(PAGE, 'br;q=0, gzip, deflate');
    const deflate = await post(PAGE, 'deflate');
    const none = await post(PAGE, 'br;q=0, gzip;q=0, deflate;q=0');

    expect(noBrotli.encoding).toBe('gzip');
    expect(gunzipSync(noBrotli.raw).toString()).toBe(plain);
    expect(deflate.encoding).toBe('deflate');
    expect(inflateSync(deflate.raw).toString()).toBe(plain);
    expect(none.encoding).toBeUndefined();
    expect(none.raw.toString()).toBe(plain);
  });

  it('answers a header it cannot make sense of with the plain answer', async () => {
    const plain = (await post(PAGE)).raw.toString();
    for (const header of ['zstd', 'br;q=abc', ';;,', 'x'.repeat(2000)]) {
      const sent = await post(PAGE, header);
      expect(sent.encoding, header.slice(0, 20)).toBeUndefined();
      expect(sent.raw.toString()).toBe(plain);
    }
  });

  it('sends a cover packed with the same type as a plain one', async () => {
    const plain = await exchange('GET', '/covers/1.svg', undefined);
    const packed = await exchange('GET', '/covers/1.svg', 'br');

    expect(plain.raw.length).toBeGreaterThanOrEqual(1024);
    expect(plain.encoding).toBeUndefined();
    expect(packed.encoding).toBe('br');
    expect(packed.type).toBe(plain.type);
    expect(brotliDecompressSync(packed.raw).toString()).toBe(plain.raw.toString());
  });

  it('leaves a small answer as it is, telling caches that the encoding depends on the request', async () => {
    const small = await post('{ __typename }', 'gzip');
    expect(small.encoding).toBeUndefined();
    expect(small.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.raw.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
