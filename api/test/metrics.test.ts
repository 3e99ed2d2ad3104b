import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.js';
import { startTestApi, usingPostgres, type TestApi } from './support/test-api.js';

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

/** Every label set of a metric (one string each), to count its series. */
function series(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .map((line) => line.slice(name.length, line.lastIndexOf(' ')));
}

describe('GET /metrics', () => {
  let api: TestApi;

  const scrape = async () => {
    const response = await fetch(`${api.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers in the Prometheus text format, with process metrics', async () => {
    const response = await fetch(`${api.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts a request once, under its route template, and times it', async () => {
    const labels = { method: 'GET', route: '/api/books/:id', status_code: '200' };
    const before = await scrape();
    expect((await api.call('GET', '/api/books/3')).status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels)).toBe(1);
    const timing = { method: 'GET', route: '/api/books/:id' };
    expect(sample(after, 'http_request_duration_seconds_count', timing) - sample(before, 'http_request_duration_seconds_count', timing)).toBe(1);
    // Scrapes do not count themselves.
    expect(after).not.toContain('route="/metrics"');
  });

  it('labels unknown URLs with one route, never the URL, and counts refusals by code', async () => {
    const before = await scrape();
    for (const path of ['/no/such/page', '/api/nothing-here/123', '/api/books/1/%FF']) await api.call('GET', path);
    const after = await scrape();
    const unmatched = (status: string) => ({ method: 'GET', route: 'unmatched', status_code: status });
    expect(sample(after, 'http_requests_total', unmatched('404')) - sample(before, 'http_requests_total', unmatched('404'))).toBe(2);
    expect(sample(after, 'http_requests_total', unmatched('400')) - sample(before, 'http_requests_total', unmatched('400'))).toBe(1);
    expect(after).not.toMatch(/nothing-here|no\/such/);
    expect(sample(after, 'api_errors_total', { code: 'ROUTE_NOT_FOUND' }) - sample(before, 'api_errors_total', { code: 'ROUTE_NOT_FOUND' })).toBe(2);
    // Every route label is a template the app declared, or `unmatched`.
    const routes = new Set(series(after, 'http_requests_total').map((labels) => /route="([^"]*)"/.exec(labels)?.[1]));
    for (const route of routes) expect(route === 'unmatched' || /^\/(api|healthz|readyz)/.test(route ?? '')).toBe(true);
  });

  it('counts the coins a committed check-in credits, by task type', async () => {
    const reader = await api.register('metrics');
    const labels = { task_type: 'daily_checkin', reason: 'daily_checkin' };
    const before = await scrape();
    const answer = await api.call('POST', '/api/tasks/checkin', { token: reader.token, body: { userId: reader.id } });
    expect(answer.status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'coins_credited_total', labels) - sample(before, 'coins_credited_total', labels)).toBe(30);
    const movements = { direction: 'credit', ...labels };
    expect(sample(after, 'ledger_movements_total', movements) - sample(before, 'ledger_movements_total', movements)).toBe(1);

    // A second check-in is refused (409) and credits nothing.
    expect((await api.call('POST', '/api/tasks/checkin', { token: reader.token, body: { userId: reader.id } })).status).toBe(409);
    const again = await scrape();
    expect(sample(again, 'coins_credited_total', labels)).toBe(sample(after, 'coins_credited_total', labels));
    expect(sample(again, 'api_errors_total', { code: 'ALREADY_CHECKED_IN' }) - sample(after, 'api_errors_total', { code: 'ALREADY_CHECKED_IN' })).toBe(1);
  });

  it('counts a ledger movement only when its transaction commits', async () => {
    const reader = await api.register('rollback');
    const credit = { userId: reader.id, amount: 7, taskType: 'other' as const, description: 'adjustment' as const };
    const labels = { task_type: 'other', reason: 'adjustment' };
    const before = sample(await scrape(), 'coins_credited_total', labels);

    await expect(
      api.db.transaction(async (tx) => {
        await ledgerRepository(tx).credit(credit);
        throw new Error('rolled back after the ledger row');
      }),
    ).rejects.toThrow('rolled back');
    expect(sample(await scrape(), 'coins_credited_total', labels)).toBe(before);
    expect(await ledgerRepository(api.db).balance(reader.id)).toBe(0);

    await api.db.transaction((tx) => ledgerRepository(tx).credit(credit));
    expect(sample(await scrape(), 'coins_credited_total', labels)).toBe(before + 7);

    const debit = { direction: 'debit', ...labels };
    const debitsBefore = sample(await scrape(), 'ledger_movements_total', debit);
    await api.db.transaction((tx) => ledgerRepository(tx).debit(credit));
    const after = await scrape();
    expect(sample(after, 'coins_debited_total', labels)).toBeGreaterThanOrEqual(7);
    expect(sample(after, 'ledger_movements_total', debit)).toBe(debitsBefore + 1);
  });

  it('reports the database kind, and the pool on PostgreSQL', async () => {
    const text = await scrape();
    if (usingPostgres) {
      expect(sample(text, 'db_info', { kind: 'postgres' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_max_connections')).toBeGreaterThanOrEqual(20);
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
    } else {
      expect(sample(text, 'db_info', { kind: 'pglite' })).toBeGreaterThanOrEqual(1);
      expect(text).not.toMatch(/^db_pool_connections\{/m);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let api: TestApi;
  const token = 'metrics-token-for-tests';

  beforeAll(async () => {
    api = await startTestApi({ METRICS_TOKEN: token }, { books: 0, maxChapters: 0 });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers only a scrape that carries the token', async () => {
    expect((await fetch(`${api.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
    const answer = await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('# TYPE http_requests_total counter');
  });
});
