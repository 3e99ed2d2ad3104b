import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../src/cache/memory-store.js';
import { redisStore } from '../src/cache/redis-store.js';
import { ResponseCache } from '../src/cache/response-cache.js';
import { loadConfig } from '../src/config/env.js';
import { createBff } from '../src/app.js';
import { startStack, TEST_REDIS_TIMEOUT_MS, type Stack } from './support/stack.js';

/** The value of one sample of the Prometheus text exposition, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]+=")/).filter(Boolean);
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

/** The values one label takes across a metric's series. */
function labelValues(text: string, name: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const value = new RegExp(`${label}="([^"]*)"`).exec(line)?.[1];
    if (value !== undefined) values.add(value);
  }
  return values;
}

const NAME_CAP = 10;

describe('GET /metrics on the BFF', () => {
  let stack: Stack;
  const scrape = async () => {
    const response = await fetch(`${stack.url}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };
  /**
   * A scrape taken once every given route's request count has moved past `before`. A request is
   * counted on its response's 'close', which Node emits after the last write's callback: the client
   * can hold the whole answer, and the next scrape can arrive, a moment before that.
   */
  const scrapeOnceCounted = async (before: string, routes: Array<Record<string, string>>) => {
    let text = before;
    await expect
      .poll(async () => {
        text = await scrape();
        return routes.every((route) => sample(text, 'http_requests_total', route) > sample(before, 'http_requests_total', route));
      })
      .toBe(true);
    return text;
  };

  beforeAll(async () => {
    stack = await startStack({ config: { METRICS_MAX_OPERATION_NAMES: NAME_CAP }, seed: { books: 12, maxChapters: 4 } });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('answers in the Prometheus text format, with process metrics', async () => {
    const response = await fetch(`${stack.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE graphql_operations_total counter');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(sample(text, 'cache_store_info', { store: 'memory' })).toBeGreaterThanOrEqual(1);
  });

  it('counts an operation once by name and type, with its REST calls by path template', async () => {
    const operation = { operation: 'MetricsBook', type: 'query', result: 'ok' };
    const rest = { method: 'GET', path: '/api/books/{id}', status_code: '200' };
    const before = await scrape();
    const answer = await stack.client().query('query MetricsBook { book(id: "4") { id title } }');
    expect(answer.errors).toBeUndefined();
    const after = await scrapeOnceCounted(before, [{ method: 'POST', route: '/graphql', status_code: '200' }]);
    expect(sample(after, 'graphql_operations_total', operation) - sample(before, 'graphql_operations_total', operation)).toBe(1);
    const timing = { operation: 'MetricsBook', type: 'query' };
    expect(sample(after, 'graphql_operation_duration_seconds_count', timing) - sample(before, 'graphql_operation_duration_seconds_count', timing)).toBe(1);
    expect(sample(after, 'rest_calls_total', rest) - sample(before, 'rest_calls_total', rest)).toBe(1);
    expect(after).not.toMatch(/path="\/api\/books\/4"/);
    const graphqlRoute = { method: 'POST', route: '/graphql', status_code: '200' };
    expect(sample(after, 'http_requests_total', graphqlRoute) - sample(before, 'http_requests_total', graphqlRoute)).toBe(1);
    // One HTTP request observed, with exactly the REST calls the stack saw it make.
    expect(sample(after, 'graphql_rest_calls_per_request_count') - sample(before, 'graphql_rest_calls_per_request_count')).toBe(1);
    expect(sample(after, 'graphql_rest_calls_per_request_sum') - sample(before, 'graphql_rest_calls_per_request_sum')).toBe(answer.restCalls.length);
  });

  it('counts cache hits and misses by key family and store', async () => {
    const miss = { store: 'memory', kind: 'book-detail', result: 'miss' };
    const hit = { store: 'memory', kind: 'book-detail', result: 'hit' };
    const before = await scrape();
    const client = stack.client();
    await client.query('{ book(id: "7") { id title } }');
    await client.query('{ book(id: "7") { id author } }');
    const after = await scrape();
    expect(sample(after, 'cache_lookups_total', miss) - sample(before, 'cache_lookups_total', miss)).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'cache_lookups_total', hit) - sample(before, 'cache_lookups_total', hit)).toBeGreaterThanOrEqual(1);
    for (const kind of labelValues(after, 'cache_lookups_total', 'kind')) expect(kind).toMatch(/^[a-z-]+$/);
  });

  it('observes DataLoader batch sizes by loader', async () => {
    const list = await stack.client().query('{ book(id: "5") { chapters(pageSize: 3) { items { id } } } }');
    const [first, second] = list.data.book.chapters.items as Array<{ id: string }>;
    const before = await scrape();
    const answer = await stack
      .client()
      .query(`{ a: chapter(bookId: "5", chapterId: "${first!.id}") { id } b: chapter(bookId: "5", chapterId: "${second!.id}") { id } }`);
    expect(answer.errors).toBeUndefined();
    const after = await scrape();
    const chapter = { loader: 'chapter' };
    expect(sample(after, 'dataloader_batch_size_count', chapter) - sample(before, 'dataloader_batch_size_count', chapter)).toBe(1);
    expect(sample(after, 'dataloader_batch_size_sum', chapter) - sample(before, 'dataloader_batch_size_sum', chapter)).toBe(2);
  });

  it('counts errors by code, and documents that never resolved as `invalid`', async () => {
    const before = await scrape();
    const client = stack.client();
    await client.query('{ book(id: "4") { id');
    await client.query('{ book(id: "4") { noSuchField } }');
    await client.query('query MetricsMissing { book(id: "999999") { id } }');
    const after = await scrape();
    const delta = (code: string) => sample(after, 'graphql_errors_total', { code }) - sample(before, 'graphql_errors_total', { code });
    expect(delta('GRAPHQL_PARSE_FAILED')).toBe(1);
    expect(delta('GRAPHQL_VALIDATION_FAILED')).toBe(1);
    expect(delta('NOT_FOUND')).toBe(1);
    const invalid = { operation: 'invalid', type: 'unknown', result: 'error' };
    expect(sample(after, 'graphql_operations_total', invalid) - sample(before, 'graphql_operations_total', invalid)).toBe(2);
    expect(sample(after, 'graphql_operations_total', { operation: 'MetricsMissing', type: 'query', result: 'error' })).toBeGreaterThanOrEqual(1);
    for (const code of labelValues(after, 'graphql_errors_total', 'code')) expect(code).toMatch(/^[A-Z_]+$|^other$/);
  });

  it('counts the code its client is sent: a hash that is not its text and too many batched operations are BAD_REQUEST', async () => {
    const before = await scrape();
    const query = '{ __typename }';
    const post = (body: unknown) => fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wrongHash = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('{ other }').digest('hex') } } });
    expect(((await wrongHash.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('BAD_REQUEST');
    const batch = await post(Array.from({ length: 6 }, () => ({ query })));
    expect(((await batch.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('BAD_REQUEST');
    const after = await scrape();
    const delta = (code: string) => sample(after, 'graphql_errors_total', { code }) - sample(before, 'graphql_errors_total', { code });
    expect(delta('BAD_REQUEST')).toBe(2);
    expect(delta('other')).toBe(0);
  });

  it('keeps the operation label bounded whatever names clients send', async () => {
    const client = stack.client();
    for (let i = 0; i < 100; i++) {
      const answer = await client.query(`query Random_${Math.random().toString(36).slice(2)}_${i} { __typename }`);
      expect(answer.errors).toBeUndefined();
    }
    const text = await scrape();
    const names = labelValues(text, 'graphql_operations_total', 'operation');
    const sentinels = ['anonymous', 'other', 'invalid'];
    expect([...names].filter((name) => !sentinels.includes(name)).length).toBeLessThanOrEqual(NAME_CAP);
    expect(labelValues(text, 'graphql_operation_duration_seconds_count', 'operation').size).toBeLessThanOrEqual(NAME_CAP + sentinels.length);
    expect(sample(text, 'graphql_operations_total', { operation: 'other', type: 'query', result: 'ok' })).toBeGreaterThanOrEqual(100 - NAME_CAP);
  });

  it('counts requests to its other routes by route, never by URL', async () => {
    const before = await scrape();
    const cover = await fetch(`${stack.url}/covers/3.svg`);
    expect(cover.status).toBe(200);
    await cover.text();
    const missing = await fetch(`${stack.url}/no/such/page-${Date.now()}`);
    expect(missing.status).toBe(404);
    await missing.text();
    const coverRoute = { method: 'GET', route: '/covers/:file', status_code: '200' };
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    const after = await scrapeOnceCounted(before, [coverRoute, unmatched]);
    expect(sample(after, 'http_requests_total', coverRoute) - sample(before, 'http_requests_total', coverRoute)).toBe(1);
    expect(sample(after, 'http_requests_total', unmatched) - sample(before, 'http_requests_total', unmatched)).toBe(1);
    expect(after).not.toMatch(/no\/such|3\.svg/);
    // The cover came from the API: a REST call like the graph's, by its path template.
    const coverCall = { method: 'GET', path: '/api/covers/{file}', status_code: '200' };
    expect(sample(after, 'rest_calls_total', coverCall) - sample(before, 'rest_calls_total', coverCall)).toBe(1);
  });
});

describe('metrics access', () => {
  it('asks for METRICS_TOKEN when it is set', async () => {
    const token = 'bff-metrics-token-for-tests';
    const config = loadConfig({ NODE_ENV: 'test' }, { API_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'silent', METRICS_TOKEN: token });
    const store = memoryStore({ maxEntries: 100, maxBytes: 1024 * 1024 });
    const bff = await createBff({ config, cache: new ResponseCache(store), logger: pino({ level: 'silent' }) });
    await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}/metrics`;
    try {
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer not-the-right-token-at-all' } })).status).toBe(401);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE http_requests_total counter');
    } finally {
      await bff.apollo.stop();
      await store.close();
    }
  });

  it('never logs a scrape, whatever its query string, nor any request\'s authorization header', async () => {
    const token = 'bff-metrics-token-for-tests';
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const config = loadConfig({ NODE_ENV: 'test' }, { API_URL: 'http://127.0.0.1:9', METRICS_TOKEN: token });
    const store = memoryStore({ maxEntries: 100, maxBytes: 1024 * 1024 });
    const bff = await createBff({ config, cache: new ResponseCache(store), logger });
    await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
    const authorization = `Bearer ${token}`;
    try {
      expect((await fetch(`${base}/metrics?job=bff`, { headers: { authorization } })).status).toBe(200);
      const cover = await fetch(`${base}/covers/not-a-cover.txt`, { headers: { authorization } });
      expect(cover.status).toBe(400);
      await cover.text();
      await expect.poll(() => lines.some((line) => line.includes('not-a-cover'))).toBe(true);
      expect(lines.join('')).not.toContain('/metrics');
      expect(lines.join('')).not.toContain(token);
    } finally {
      await bff.apollo.stop();
      await store.close();
    }
  });

  it('is never proxied by the public nginx server', () => {
    const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    expect(nginx).toMatch(/location \^~ \/metrics\/ \{\s*return 404;\s*\}/);
    // Only /graphql and /covers/ reach the BFF; nothing publishes the API.
    const proxied = [...nginx.matchAll(/location ([^{]+)\{[^}]*proxy_pass/g)].map((match) => match[1]!.trim());
    expect(proxied.sort()).toEqual(['/covers/', '/graphql']);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis metrics', () => {
  it('reports the connection state and counts lookups under the redis store', async () => {
    const logger = pino({ level: 'silent' });
    const store = redisStore(process.env.REDIS_URL!, { timeoutMs: TEST_REDIS_TIMEOUT_MS, logger, keyPrefix: `novel:test:metrics:${Date.now()}:` });
    const stack = await startStack({ store, seed: { books: 4, maxChapters: 2 } });
    try {
      await expect.poll(async () => (await store.health()).ok).toBe(true);
      const before = await (await fetch(`${stack.url}/metrics`)).text();
      expect(sample(before, 'redis_connection_state', { state: 'ready' })).toBe(1);
      expect(sample(before, 'cache_store_info', { store: 'redis' })).toBeGreaterThanOrEqual(1);
      await stack.client().query('{ book(id: "2") { id title } }');
      await stack.client().query('{ book(id: "2") { id author } }');
      const after = await (await fetch(`${stack.url}/metrics`)).text();
      const hit = { store: 'redis', kind: 'book-detail', result: 'hit' };
      expect(sample(after, 'cache_lookups_total', hit) - sample(before, 'cache_lookups_total', hit)).toBeGreaterThanOrEqual(1);
    } finally {
      await stack.close();
    }
  });
});
