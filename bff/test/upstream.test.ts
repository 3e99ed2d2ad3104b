import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../src/cache/memory-store.js';
import { ResponseCache } from '../src/cache/response-cache.js';
import { loadConfig } from '../src/config/env.js';
import { createBff, type Bff } from '../src/app.js';

/** A BFF in production mode over the API at `apiUrl`, listening on a free port; its URL. */
async function startBff(apiUrl: string, timeoutMs: number): Promise<{ bff: Bff; url: string }> {
  const config = loadConfig({ NODE_ENV: 'production' }, { API_URL: apiUrl, API_TIMEOUT_MS: timeoutMs, LOG_LEVEL: 'silent' });
  const started = await createBff({
    config,
    cache: new ResponseCache(memoryStore({ maxEntries: 100, maxBytes: 1024 * 1024 * 8 })),
    logger: pino({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => started.httpServer.listen(0, '127.0.0.1', resolve));
  return { bff: started, url: `http://127.0.0.1:${(started.httpServer.address() as AddressInfo).port}` };
}

/** A stand-in API answering every call with `handler`, and a BFF over it; `close` ends both. */
async function startBffOver(handler: Parameters<typeof createServer>[1], timeoutMs: number) {
  const api: Server = createServer(handler);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const started = await startBff(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, timeoutMs);
  const close = async () => {
    await started.bff.apollo.stop();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  };
  return { url: started.url, close };
}

/** The errors of a books query sent to the BFF at `bffUrl`. */
async function booksErrors(bffUrl: string) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ books { total } }' }),
  });
  return ((await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> }).errors;
}

// A BFF whose API is down (nothing listens on the port it points at).
let bff: Bff;
let url: string;
beforeAll(async () => {
  ({ bff, url } = await startBff('http://127.0.0.1:9', 500));
});
afterAll(() => bff.apollo.stop());

describe('when the API is unreachable', () => {
  it('answers UPSTREAM_UNAVAILABLE with a generic message', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ books { total } }' }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(body.errors[0]!.message).toBe('The service is temporarily unavailable, please try again later');
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|stacktrace/);
  });

  it('is not ready, and says why', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', api: 'down' });
  });
});

describe('when the API answers too slowly', () => {
  // An API that sends its headers at once, then a byte of whitespace every 100 ms, for ever: every
  // gap is short, so only a deadline on the whole call ends it.
  let slow: Awaited<ReturnType<typeof startBffOver>>;
  let calls = 0;
  beforeAll(async () => {
    slow = await startBffOver((_req, res) => {
      calls += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(drip));
    }, 400);
  });
  afterAll(() => slow.close());

  it('gives up on a call at API_TIMEOUT_MS, however the answer trickles in', async () => {
    const started = performance.now();
    const errors = await booksErrors(slow.url);
    expect(errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    // A deadline of 400 ms a call (a read may be tried twice), nowhere near the test's own timeout.
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('counts such a call as no answer (status 0), not as its headers\' 200, and tries a read again', async () => {
    const timedOut = (text: string, status: string) =>
      Number(new RegExp(`^rest_calls_total\\{method="GET",path="/api/books",status_code="${status}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    const before = await (await fetch(`${slow.url}/metrics`)).text();
    const callsBefore = calls;
    await booksErrors(slow.url);
    const after = await (await fetch(`${slow.url}/metrics`)).text();
    expect(calls - callsBefore).toBe(2);
    expect(timedOut(after, '0') - timedOut(before, '0')).toBe(2);
    expect(timedOut(after, '200') - timedOut(before, '200')).toBe(0);
  });

  it("sends a book's detail once, though a read: the API counts a view for each", async () => {
    const callsBefore = calls;
    const response = await fetch(`${slow.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ book(id: "1") { id } }' }),
    });
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls - callsBefore).toBe(1);
  });
});

describe('when something else answers at API_URL', () => {
  // JSON, 200, but not the API's envelope: a wrong API_URL pointing at another service.
  let impostor: Awaited<ReturnType<typeof startBffOver>>;
  beforeAll(async () => {
    impostor = await startBffOver((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    }, 400);
  });
  afterAll(() => impostor.close());

  it('answers UPSTREAM_UNAVAILABLE, not an internal error', async () => {
    const errors = await booksErrors(impostor.url);
    expect(errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('when the client gives up before the answer', () => {
  let late: Awaited<ReturnType<typeof startBffOver>>;
  beforeAll(async () => {
    late = await startBffOver((_req, res) => {
      const answer = setTimeout(() => res.writeHead(500).end(), 1_000);
      res.on('close', () => clearTimeout(answer));
    }, 2_000);
  });
  afterAll(() => late.close());

  it('counts the request as 499, not as an answer it never got', async () => {
    const abandoned = (text: string, status: string) =>
      Number(new RegExp(`^http_requests_total\\{method="GET",route="/covers/:file",status_code="${status}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    const before = await (await fetch(`${late.url}/metrics`)).text();
    await expect(fetch(`${late.url}/covers/7.svg`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    await expect.poll(async () => abandoned(await (await fetch(`${late.url}/metrics`)).text(), '499') - abandoned(before, '499')).toBe(1);
    expect(abandoned(await (await fetch(`${late.url}/metrics`)).text(), '200') - abandoned(before, '200')).toBe(0);
  });
});
