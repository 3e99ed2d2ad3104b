import { sendSlowly } from '@novel/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';

// Attack: hold the BFF's connections by sending a request's headers or body slowly, or not at all
// (Node's own deadline is 300 s, checked every 30 s).
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { REQUEST_TIMEOUT_MS: 1000 }, seed: { books: 1, maxChapters: 1 } });
});
afterAll(() => stack.close());

const head = (length: number) =>
  `POST /graphql HTTP/1.1\r\nHost: bff\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
const query = JSON.stringify({ query: '{ books(pageSize: 1) { total } }' });

describe('clients that send slowly (REQUEST_TIMEOUT_MS)', () => {
  it('cuts off a request whose body stops short', async () => {
    const exchange = await sendSlowly(stack.url, [head(query.length), query.slice(0, 10)], 50);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    // The deadline (1 s) plus Node's check of it, once a second.
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(exchange.closedAfterMs).toBeLessThan(4000);
  });

  it('cuts off a body dripped a byte at a time', async () => {
    const exchange = await sendSlowly(stack.url, [head(query.length), ...query], 100);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.closedAfterMs).toBeLessThan(4000);
  });

  it('cuts off headers that never end', async () => {
    const exchange = await sendSlowly(stack.url, ['GET /healthz HTTP/1.1\r\n', 'Host: bff\r\n', 'X-Slow: 1\r\n', 'X-Slow: 2\r\n'], 400);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.closedAfterMs).toBeLessThan(4000);
  });

  it('still answers a request sent in parts within the time', async () => {
    const exchange = await sendSlowly(stack.url, [head(query.length), query.slice(0, 10), query.slice(10)], 200);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(exchange.received).toContain('"total":1');
  });
});
