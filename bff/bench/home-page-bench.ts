/**
 * The home screen through the BFF against the direct REST calls it replaces, side by side in
 * one run: API on PostgreSQL (the 100k-book benchmark catalog), BFF with Redis, both as their own
 * processes on loopback, load from this process with a fixed number of concurrent clients.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/novel_bench REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @novel/bff bench
 *
 * A "screen" is what the home page needs: 30 books and the reader's favorite state for each.
 * Direct REST takes two calls (the page, then the favorite check for its ids); the BFF takes
 * one GraphQL request. Cold: every screen asks for a page never asked before (every cache
 * misses). Warm: the same page again and again after a first load.
 * Writes bff/bench-results/home-page.json and prints the table for BENCHMARKS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

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

  const restScreen = async (page: number) => {
    const headers = { authorization: `Bearer ${token}` };
    const listResponse = await fetch(`${api}/api/books?page=${page}&pageSize=30`, { headers });
    const list = (await listResponse.json()) as { data: { books: Array<{ book_id: number }> } };
    if (!listResponse.ok || list.data.books.length !== 30) throw new Error(`REST books ${listResponse.status} page ${page}: ${JSON.stringify(list).slice(0, 200)}`);
    const ids = list.data.books.map((book) => book.book_id).join(',');
    const states = await fetch(`${api}/api/favorites/check/${userId}?bookIds=${ids}`, { headers });
    if (!states.ok) throw new Error(`REST ${states.status} page ${page}: ${await states.text()}`);
    await states.json();
  };
  const HOME = 'query Home($page: Int!) { books(page: $page, pageSize: 30) { items { id title author coverImage tags isFavorited } page totalPages hasMore } }';
  const bffScreen = async (page: number) => {
    const response = await fetch(`${bff}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: HOME, variables: { page } }),
    });
    const body = (await response.json()) as { errors?: unknown; data?: { books: { items: unknown[] } } };
    if (!response.ok || body.errors || body.data?.books.items.length !== 30) throw new Error(`BFF ${response.status} ${JSON.stringify(body.errors)}`);
  };

  /** Runs `screen` from CONNECTIONS concurrent clients for DURATION_MS; page numbers come from `nextPage`. */
  async function load(screen: (page: number) => Promise<void>, nextPage: () => number) {
    const samples: number[] = [];
    const deadline = performance.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          await screen(nextPage());
          samples.push(performance.now() - started);
        }
      }),
    );
    samples.sort((a, b) => a - b);
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
    return { screensPerSecond: samples.length / (DURATION_MS / 1000), medianMs: at(0.5), p99Ms: at(0.99), screens: samples.length };
  }

  // Pages 1..3333 exist; REST takes the low half, the BFF the high half, so BFF pages are never warm.
  let restPage = 1;
  let bffPage = 1700;
  const nextRest = () => (restPage = restPage >= 1650 ? 1 : restPage + 1);
  const nextBff = () => {
    bffPage += 1;
    if (bffPage > 3333) throw new Error('ran out of cold pages: lower DURATION_MS');
    return bffPage;
  };
  await restScreen(1);
  await bffScreen(1);

  const results = {
    restCold: await load(restScreen, nextRest),
    bffCold: await load(bffScreen, nextBff),
    restWarm: await load(restScreen, () => 1),
    bffWarm: await load(bffScreen, () => 1),
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
  for (const [label, row] of [
    ['direct REST (2 calls)', results.restCold, 'n/a (distinct pages)'],
    ['BFF GraphQL (1 call)', results.bffCold, 'cold (every page new)'],
    ['direct REST (2 calls)', results.restWarm, 'n/a (same page)'],
    ['BFF GraphQL (1 call)', results.bffWarm, 'warm (same page)'],
  ] as const) {
    console.log(`| ${label} | ${row === results.restCold || row === results.restWarm ? label && (row === results.restCold ? 'distinct pages' : 'same page') : row === results.bffCold ? 'cold' : 'warm'} | ${fmt(row.screensPerSecond)} | ${fmt(row.medianMs)} | ${fmt(row.p99Ms)} |`);
  }
  console.log(`\nwarm BFF throughput / REST: ${ratios.warmThroughputBffOverRest.toFixed(2)}x (goal >= 2x)`);
  console.log(`cold BFF median latency over REST: ${(ratios.coldMedianOverhead * 100).toFixed(1)}% (goal <= 30%)`);
  console.log(`cold BFF throughput / REST: ${ratios.coldThroughputBffOverRest.toFixed(2)}x`);
} finally {
  stopAll();
}
process.exit(0);
