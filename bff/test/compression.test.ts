import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ seed: { books: 30, maxChapters: 1 } });
});
afterAll(() => stack.close());

/** A GraphQL POST as the bytes on the wire: { encoding, raw }. */
function post(query: string, acceptEncoding?: string): Promise<{ encoding: string | undefined; raw: Buffer }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], raw: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

const PAGE = '{ books(page: 1, pageSize: 30) { items { id title author coverImage tags } } }';

describe('response compression', () => {
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

  it('leaves a small answer as it is', async () => {
    const small = await post('{ __typename }', 'gzip');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.raw.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
