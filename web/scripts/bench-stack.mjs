// The real stack for the web benchmarks (bench-web.mjs, bench-chapter-turn.mjs): child processes in
// process groups of their own, stopped together at the end or on Ctrl-C; the web build, the API
// (in-memory, seeded), the BFF and a web server of that build (`vite preview`, or nginx with
// BENCH_WEB_SERVER=nginx) on the ports a benchmark names.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findExecutable } from '../../ops/cluster/config.mjs';
import { nginxArgs, writeComposeLayout } from '../../ops/cluster/nginx.mjs';

export const scriptsDir = dirname(fileURLToPath(import.meta.url));
export const webDir = join(scriptsDir, '..');
export const repoDir = join(webDir, '..');

const children = [];
const cleanups = [];
const startedAt = Date.now();

export function log(message) {
  process.stdout.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)}s] ${message}\n`);
}

export function secondsSinceStart() {
  return (Date.now() - startedAt) / 1000;
}

/** Runs `cleanup` (before the processes are stopped) when the benchmark ends. */
export function onStop(cleanup) {
  cleanups.push(cleanup);
}

/** Starts a command in a process group of its own (so the whole tree can be stopped), keeping its output's tail. */
export function start(name, command, args, { env = {}, cwd = repoDir } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { name, child, tail: [], exited: null };
  const keep = (chunk) => {
    entry.tail.push(...chunk.toString().split('\n').filter(Boolean));
    entry.tail.splice(0, Math.max(0, entry.tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    entry.exited = { code, signal };
  });
  children.push(entry);
  return entry;
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(name, command, args, { env = {}, cwd = repoDir } = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export async function waitFor(entry, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.exited)
      throw new Error(`${entry.name} exited (${JSON.stringify(entry.exited)}) before ${url} answered:\n${entry.tail.join('\n')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${entry.name}: ${url} did not answer within ${timeoutMs / 1000} s:\n${entry.tail.join('\n')}`);
}

export async function stopAll() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.warn(`bench: cleanup failed: ${error.message}`);
    }
  }
  const running = children.splice(0).filter((entry) => !entry.exited);
  for (const entry of running) signalGroup(entry, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (running.some((entry) => !entry.exited) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const entry of running) if (!entry.exited) signalGroup(entry, 'SIGKILL');
}

function signalGroup(entry, signal) {
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void stopAll().finally(() => process.exit(130));
  });
}

/** Throws when a port of `ports` is taken (another run's server there would answer in ours' place). */
export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    await new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', () =>
        reject(new Error(`port ${port} (${name}) is in use: set BENCH_PORT_OFFSET to move this benchmark's ports`)),
      );
      server.listen(port, '127.0.0.1', () => server.close(resolve));
    });
  }
}

/**
 * Builds the web app into web/<buildDir> (removed by the benchmark when it ends). `minify: false`
 * keeps the code's own names, so a CPU profile says which function the time went to.
 */
export function buildWeb(buildDir, { minify = true } = {}) {
  const args = ['--outDir', buildDir, ...(minify ? [] : ['--minify', 'false'])];
  log(`building the web app (vite build ${args.join(' ')})`);
  run('vite build', 'pnpm', ['--filter', '@novel/web', 'exec', 'vite', 'build', ...args, '--logLevel', 'warn']);
}

/** `folder` of `revision`, written out into a new temporary folder (removed when the benchmark ends). */
export function checkOutFolder(revision, folder) {
  const root = mkdtempSync(join(os.tmpdir(), `bench-${folder}-${revision.slice(0, 10)}-`));
  onStop(() => rmSync(root, { recursive: true, force: true }));
  extractFolder(revision, folder, root);
  return root;
}

/** `path` of `revision` (a folder or file of the repository) written into `into`, less its first path segment. */
export function extractFolder(revision, path, into) {
  const archive = spawnSync('git', ['archive', '--format=tar', revision, path], { cwd: repoDir, maxBuffer: 256 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${revision} ${path} failed: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '--strip-components=1', '-C', into], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
}

/**
 * web/ of another revision (a full commit id), with this tree's node_modules linked in, built into
 * its dist/; returns its folder. A revision whose web/package.json differs needs its own install.
 */
export function buildWebOfRevision(revision, { minify = true } = {}) {
  const root = checkOutFolder(revision, 'web');
  symlinkSync(join(webDir, 'node_modules'), join(root, 'node_modules'));
  log(`building ${revision.slice(0, 10)} (web/ of that revision)`);
  const args = ['build', '--outDir', 'dist', '--logLevel', 'warn', ...(minify ? [] : ['--minify', 'false'])];
  run('vite build (base)', process.execPath, [viteBin(), ...args], { cwd: root });
  return root;
}

/**
 * Starts the API (in-memory PGlite, 120 seeded books), the BFF and the web server of web/<buildDir>
 * on `ports` ({ api, bff, web }); the caller waits for them (`waitForApp`). `apiEnv` adds to the API's settings.
 */
export function startApp({ ports, buildDir, apiEnv = {} }) {
  const api = start('api', 'pnpm', ['--filter', '@novel/api', 'exec', 'tsx', 'src/server.ts'], {
    env: {
      API_PORT: String(ports.api),
      // As operators run it: in development the API also checks every answer against its schema.
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      SEED_BOOKS: '120',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      TRUST_PROXY: 'loopback',
      MIN_READ_SECONDS_FOR_REWARD: '1',
      ...apiEnv,
    },
  });
  const bff = start('bff', 'pnpm', ['--filter', '@novel/bff', 'exec', 'tsx', 'src/server.ts'], {
    env: {
      BFF_PORT: String(ports.bff),
      API_URL: `http://127.0.0.1:${ports.api}`,
      REDIS_URL: '',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
  });
  const web = startWebServer({ name: 'web', buildDir, port: ports.web, bffPort: ports.bff });
  return { api, bff, web };
}

/**
 * What serves the build, for every web benchmark: `vite preview` (the quick start's server, the
 * default) or, with BENCH_WEB_SERVER=nginx, deploy/nginx.conf as docker-compose runs it (what a
 * phone gets in production; needs nginx installed).
 */
export const webServer = process.env.BENCH_WEB_SERVER || 'preview';
if (!['preview', 'nginx'].includes(webServer)) throw new Error(`BENCH_WEB_SERVER is preview or nginx, got "${webServer}"`);

/**
 * The web server (`webServer`) of a build on `port`, forwarding /graphql and /covers to the BFF on
 * `bffPort`. `webRoot` is the web app's folder (a copy of it for an older build); `buildDir` is
 * relative to it. `deployDir` is the deploy/ folder whose nginx.conf nginx runs.
 */
export function startWebServer({ name, buildDir, port, bffPort, webRoot = null, deployDir = join(repoDir, 'deploy') }) {
  if (webServer === 'nginx') return startNginx({ name, root: join(webRoot ?? webDir, buildDir), port, bffPort, deployDir });
  const args = ['preview', '--outDir', buildDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
  const env = { BFF_URL: `http://127.0.0.1:${bffPort}` };
  if (webRoot === null) return start(name, 'pnpm', ['--filter', '@novel/web', 'exec', 'vite', ...args], { env });
  return start(name, process.execPath, [viteBin(), ...args], { env, cwd: webRoot });
}

function startNginx({ name, root, port, bffPort, deployDir }) {
  const nginx = findExecutable(process.env.CLUSTER_NGINX ?? 'nginx', ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']);
  if (!nginx) throw new Error('BENCH_WEB_SERVER=nginx: nginx not found (Debian: apt-get install nginx)');
  const dir = mkdtempSync(join(os.tmpdir(), `bench-nginx-${name}-`));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const layout = writeComposeLayout({
    dir,
    deployDir,
    environment: `listen 127.0.0.1:${port};\nroot "${root}";\nset $bff http://127.0.0.1:${bffPort};\n`,
  });
  // Run as root, nginx's workers would be `nobody`, who may not read a build in a private temporary folder.
  const asRoot = process.getuid?.() === 0 ? ['-g', 'user root;'] : [];
  return start(name, nginx, [...nginxArgs(layout.main, layout.dir), ...asRoot]);
}

/** Vite's command-line script, for running it in a folder outside the workspace. */
export function viteBin() {
  return join(dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
}

/** Waits until the API, the BFF and the web server started by `startApp` answer. */
export async function waitForApp({ api, bff, web }, ports) {
  await waitFor(api, `http://127.0.0.1:${ports.api}/readyz`, 120_000);
  await waitFor(bff, `http://127.0.0.1:${ports.bff}/healthz`, 120_000);
  await waitFor(web, `http://127.0.0.1:${ports.web}/login`, 60_000);
}

// ---------------------------------------------------------------------------------------------
// GraphQL through the web origin, with a browser context's cookie jar

/** One GraphQL operation through the app's origin; its data, or an error for any GraphQL error. */
export async function graphql(webUrl, request, query, variables) {
  const response = await request.post(`${webUrl}/graphql`, {
    data: { query, variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok() || !body || body.errors) throw new Error(`GraphQL ${response.status()}: ${JSON.stringify(body?.errors ?? body)}`);
  return body.data;
}

// The fields of the app's StoredUser_user fragment (web/src/shared/auth/stored-user.ts): what the
// app keeps in localStorage after signing in.
const registerMutation = `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user { id username email coins readHistory { chapterId progress updatedAt book { id title coverImage } } }
    }
  }`;

/**
 * Registers a new reader in `context` (its Set-Cookie lands there, on the app's origin): the
 * stored-user record the app keeps, and the context's cookies for the origin.
 */
export async function registerReader(webUrl, context, prefix) {
  const username = `${prefix}_${randomBytes(5).toString('hex')}`;
  const password = `${prefix}-${randomBytes(6).toString('hex')}-Pw9`;
  const data = await graphql(webUrl, context.request, registerMutation, { input: { username, password } });
  const cookies = await context.cookies(webUrl);
  if (cookies.length === 0) throw new Error('registration set no cookie on the web origin');
  return { record: data.register.user, cookies };
}

/**
 * Runs `action(page)` on a blank document of `origin` (the app's code never runs there), for
 * reading or writing that origin's storage; leaves the page on about:blank.
 */
export async function onOrigin(page, origin, action) {
  // The app's service worker, left registered by the run before, would answer this navigation
  // with the app itself (its navigation fallback), out of page.route's reach: the app then ran in
  // this tab, held its IndexedDB open, and a reset's delete of it waited for good. Lighthouse's
  // own reset removes the worker too, before every run.
  await clearOriginData(page, origin, 'service_workers');
  const blank = `${origin}/__bench-blank`;
  await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  await page.goto(blank);
  try {
    return await action(page);
  } finally {
    await page.unroute(blank);
    await page.goto('about:blank');
  }
}

/** Clears `storageTypes` of `origin` (a list as CDP's Storage.clearDataForOrigin takes it). */
async function clearOriginData(page, origin, storageTypes) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  } finally {
    await cdp.detach();
  }
}

/**
 * Leaves `origin`'s storage as a first visit finds it: localStorage holding only the stored-user
 * record `record` (nothing for a guest, null) and no IndexedDB database. Lighthouse's own reset
 * keeps both, and the app writes to them as it runs: without this, each run of home restored the
 * feed the run before had saved, which grew by a page or two every time Lighthouse's full-page
 * screenshot brought the list's end into view (30, then 45, then 60 cards).
 */
export async function resetAppStorage(page, origin, record) {
  // Cleared by the browser, not by the page: a page's deleteDatabase waits for every connection to
  // close, and one run in a few left it waiting for good (the bench then hung until killed).
  await clearOriginData(page, origin, 'local_storage,indexeddb');
  await onOrigin(page, origin, (blank) =>
    blank.evaluate((user) => {
      globalThis.localStorage.clear();
      if (user) globalThis.localStorage.setItem('user', JSON.stringify(user));
    }, record),
  );
}

/**
 * Runs a benchmark's main, then stops everything it started and removes its own build of the app
 * (served by the preview only for this run; `eslint .` would lint it otherwise).
 */
export async function runBench(main, buildDir) {
  try {
    await main();
  } catch (error) {
    console.error(`bench: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
    rmSync(join(webDir, buildDir), { recursive: true, force: true });
  }
}

/** Debian Chromium's flags for running here (headless, no sandbox, nothing fetched in the background). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's throttling for each mode of `lighthouseRun`, and how reports name it. `cpu` is a
 * phone on a fast network: the CPU slowed 4x as in the other two modes, the requests not slowed.
 */
export const throttlingModes = {
  simulate: { label: 'simulated throttling', flags: { throttlingMethod: 'simulate' } },
  devtools: { label: 'devtools throttling', flags: { throttlingMethod: 'devtools' } },
  cpu: {
    label: 'devtools throttling of the CPU alone, 4x',
    flags: {
      throttlingMethod: 'devtools',
      throttling: {
        cpuSlowdownMultiplier: 4,
        rttMs: 0,
        throughputKbps: 0,
        requestLatencyMs: 0,
        downloadThroughputKbps: 0,
        uploadThroughputKbps: 0,
      },
    },
  },
};

const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;

/**
 * Lighthouse's documentation (docs/throttling.md, "Calibrating the CPU slowdown") sets its default
 * 4x for a high-end desktop, a benchmark index of 1500-2000, slowed to a mid-tier phone, and asks
 * for a higher multiplier on a faster machine and a lower one on a slower. This scales 4x by the
 * machine's index against the middle of that bracket, so runs on machines of different speeds
 * aim at the same phone.
 */
/** A CPU slowdown given by hand (`source` names where, for the error), or null when none is. */
export function parseCpuSlowdown(value, source) {
  if (value === undefined || value === '') return null;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 20)
    throw new Error(`${source} must be a number from 1 to 20, got "${value}"`);
  return slowdown;
}

export const CALIBRATED_BENCHMARK_INDEX = 1750;
export function calibratedCpuSlowdown(benchmarkIndex) {
  return Math.round(((4 * benchmarkIndex) / CALIBRATED_BENCHMARK_INDEX) * 10) / 10;
}

/**
 * One Lighthouse run (mobile) of `url` in the Chromium whose debugging port is `port`. Throttling
 * (`throttlingModes`) is Lighthouse's default, `simulate` (an unthrottled load, then the page's
 * requests and tasks replayed in a model of a slow phone), `devtools` (the load itself slowed: each
 * request's latency and bandwidth and the CPU, so requests start when the page really asks for
 * them), or `cpu` (the CPU alone slowed, so what the page waits for between its requests shows).
 * Lighthouse's own storage reset clears the HTTP cache, service workers and Cache Storage, never
 * cookies or localStorage, so a signed-in reader stays signed in. `reportFile` keeps the
 * whole report (the LCP element, the request chains, the long tasks). `cpuSlowdown` replaces the
 * simulation's 4x CPU slowdown (`calibratedCpuSlowdown`).
 */
export async function lighthouseRun({ url, port, categories, reportFile = null, throttling = 'simulate', cpuSlowdown = null }) {
  const mode = throttlingModes[throttling];
  if (!mode) throw new Error(`throttling is one of ${Object.keys(throttlingModes).join(', ')}, got "${throttling}"`);
  if (cpuSlowdown !== null && throttling !== 'simulate') throw new Error('cpuSlowdown applies to simulated throttling only');
  // Loaded here: the benchmarks that never run Lighthouse do not pay for importing it.
  const { default: lighthouse } = await import('lighthouse');
  let timer;
  // A run takes 5-30 s here; one that does not end stops the bench with an error instead of
  // holding it, and the machine's ports, for good.
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse on ${url} did not finish within ${LIGHTHOUSE_RUN_TIMEOUT_MS / 1000} s`)),
      LIGHTHOUSE_RUN_TIMEOUT_MS,
    );
  });
  const run = lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    formFactor: 'mobile',
    ...mode.flags,
    // Lighthouse merges this into its default throttling: the network stays as it is.
    ...(cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    disableStorageReset: false,
  });
  const result = await Promise.race([run, timedOut]).finally(() => clearTimeout(timer));
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportFile) {
    mkdirSync(dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(lhr));
  }
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => audit.id);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    // Lighthouse's own CPU benchmark, taken before each run: how fast this machine was at the time.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failingAccessibility: failing('accessibility'),
    failingBestPractices: failing('best-practices'),
    warnings: lhr.runWarnings ?? [],
  };
}

/** The median of the numbers among `values` (others are skipped); null when there is none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * How many fonts cover Chinese (`fc-list :lang=zh`). Without one, Chromium shapes every Chinese
 * character through font fallback, which about doubled text shaping in a trace of home: Debian's
 * `fonts-noto-cjk` is what a phone has in its place.
 */
function cjkFontCount() {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter((line) => line.trim() !== '').length : 0;
}

/** The machine a benchmark ran on, for its report; `chromium` is the browser's version string. */
export function machineInfo(chromium) {
  const cjkFonts = cjkFontCount();
  if (cjkFonts === 0) log('warning: no font covers Chinese here (apt-get install -y fonts-noto-cjk); text will render slowly');
  return {
    cjkFonts,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium,
  };
}
