/**
 * The home screen through the BFF against the direct REST calls it replaces, side by side in
 * one run: API on PostgreSQL (the 100k-book benchmark catalog), BFF with Redis, both as their own
 * processes on loopback, load from this process with a fixed number of concurrent clients.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/novel_bench REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @novel/bff bench
 *
 * Load comes from autocannon. A "screen" is what the home page needs: 30 books and the reader's
 * favorite state for each.
 * Direct REST takes two calls (the page, then the favorite check for its ids); the BFF takes
 * one GraphQL request. Cold: every screen asks for a page never asked before (every cache
 * misses). Warm: the same page again and again after a first load.
 * Writes bff/bench-results/home-page.json and prints the table for BENCHMARKS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

const DURATION_MS = Number(process.env.DURATION_MS ?? 10_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3301);
const BFF_PORT = Number(process.env.BENCH_BFF_PORT ?? 4301);
const api = `http://127.0.0.1:${API_PORT}`;
const bff = `http://127.0.0.1:${BFF_PORT}`;
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) throw new Error('Set DATABASE_URL (seeded benchmark catalog) and REDIS_URL');

function start(name: string, cwd: string, env: Record<string, string>): ChildProcess {
  // Its own process group, so stopping it also stops the node process that tsx starts.
  const child = spawn('pnpm', ['exec', 'tsx', 'src/server.ts'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  child.on('exit', (code) => code && code !== 0 && console.error(`${name} exited with ${code}`));
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never became ready`);
}

async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is taken; set BENCH_API_PORT/BENCH_BFF_PORT`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
await assertPortFree(API_PORT);
await assertPortFree(BFF_PORT);

const children = [
  start('api', new URL('../../api/', import.meta.url).pathname, {
    DATABASE_URL: databaseUrl,
    API_PORT: String(API_PORT),
    SEED_BOOKS: '0',
    LOG_LEVEL: 'warn',
    OPENAPI_UI: 'false',
    DATABASE_POOL_SIZE: '20',
  }),
  start('bff', new URL('../', import.meta.url).pathname, {
    API_URL: api,
    BFF_PORT: String(BFF_PORT),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench:${randomUUID()}:`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  }),
];
const stopAll = () => children.forEach((child) => child.pid && process.kill(-child.pid, 'SIGTERM'));
process.on('exit', stopAll);

try {
  await waitFor(`${api}/readyz`);
  await waitFor(`${bff}/readyz`);

  const username = `bench_${Date.now().toString(36)}`;
  const registered = (await (
    await fetch(`${api}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'bench-password' }) })
  ).json()) as { data: { id: number; token: string } };
  const { id: userId, token } = registered.data;
  const login = await fetch(`${bff}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(input: { username: "' + username + '", password: "bench-password" }) { user { id } } }' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  const HOME = 'query Home($page: Int!) { books(page: $page, pageSize: 30) { items { id title author coverImage tags isFavorited } page totalPages hasMore } }';
  const { data: firstPage } = (await (await fetch(`${api}/api/books?page=1&pageSize=30`)).json()) as { data: { totalPages: number } };

  /**
   * One autocannon run of a "screen". Each connection loads screens back to back; a screen's
   * latency runs from its first request going out to its last answer coming back.
   */
  async function load(kind: 'rest' | 'bff', nextPage: () => number) {
    const screens: number[] = [];
    let failures = 0;
    const check = (status: number, body: string) => {
      if (status !== 200 || body.includes('"errors"') || body.includes('"success":false')) failures += 1;
    };
    type Context = { started?: number; ids?: string };
    const finish = (context: Context) => screens.push(performance.now() - (context.started ?? performance.now()));
    const requests =
      kind === 'rest'
        ? [
            {
              method: 'GET' as const,
              setupRequest: (request: object, context: Context) => {
                context.started = performance.now();
                return { ...request, path: `/api/books?page=${nextPage()}&pageSize=30` };
              },
              onResponse: (status: number, body: string, context: Context) => {
                check(status, body);
                context.ids = (JSON.parse(body) as { data: { books: Array<{ book_id: number }> } }).data.books.map((book) => book.book_id).join(',');
              },
            },
            {
              method: 'GET' as const,
              setupRequest: (request: object, context: Context) => ({ ...request, path: `/api/favorites/check/${userId}?bookIds=${context.ids}` }),
              onResponse: (status: number, body: string, context: Context) => {
                check(status, body);
                finish(context);
              },
            },
          ]
        : [
            {
              method: 'POST' as const,
              path: '/graphql',
              setupRequest: (request: object, context: Context) => {
                context.started = performance.now();
                return { ...request, body: JSON.stringify({ query: HOME, variables: { page: nextPage() } }) };
              },
              onResponse: (status: number, body: string, context: Context) => {
                check(status, body);
                finish(context);
              },
            },
          ];
    await autocannon({
      url: kind === 'rest' ? api : bff,
      connections: CONNECTIONS,
      duration: DURATION_MS / 1000,
      headers: kind === 'rest' ? { authorization: `Bearer ${token}` } : { 'content-type': 'application/json', cookie },
      requests,
    });
    if (failures > 0) throw new Error(`${kind}: ${failures} failed answers`);
    screens.sort((a, b) => a - b);
    const at = (p: number) => screens[Math.min(screens.length - 1, Math.floor(p * screens.length))]!;
    return { screensPerSecond: screens.length / (DURATION_MS / 1000), medianMs: at(0.5), p99Ms: at(0.99), screens: screens.length };
  }

  // Cold rows walk the same pages from 2 upward (page 1 warms the processes up), so both paths
  // read the same rows from PostgreSQL; the BFF never sees a page twice in its cold row.
  const coldPages = () => {
    let page = 1;
    return () => {
      page += 1;
      if (page > firstPage.totalPages) throw new Error('ran out of cold pages: lower DURATION_MS');
      return page;
    };
  };
  await load('rest', () => 1);
  await load('bff', () => 1);

  const results = {
    restCold: await load('rest', coldPages()),
    bffCold: await load('bff', coldPages()),
    restWarm: await load('rest', () => 1),
    bffWarm: await load('bff', () => 1),
  };
  const ratios = {
    warmThroughputBffOverRest: results.bffWarm.screensPerSecond / results.restWarm.screensPerSecond,
    coldMedianOverhead: results.bffCold.medianMs / results.restCold.medianMs - 1,
    coldThroughputBffOverRest: results.bffCold.screensPerSecond / results.restCold.screensPerSecond,
  };
  const summary = { durationMs: DURATION_MS, connections: CONNECTIONS, results, ratios };
  mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../bench-results/home-page.json', import.meta.url), JSON.stringify(summary, null, 2));

  const fmt = (value: number) => value.toFixed(1);
  console.log(`\nhome screen (30 books + favorite state), ${CONNECTIONS} concurrent clients, ${DURATION_MS / 1000} s per row\n`);
  console.log('| path | cache | screens/s | median ms | p99 ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const [label, cache, row] of [
    ['direct REST (2 calls)', 'none (pages 2, 3, ...)', results.restCold],
    ['BFF GraphQL (1 call)', 'cold (pages 2, 3, ...)', results.bffCold],
    ['direct REST (2 calls)', 'none (page 1 again)', results.restWarm],
    ['BFF GraphQL (1 call)', 'warm (page 1 again)', results.bffWarm],
  ] as const) {
    console.log(`| ${label} | ${cache} | ${fmt(row.screensPerSecond)} | ${fmt(row.medianMs)} | ${fmt(row.p99Ms)} |`);
  }
  console.log(`\nwarm BFF throughput / REST: ${ratios.warmThroughputBffOverRest.toFixed(2)}x (goal >= 2x)`);
  console.log(`cold BFF median latency over REST: ${(ratios.coldMedianOverhead * 100).toFixed(1)}% (goal <= 30%)`);
  console.log(`cold BFF throughput / REST: ${ratios.coldThroughputBffOverRest.toFixed(2)}x`);
} finally {
  stopAll();
}
process.exit(0);
