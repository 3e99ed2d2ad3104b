import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSlowly } from './support/slow-client.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ REQUEST_TIMEOUT_MS: 1000 }, { books: 2, maxChapters: 1 });
});
afterAll(() => api.close());

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
const timedOut = { success: false, data: null, message: 'Request timed out', code: 'BAD_REQUEST' };
const loginHead = 'POST /api/auth/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n';

describe('clients that send slowly (REQUEST_TIMEOUT_MS)', () => {
  it('cuts off a request whose body stops short, with a 400 in the envelope', async () => {
    const exchange = await sendSlowly(api.baseUrl, [loginHead, '{"username":'], 50);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(exchange.received)).toEqual(timedOut);
    // The deadline (1 s) plus Node's check of it, once a second.
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(exchange.closedAfterMs).toBeLessThan(4000);
  });

  it('cuts off a body dripped a byte at a time, however steadily it comes', async () => {
    const drip = Array.from({ length: 60 }, () => ' ');
    const exchange = await sendSlowly(api.baseUrl, [loginHead, ...drip], 100);
    expect(bodyOf(exchange.received)).toEqual(timedOut);
    expect(exchange.closedAfterMs).toBeLessThan(4000);
  });

  it('cuts off headers that never end', async () => {
    const exchange = await sendSlowly(api.baseUrl, ['GET /api/books HTTP/1.1\r\n', 'Host: api\r\n', 'X-Slow: 1\r\n', 'X-Slow: 2\r\n'], 400);
    expect(bodyOf(exchange.received)).toEqual(timedOut);
    expect(exchange.closedAfterMs).toBeLessThan(4000);
  });

  it('answers once a request refused before its body came, when the body then never comes', async () => {
    const xmlHead = loginHead.replace('application/json', 'text/xml');
    const exchange = await sendSlowly(api.baseUrl, [xmlHead, '<a>'], 50);
    expect(exchange.received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(exchange.received)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(bodyOf(exchange.received)).not.toEqual(timedOut);
  });

  it('still answers a request sent in parts within the time', async () => {
    const body = JSON.stringify({ username: 'nobody_here', password: 'wrong-password' }).padEnd(60, ' ');
    const exchange = await sendSlowly(api.baseUrl, [loginHead.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'), body.slice(0, 20), body.slice(20)], 200);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 (400|401) /);
    expect(bodyOf(exchange.received)).not.toEqual(timedOut);
  });
});

it("starts with a deadline longer than Node's own default (300 s)", async () => {
  const patient = await startTestApi({ REQUEST_TIMEOUT_MS: 400_000 }, { books: 1, maxChapters: 1 });
  try {
    expect((await patient.call('GET', '/api/books?page=1&pageSize=1')).status).toBe(200);
  } finally {
    await patient.close();
  }
});
