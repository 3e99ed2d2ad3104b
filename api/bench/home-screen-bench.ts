/**
 * The API's cold home screen under load: what a signed-in reader's home page asks of the REST API
 * directly, `GET /api/books?page=N&pageSize=30` and then `GET /api/favorites/check/{userId}?bookIds=`
 * with that page's 30 ids, pages 2, 3, 4, ... never repeated within a run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/novel_bench_api pnpm --filter @novel/api bench:home
 *
 * The API runs as its own process (NODE_ENV=production, LOG_LEVEL=warn, pool of 20, as the BFF's
 * home-page bench starts it) on a seeded catalog; this process registers and signs in a reader and
 * drives the screens from a fixed number of concurrent clients (each one keep-alive connection,
 * loading screens back to back). Per run: screens/s, p50/p99 of a screen (first request out to
 * second answer in), and CPU per screen, from /proc: of the API process (and the share of it
 * spent in the kernel), of the PostgreSQL backends serving the benchmark database (approximate: a
 * backend that exits mid-run is missed) and of this load generator.
 *
 * BENCH_BASE_DIR names another copy of api/ (e.g. the last commit's, written out with `git show`):
 * it is started too, on the next port, and each run measures both, one after the other, so "before"
 * and "after" share the machine's load. BENCH_RUNS (3) runs; medians per row.
 * Writes api/bench-results/home-screen.json and prints the table for BENCHMARKS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';

const DURATION_MS = Number(process.env.DURATION_MS ?? 5_000);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 3_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CLIENTS = (process.env.CLIENTS ?? '1,8').split(',').map(Number);
const PORT = Number(process.env.BENCH_API_PORT ?? 3321);
const PAGE_SIZE = 30;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a seeded catalog (e.g. postgres://postgres@127.0.0.1:5432/novel_bench_api)');
/** Extra node flags for the API processes, e.g. BENCH_NODE_ARGS=--cpu-prof --cpu-prof-dir=/tmp/prof. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

interface Target {
  name: 'current' | 'base';
  dir: string;
  port: number;
  child?: ChildProcess;
}
const targets: Target[] = [{ name: 'current', dir: new URL('../', import.meta.url).pathname, port: PORT }];
if (process.env.BENCH_BASE_DIR) targets.unshift({ name: 'base', dir: process.env.BENCH_BASE_DIR, port: PORT + 1 });

async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is taken; set BENCH_API_PORT`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function start(target: Target): ChildProcess {
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'src/server.ts'], {
    cwd: target.dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      API_PORT: String(target.port),
      SEED_BOOKS: '0',
      LOG_LEVEL: 'warn',
      OPENAPI_UI: 'false',
      DATABASE_POOL_SIZE: '20',
      // One reader per target and run of this script; the default of 10 an hour would stop reruns.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => code && console.error(`${target.name} API exited with ${code ?? signal}`));
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never became ready`);
}

/** A GET on a keep-alive agent with one socket per client: the connection a REST client holds. */
function get(agent: Agent, port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function postJson<T>(port: number, path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Registers a reader and signs in, as the REST client does: the token goes in Authorization: Bearer. */
async function signIn(port: number): Promise<{ userId: number; token: string }> {
  const username = `home_${randomBytes(5).toString('hex')}`;
  const password = 'Bench-password-7';
  await postJson(port, '/api/auth/register', { username, password });
  const { id, token } = await postJson<{ id: number; token: string }>(port, '/api/auth/login', { username, password });
  return { userId: id, token };
}

const clockTicks = 100; // USER_HZ on Linux
/** User and system CPU seconds of a process, from /proc (Linux). */
function processCpu(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) / clockTicks, system: Number(fields[12]) / clockTicks };
}

const adminPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
/** CPU seconds of the PostgreSQL backends connected to the benchmark database, by pid (from /proc). */
async function backendCpu(): Promise<Map<number, number>> {
  const { rows } = await adminPool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const { user, system } = processCpu(pid);
      cpu.set(pid, user + system);
    } catch {
      // Gone since pg_stat_activity listed it.
    }
  }
  return cpu;
}
const backendDelta = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

interface RunResult {
  screens: number;
  seconds: number;
  screensPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  apiCpuMsPerScreen: number;
  apiSystemCpuShare: number;
  pgCpuMsPerScreen: number;
  loadGeneratorCpuMsPerScreen: number;
}

/**
 * `clients` concurrent clients load screens back to back for `durationMs`, each screen a page not
 * asked for before in this run (2, 3, ...); a run ends early if the catalog runs out of pages.
 */
async function load(target: Target, reader: { userId: number; token: string }, clients: number, durationMs: number, totalPages: number): Promise<RunResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const headers = { authorization: `Bearer ${reader.token}` };
  const latencies: number[] = [];
  let nextPage = 2;
  let failures = 0;
  const pid = target.child!.pid!;
  const [apiBefore, pgBefore] = [processCpu(pid), await backendCpu()];
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + durationMs;
  async function client() {
    while (performance.now() < deadline && nextPage <= totalPages) {
      const page = nextPage++;
      const screenStarted = performance.now();
      const list = await get(agent, target.port, `/api/books?page=${page}&pageSize=${PAGE_SIZE}`, headers);
      if (list.status !== 200) failures += 1;
      const ids = (JSON.parse(list.body) as { data: { books: Array<{ book_id: number }> } }).data.books.map((book) => book.book_id);
      const check = await get(agent, target.port, `/api/favorites/check/${reader.userId}?bookIds=${ids.join(',')}`, headers);
      if (check.status !== 200 || !check.body.startsWith('{"success":true')) failures += 1;
      latencies.push(performance.now() - screenStarted);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const [apiAfter, pgAfter] = [processCpu(pid), await backendCpu()];
  const apiUser = apiAfter.user - apiBefore.user;
  const apiSystem = apiAfter.system - apiBefore.system;
  agent.destroy();
  if (failures > 0) throw new Error(`${target.name}: ${failures} failed answers`);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const screens = latencies.length;
  return {
    screens,
    seconds,
    screensPerSecond: screens / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    apiCpuMsPerScreen: ((apiUser + apiSystem) * 1000) / screens,
    apiSystemCpuShare: apiSystem / (apiUser + apiSystem),
    pgCpuMsPerScreen: (backendDelta(pgBefore, pgAfter) * 1000) / screens,
    loadGeneratorCpuMsPerScreen: (own.user + own.system) / 1000 / screens,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

for (const target of targets) await assertPortFree(target.port);
const stopAll = () => targets.forEach((target) => target.child?.exitCode === null && target.child.kill('SIGTERM'));
process.on('exit', stopAll);

const loadAtStart = loadavg();
const results: Record<string, Record<number, RunResult[]>> = {};
try {
  for (const target of targets) target.child = start(target);
  const readers = new Map<Target, { userId: number; token: string }>();
  let totalPages = 0;
  for (const target of targets) {
    await waitFor(`http://127.0.0.1:${target.port}/readyz`);
    readers.set(target, await signIn(target.port));
    const first = (await (await fetch(`http://127.0.0.1:${target.port}/api/books?page=1&pageSize=${PAGE_SIZE}`)).json()) as { data: { totalPages: number } };
    totalPages = first.data.totalPages;
    results[target.name] = {};
  }
  // Warm-up (JIT, the pool's connections, PostgreSQL's caches): one run at the most clients, unrecorded.
  for (const target of targets) await load(target, readers.get(target)!, Math.max(...CLIENTS), WARMUP_MS, totalPages);
  for (let run = 1; run <= RUNS; run++) {
    for (const clients of CLIENTS) {
      for (const target of targets) {
        const result = await load(target, readers.get(target)!, clients, DURATION_MS, totalPages);
        (results[target.name]![clients] ??= []).push(result);
        console.log(
          `run ${run} ${target.name.padEnd(7)} ${clients} client(s): ${result.screensPerSecond.toFixed(1)} screens/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
            `API ${result.apiCpuMsPerScreen.toFixed(2)} ms CPU/screen (${(result.apiSystemCpuShare * 100).toFixed(0)}% system), PostgreSQL ${result.pgCpuMsPerScreen.toFixed(2)}, load generator ${result.loadGeneratorCpuMsPerScreen.toFixed(2)} (${result.screens} screens in ${result.seconds.toFixed(1)} s)`,
        );
      }
    }
  }
} finally {
  await Promise.all(targets.map((target) => target.child && stop(target.child)));
  await adminPool.end();
}

const loadAtEnd = loadavg();
const medians = Object.fromEntries(
  Object.entries(results).map(([name, byClients]) => [
    name,
    Object.fromEntries(
      Object.entries(byClients).map(([clients, runs]) => [
        clients,
        Object.fromEntries((['screensPerSecond', 'p50Ms', 'p99Ms', 'apiCpuMsPerScreen', 'apiSystemCpuShare', 'pgCpuMsPerScreen', 'loadGeneratorCpuMsPerScreen'] as const).map((key) => [key, median(runs.map((r) => r[key]))])),
      ]),
    ),
  ]),
) as Record<string, Record<string, Record<keyof RunResult, number>>>;

const summary = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd },
  durationMs: DURATION_MS,
  runs: RUNS,
  clients: CLIENTS,
  medians,
  results,
};
mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../bench-results/home-screen.json', import.meta.url), JSON.stringify(summary, null, 2));

const fmt = (value: number, digits = 1) => value.toFixed(digits);
console.log(`\ncold home screen (page of 30 + favorite check), median of ${RUNS} runs of ${DURATION_MS / 1000} s; load average ${loadAtStart.map((v) => v.toFixed(2)).join(' ')} at start, ${loadAtEnd.map((v) => v.toFixed(2)).join(' ')} at end\n`);
console.log('| code | clients | screens/s | p50 ms | p99 ms | API CPU ms/screen | PostgreSQL CPU ms/screen | load generator CPU ms/screen |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const clients of CLIENTS) {
  for (const target of targets) {
    const row = medians[target.name]![clients]!;
    console.log(
      `| ${target.name} | ${clients} | ${fmt(row.screensPerSecond)} | ${fmt(row.p50Ms)} | ${fmt(row.p99Ms)} | ${fmt(row.apiCpuMsPerScreen, 2)} | ${fmt(row.pgCpuMsPerScreen, 2)} | ${fmt(row.loadGeneratorCpuMsPerScreen, 2)} |`,
    );
  }
}
if (medians.base && medians.current) {
  for (const clients of CLIENTS) {
    const [base, now] = [medians.base[clients]!, medians.current[clients]!];
    console.log(
      `${clients} client(s): throughput ${fmt(now.screensPerSecond / base.screensPerSecond, 2)}x, API CPU per screen ${fmt(base.apiCpuMsPerScreen / now.apiCpuMsPerScreen, 2)}x less`,
    );
  }
}
process.exit(0);
