/**
 * The home screen through the BFF against the direct REST calls it replaces, side by side in
 * one run: API on PostgreSQL (the 100k-book benchmark catalog), BFF with Redis, both as their own
 * processes on loopback, load from this process with a fixed number of concurrent clients.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/novel_bench REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @novel/bff bench
 *
 * Options (environment): CONNECTIONS (8), DURATION_MS per row (6000: a longer row may run out of cold pages in the 100k-book catalog), BENCH_RUNS (3; the table
 * gives the median of the runs), BENCH_ROWS (rest-cold,bff-cold,rest-warm,bff-warm),
 * BENCH_API_PORT/BENCH_BFF_PORT, BFF_CPU_PROF_DIR and API_CPU_PROF_DIR (run the BFF or the API under
 * `node --cpu-prof`; see bench/cpu-profile-summary.ts), BFF_DIR (a built copy of another version of this package, to
 * measure before and after in the same conditions), BENCH_FLOOR_PORT (for the floor-static row), ACCEPT_ENCODING (what the BFF requests accept, as
 * a browser's `Accept-Encoding`: Chromium's `gzip, deflate, br, zstd` unless set; `identity` for
 * uncompressed answers, as rows before 2026-11-26 night were measured), GRAPHQL_METHOD (POST, the
 * default and what rows before 2026-11-27 used, GET: a query in the URL with Apollo's preflight
 * header, or PERSISTED: GET with the query's hash instead of its text, as the web app sends its
 * queries since 2026-11-27 late morning; the text is registered with each server before the rows).
 *
 * The floor-static row (not run unless BENCH_ROWS names it) sends the BFF's query to Apollo Server
 * alone with the BFF's schema, answering from memory (bench/apollo-floor-server.ts): what the stack
 * itself costs per answer, against which the BFF's own work per cold and warm screen can be read.
 *
 * Load comes from autocannon. A "screen" is what the home page needs: 30 books and the reader's
 * favorite state for each.
 * Direct REST takes two calls (the page, then the favorite check for its ids); the BFF takes
 * one GraphQL request. Cold: every screen asks for a page never asked before (every cache
 * misses). Warm: the same page again and again after a first load.
 * Besides latency, each row reports the CPU time the BFF and the API processes spent per screen
 * (process_cpu_seconds_total from their /metrics, read before and after the row): a measure that
 * other work on a shared machine hardly moves, unlike throughput.
 * Each run starts a fresh BFF with its own Redis key prefix (so cold pages are cold in every run)
 * and deletes its keys afterwards.
 * Writes bff/bench-results/home-page.json and prints the table for BENCHMARKS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';

const DURATION_MS = Number(process.env.DURATION_MS ?? 6_000);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 3_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROW_NAMES = ['rest-cold', 'bff-cold', 'rest-warm', 'bff-warm', 'floor-static'] as const;
type RowName = (typeof ROW_NAMES)[number];
const ROWS = (process.env.BENCH_ROWS ?? 'rest-cold,bff-cold,rest-warm,bff-warm').split(',').map((row) => row.trim()) as RowName[];
for (const row of ROWS) if (!ROW_NAMES.includes(row)) throw new Error(`BENCH_ROWS: unknown row ${row} (rows: ${ROW_NAMES.join(', ')})`);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3301);
const BFF_PORT = Number(process.env.BENCH_BFF_PORT ?? 4301);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4302);
const CPU_PROF_DIR = process.env.BFF_CPU_PROF_DIR;
const API_CPU_PROF_DIR = process.env.API_CPU_PROF_DIR;
/** The BFF package whose dist/ is run: this one, or a copy of another version to compare. */
const BFF_DIR = process.env.BFF_DIR ?? new URL('../', import.meta.url).pathname;
const api = `http://127.0.0.1:${API_PORT}`;
const bff = `http://127.0.0.1:${BFF_PORT}`;
const floor = `http://127.0.0.1:${FLOOR_PORT}`;
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) throw new Error('Set DATABASE_URL (seeded benchmark catalog) and REDIS_URL');
const metricsToken = randomUUID();
const ACCEPT_ENCODING = process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const method = process.env.GRAPHQL_METHOD ?? 'POST';
if (method !== 'POST' && method !== 'GET' && method !== 'PERSISTED') throw new Error(`GRAPHQL_METHOD is POST, GET or PERSISTED, got ${method}`);
const GRAPHQL_METHOD: 'POST' | 'GET' | 'PERSISTED' = method;

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
  spawnedAt: number;
}

/** One node process (no pnpm or tsx wrapper), in its own process group. */
function start(name: string, cwd: string, entry: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, entry, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      if (code && code !== 0) console.error(`${name} exited with ${code}`);
      else if (signal && signal !== 'SIGTERM') console.error(`${name} stopped by ${signal}`);
      resolve();
    }),
  );
  return { child, exited, spawnedAt: performance.now() };
}

async function stop(started: Started) {
  if (started.child.exitCode === null && started.child.signalCode === null && started.child.pid) process.kill(-started.child.pid, 'SIGTERM');
  await started.exited;
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

/**
 * From the Prometheus metrics of the process at `base`: the CPU seconds (user + system) it has used
 * so far, and the errors its GraphQL answers have carried (0 for the API, which has no such metric).
 */
async function processCounters(base: string): Promise<{ cpuSeconds: number; graphqlErrors: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const value = /^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error(`${base}/metrics has no process_cpu_seconds_total`);
  const graphqlErrors = [...text.matchAll(/^graphql_errors_total\{[^}]*\} (\S+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return { cpuSeconds: Number(value), graphqlErrors };
}

/** Deletes every key under a prefix (SCAN + UNLINK: never the whole database). */
async function deleteKeys(prefix: string) {
  const redis = new Redis(redisUrl!);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface RowResult {
  screensPerSecond: number;
  medianMs: number;
  p99Ms: number;
  screens: number;
  /** CPU milliseconds per screen of the GraphQL server (the BFF, or Apollo alone in the floor row) and of the API process. */
  bffCpuMsPerScreen: number | null;
  apiCpuMsPerScreen: number;
  /** Milliseconds from the BFF's start to the row's start and end (to cut a CPU profile to the row). */
  window: { fromMs: number; toMs: number } | null;
}

await assertPortFree(API_PORT);
await assertPortFree(BFF_PORT);
if (ROWS.includes('floor-static')) await assertPortFree(FLOOR_PORT);

const apiProcess = start('api', new URL('../../api/', import.meta.url).pathname, [...(API_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${API_CPU_PROF_DIR}`] : []), '--import', 'tsx', 'src/server.ts'], {
  DATABASE_URL: databaseUrl,
  API_PORT: String(API_PORT),
  // As operators run it: in development the API also checks every answer against its schema.
  NODE_ENV: 'production',
  SEED_BOOKS: '0',
  LOG_LEVEL: 'warn',
  OPENAPI_UI: 'false',
  DATABASE_POOL_SIZE: '20',
  METRICS_TOKEN: metricsToken,
  // Every run registers a reader from 127.0.0.1; the default allows a handful an hour.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
});
let bffProcess: Started | null = null;
let floorProcess: Started | null = null;
const stopAll = () => {
  for (const started of [apiProcess, bffProcess, floorProcess]) if (started?.child.exitCode === null && started.child.signalCode === null && started.child.pid) process.kill(-started.child.pid, 'SIGTERM');
};
process.on('exit', stopAll);

const HOME = 'query Home($page: Int!) { books(page: $page, pageSize: 30) { items { id title author coverImage tags isFavorited } page totalPages hasMore } }';
const HOME_EXTENSIONS = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(HOME).digest('hex') } });

/** Registers HOME as a persisted query with a GraphQL server (its text with its hash, page 1). */
async function registerHome(server: string, cookie?: string) {
  const response = await fetch(`${server}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: HOME, variables: { page: 1 }, extensions: JSON.parse(HOME_EXTENSIONS) as unknown }),
  });
  if (!response.ok) throw new Error(`registering the persisted query with ${server} failed: ${response.status}`);
}

try {
  await waitFor(`${api}/readyz`);
  if (ROWS.includes('floor-static')) {
    floorProcess = start('floor', new URL('../', import.meta.url).pathname, ['--import', 'tsx', 'bench/apollo-floor-server.ts'], {
      API_URL: api,
      FLOOR_PORT: String(FLOOR_PORT),
      NODE_ENV: 'production',
    });
    await waitFor(`${floor}/readyz`);
    if (GRAPHQL_METHOD === 'PERSISTED') await registerHome(floor);
  }
  const username = `bench_${Date.now().toString(36)}`;
  const registered = (await (
    await fetch(`${api}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'bench-password' }) })
  ).json()) as { data: { id: number; token: string } | null; message?: string };
  if (!registered.data) throw new Error(`registering the bench reader failed: ${registered.message ?? 'no message'}`);
  const { id: userId, token } = registered.data;
  const { data: firstPage } = (await (await fetch(`${api}/api/books?page=1&pageSize=30`)).json()) as { data: { totalPages: number } };

  const runs: Array<Partial<Record<RowName, RowResult>>> = [];
  for (let run = 1; run <= RUNS; run++) {
    const keyPrefix = `bench:${randomUUID()}:`;
    // The BFF as production runs it (`node dist/server.js`; `pnpm bench` builds it first).
    const bffStarted = start('bff', BFF_DIR, [...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []), 'dist/server.js'], {
      API_URL: api,
      BFF_PORT: String(BFF_PORT),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
    });
    bffProcess = bffStarted;
    try {
      await waitFor(`${bff}/readyz`);
      const login = await fetch(`${bff}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { login(input: { username: "' + username + '", password: "bench-password" }) { user { id } } }' }),
      });
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      if (GRAPHQL_METHOD === 'PERSISTED') await registerHome(bff, cookie);

      /**
       * One autocannon run of a "screen". Each connection loads screens back to back; a screen's
       * latency runs from its first request going out to its last answer coming back.
       */
      async function load(kind: 'rest' | 'bff' | 'floor', nextPage: () => number, durationMs: number): Promise<RowResult> {
        const screens: number[] = [];
        let failures = 0;
        // A compressed body reaches here garbled (autocannon decodes every body as UTF-8), so for
        // those only the status is checked here, and the BFF's error counter after the row.
        const check = (status: number, body: string, headers: Record<string, string | string[] | undefined> = {}) => {
          if (status !== 200) failures += 1;
          else if (!headers['content-encoding'] && (body.includes('"errors"') || body.includes('"success":false'))) failures += 1;
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
                  method: GRAPHQL_METHOD === 'POST' ? ('POST' as const) : ('GET' as const),
                  path: '/graphql',
                  setupRequest: (request: object, context: Context) => {
                    context.started = performance.now();
                    const operation = { query: HOME, variables: { page: nextPage() } };
                    if (GRAPHQL_METHOD === 'POST') return { ...request, body: JSON.stringify(operation) };
                    const variables = JSON.stringify(operation.variables);
                    const search = new URLSearchParams(GRAPHQL_METHOD === 'GET' ? { query: operation.query, variables } : { variables, extensions: HOME_EXTENSIONS });
                    return { ...request, path: `/graphql?${search}` };
                  },
                  onResponse: (status: number, body: string, context: Context, headers?: Record<string, string | string[] | undefined>) => {
                    check(status, body, headers);
                    finish(context);
                  },
                },
              ];
        const graphqlServer = kind === 'floor' ? floor : bff;
        const [bffBefore, apiBefore] = await Promise.all([processCounters(graphqlServer), processCounters(api)]);
        const fromMs = performance.now() - bffStarted.spawnedAt;
        await autocannon({
          url: kind === 'rest' ? api : graphqlServer,
          connections: CONNECTIONS,
          duration: durationMs / 1000,
          headers:
            kind === 'rest'
              ? { authorization: `Bearer ${token}` }
              : {
                  ...(GRAPHQL_METHOD === 'POST' ? { 'content-type': 'application/json' } : { 'apollo-require-preflight': 'true' }),
                  'accept-encoding': ACCEPT_ENCODING,
                  cookie,
                },
          requests,
        });
        const toMs = performance.now() - bffStarted.spawnedAt;
        const [bffAfter, apiAfter] = await Promise.all([processCounters(graphqlServer), processCounters(api)]);
        if (failures > 0) throw new Error(`${kind}: ${failures} failed answers`);
        if (kind === 'bff' && bffAfter.graphqlErrors > bffBefore.graphqlErrors) throw new Error(`bff: ${bffAfter.graphqlErrors - bffBefore.graphqlErrors} errors in answers`);
        screens.sort((a, b) => a - b);
        const at = (p: number) => screens[Math.min(screens.length - 1, Math.floor(p * screens.length))]!;
        return {
          screensPerSecond: screens.length / (durationMs / 1000),
          medianMs: at(0.5),
          p99Ms: at(0.99),
          screens: screens.length,
          bffCpuMsPerScreen: kind !== 'rest' ? ((bffAfter.cpuSeconds - bffBefore.cpuSeconds) * 1000) / screens.length : null,
          apiCpuMsPerScreen: ((apiAfter.cpuSeconds - apiBefore.cpuSeconds) * 1000) / screens.length,
          window: { fromMs, toMs },
        };
      }

      // Cold rows walk the same pages from 2 upward (page 1 warms the processes up), so both paths
      // read the same rows from PostgreSQL; the BFF never sees a page twice in its cold row. The
      // API caches no page (only list totals), so a fast REST row starts the walk again at page 2.
      const coldPages = (kind: 'rest' | 'bff' | 'floor') => {
        let page = 1;
        return () => {
          page += 1;
          if (page > firstPage.totalPages) {
            if (kind === 'bff') throw new Error('ran out of cold pages: lower DURATION_MS');
            page = 2;
          }
          return page;
        };
      };
      await load('rest', () => 1, WARMUP_MS);
      await load('bff', () => 1, WARMUP_MS);
      if (ROWS.includes('floor-static')) await load('floor', () => 1, WARMUP_MS);

      const results: Partial<Record<RowName, RowResult>> = {};
      for (const row of ROWS) {
        const [kind, cache] = row.split('-') as ['rest' | 'bff' | 'floor', 'cold' | 'warm' | 'static'];
        // The floor answers every page from memory; walking the pages keeps its requests the BFF's cold ones.
        results[row] = await load(kind, cache === 'warm' ? () => 1 : coldPages(kind), DURATION_MS);
      }
      runs.push(results);
      console.error(`run ${run}/${RUNS}: ${ROWS.map((row) => `${row} ${results[row]!.screensPerSecond.toFixed(0)}/s, median ${results[row]!.medianMs.toFixed(1)} ms`).join('; ')}`);
      if (CPU_PROF_DIR) console.error(`run ${run} row windows (ms since the BFF started): ${ROWS.map((row) => `${row} ${results[row]!.window!.fromMs.toFixed(0)}-${results[row]!.window!.toMs.toFixed(0)}`).join(', ')}`);
    } finally {
      await stop(bffStarted);
      bffProcess = null;
      await deleteKeys(keyPrefix);
    }
  }

  /** Each figure of a row is the median of that figure over the runs. */
  const medianRow = (row: RowName) => {
    const all = runs.map((results) => results[row]!);
    const figure = (pick: (result: RowResult) => number | null) => {
      const values = all.map(pick).filter((value): value is number => value !== null);
      return values.length ? median(values) : null;
    };
    return {
      screensPerSecond: figure((r) => r.screensPerSecond)!,
      medianMs: figure((r) => r.medianMs)!,
      p99Ms: figure((r) => r.p99Ms)!,
      bffCpuMsPerScreen: figure((r) => r.bffCpuMsPerScreen),
      apiCpuMsPerScreen: figure((r) => r.apiCpuMsPerScreen)!,
    };
  };
  const table = Object.fromEntries(ROWS.map((row) => [row, medianRow(row)])) as Partial<Record<RowName, ReturnType<typeof medianRow>>>;
  /** A ratio per run, then the median of those (both paths of a ratio come from the same run). */
  const ratio = (pick: (results: Partial<Record<RowName, RowResult>>) => number | null) => {
    const values = runs.map(pick).filter((value): value is number => value !== null && Number.isFinite(value));
    return values.length ? median(values) : null;
  };
  const ratios = {
    coldMedianBffOverRest: ratio((r) => (r['bff-cold'] && r['rest-cold'] ? r['bff-cold'].medianMs / r['rest-cold'].medianMs : null)),
    coldThroughputBffOverRest: ratio((r) => (r['bff-cold'] && r['rest-cold'] ? r['bff-cold'].screensPerSecond / r['rest-cold'].screensPerSecond : null)),
    warmThroughputBffOverRest: ratio((r) => (r['bff-warm'] && r['rest-warm'] ? r['bff-warm'].screensPerSecond / r['rest-warm'].screensPerSecond : null)),
    coldCpuBffOverFloor: ratio((r) => (r['bff-cold'] && r['floor-static'] ? r['bff-cold'].bffCpuMsPerScreen! / r['floor-static'].bffCpuMsPerScreen! : null)),
  };
  const summary = { date: new Date().toISOString(), loadAverage: loadavg(), durationMs: DURATION_MS, connections: CONNECTIONS, runs: RUNS, acceptEncoding: ACCEPT_ENCODING, graphqlMethod: GRAPHQL_METHOD, table, ratios, perRun: runs };
  mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`../bench-results/home-page-${CONNECTIONS}c.json`, import.meta.url), JSON.stringify(summary, null, 2));

  const fmt = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? '-' : value.toFixed(digits));
  const labels: Record<RowName, [string, string]> = {
    'rest-cold': ['direct REST (2 calls)', 'none (pages 2, 3, ...)'],
    'bff-cold': ['BFF GraphQL (1 call)', 'cold (pages 2, 3, ...)'],
    'rest-warm': ['direct REST (2 calls)', 'none (page 1 again)'],
    'bff-warm': ['BFF GraphQL (1 call)', 'warm, Redis (page 1 again)'],
    'floor-static': ['Apollo Server alone, from memory (floor)', 'none (pages 2, 3, ...)'],
  };
  console.log(`\nhome screen (30 books + favorite state), ${CONNECTIONS} concurrent clients, ${DURATION_MS / 1000} s per row, median of ${RUNS} run(s), BFF requests sent as ${GRAPHQL_METHOD} accepting ${ACCEPT_ENCODING}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| path | cache | screens/s | median ms | p99 ms | BFF CPU ms/screen | API CPU ms/screen |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of ROWS) {
    const result = table[row]!;
    console.log(`| ${labels[row][0]} | ${labels[row][1]} | ${fmt(result.screensPerSecond)} | ${fmt(result.medianMs)} | ${fmt(result.p99Ms)} | ${fmt(result.bffCpuMsPerScreen, 2)} | ${fmt(result.apiCpuMsPerScreen, 2)} |`);
  }
  console.log(`\ncold BFF median latency / REST: ${fmt(ratios.coldMedianBffOverRest, 2)}x (goal <= 1.25x at 1 client)`);
  console.log(`cold BFF throughput / REST: ${fmt(ratios.coldThroughputBffOverRest, 2)}x`);
  console.log(`warm BFF throughput / REST: ${fmt(ratios.warmThroughputBffOverRest, 2)}x (goal >= 3x at 8 clients)`);
  if (ROWS.includes('floor-static')) console.log(`cold BFF CPU / the floor's: ${fmt(ratios.coldCpuBffOverFloor, 2)}x`);
} finally {
  if (bffProcess) await stop(bffProcess);
  if (floorProcess) await stop(floorProcess);
  await stop(apiProcess);
}
process.exit(0);
