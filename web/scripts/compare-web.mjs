// `pnpm bench:web:compare --base <rev>`: Lighthouse of two builds of the web app side by side, on
// demand (not part of `pnpm test`). The working tree and web/ of another revision are built and
// served at once against one real stack (web/scripts/bench-stack.mjs: API in memory with the seeded
// catalog, BFF), and each page is measured ROUNDS times per build, the builds alternating (which goes
// first flips every round), so the machine's load falls on both alike. A signed-in reader (session
// cookie and stored record) opens every page but /login, which a guest opens.
//
//   pnpm bench:web:compare --base HEAD~3
//   pnpm bench:web:compare --base 9d740fb --rounds 6 --paths /login,/,/novel/1
//   pnpm bench:web:compare --base HEAD --throttling devtools   # the load itself slowed (see lighthouseRun)
//   pnpm bench:web:compare --base HEAD --throttling cpu        # the CPU slowed, the network not
//   pnpm bench:web:compare --base HEAD --cpu-slowdown 8        # simulated, the CPU slowed 8x instead of 4x (bench:web's header suggests one per machine)
//   BENCH_WEB_SERVER=nginx pnpm bench:web:compare --base HEAD  # each build behind its revision's deploy/nginx.conf
//   BENCH_LHR_DIR=/tmp/lhr pnpm bench:web:compare --base HEAD  # keeps every run's whole report
//
// The base build is web/ of that revision (`git archive`) with this tree's node_modules linked in,
// built by bench-stack.mjs's `buildWebOfRevision`, as `profile-page.mjs --base` builds it: a revision
// whose web/package.json differs needs its own install. Prints the medians and the ratio of the two,
// and writes every run to web/bench-results/compare-web.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildWeb,
  buildWebOfRevision,
  checkOutFolder,
  chromiumFlags,
  lighthouseRun,
  log,
  machineInfo,
  median,
  onStop,
  parseCpuSlowdown,
  registerReader,
  resetAppStorage,
  repoDir,
  run,
  runBench,
  startApp,
  startWebServer,
  throttlingModes,
  waitFor,
  waitForApp,
  webDir,
  webServer,
} from './bench-stack.mjs';

const { chromium } = createRequire(join(repoDir, 'e2e', 'package.json'))('@playwright/test');

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    paths: { type: 'string', default: '/login,/,/novel/1,/novel/1/read?chapter=1' },
    throttling: { type: 'string', default: 'simulate' },
    'cpu-slowdown': { type: 'string' },
  },
});
if (!options.base) throw new Error('--base <revision> is required (the build to compare the working tree with)');
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a positive whole number');
const pagePaths = options.paths.split(',').filter(Boolean);
if (!Object.hasOwn(throttlingModes, options.throttling)) {
  throw new Error(`--throttling is one of ${Object.keys(throttlingModes).join(', ')} (default simulate), got "${options.throttling}"`);
}

const cpuSlowdown = parseCpuSlowdown(options['cpu-slowdown'], '--cpu-slowdown');
if (cpuSlowdown !== null && options.throttling !== 'simulate') throw new Error('--cpu-slowdown goes with simulated throttling only');

const buildDir = 'dist-compare';
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
/** BENCH_LHR_DIR=dir keeps every run's full Lighthouse report there, as `<base|working>-<page>-<round>.json`. */
const reportDir = process.env.BENCH_LHR_DIR;
const ports = { api: 3341 + offset, bff: 4341 + offset, web: 5341 + offset, base: 5342 + offset, debug: 9341 + offset };
const builds = {
  working: { label: 'working tree', url: `http://127.0.0.1:${ports.web}` },
  base: { label: '', url: `http://127.0.0.1:${ports.base}` },
};

async function main() {
  const revision = run('git rev-parse', 'git', ['rev-parse', '--verify', `${options.base}^{commit}`]).trim();
  builds.base.label = revision.slice(0, 10);
  buildWeb(buildDir);
  const baseRoot = buildWebOfRevision(revision);
  const app = startApp({ ports, buildDir });
  // With BENCH_WEB_SERVER=nginx each build is served by its own revision's deploy/nginx.conf.
  const baseDeploy = webServer === 'nginx' ? checkOutFolder(revision, 'deploy') : undefined;
  const base = startWebServer({
    name: 'base',
    buildDir: 'dist',
    port: ports.base,
    bffPort: ports.bff,
    webRoot: baseRoot,
    deployDir: baseDeploy,
  });
  await waitForApp(app, ports);
  await waitFor(base, `${builds.base.url}/login`, 60_000);

  const userDataDir = mkdtempSync(join(os.tmpdir(), 'compare-chromium-'));
  onStop(() => rmSync(userDataDir, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: null,
    args: [...chromiumFlags, `--remote-debugging-port=${ports.debug}`],
  });
  onStop(() => context.close());
  const version = await (await fetch(`http://127.0.0.1:${ports.debug}/json/version`)).json();
  const page = await context.newPage();

  // Cookies ignore the port: one sign-in serves both builds; the stored record is per origin.
  let reader = null;
  const signIn = async () => {
    ({ record: reader } = await registerReader(builds.working.url, context, 'compare'));
    for (const build of Object.values(builds)) await resetAppStorage(page, build.url, reader);
  };
  const signOut = async () => {
    await context.clearCookies();
    for (const build of Object.values(builds)) await resetAppStorage(page, build.url, null);
  };
  await signIn();

  const runs = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const path of pagePaths) {
      const guest = path.startsWith('/login');
      for (const name of round % 2 === 1 ? ['base', 'working'] : ['working', 'base']) {
        // Every run a first visit: nothing left by the run before (resetAppStorage says what would be).
        if (guest) await signOut();
        else await resetAppStorage(page, builds[name].url, reader);
        const result = await lighthouseRun({
          url: `${builds[name].url}${path}`,
          port: ports.debug,
          categories: ['performance'],
          throttling: options.throttling,
          cpuSlowdown,
          reportFile: reportDir ? join(reportDir, `${name}-${path.replace(/[^a-z0-9]+/gi, '-')}-${round}.json`) : null,
        });
        if (guest) await signIn();
        const landed = new URL(result.finalUrl).pathname;
        if (landed !== new URL(path, 'http://x').pathname) throw new Error(`${name} ${path}: Lighthouse ended on ${landed} (signed out?)`);
        log(
          `round ${round} ${path} ${builds[name].label}: perf ${result.performance} FCP ${Math.round(result.fcpMs)} LCP ${Math.round(result.lcpMs)} TBT ${Math.round(result.tbtMs)} (CPU index ${Math.round(result.benchmarkIndex ?? 0)})`,
        );
        runs.push({ round, path, build: name, ...result });
      }
    }
  }

  const metrics = ['performance', 'fcpMs', 'lcpMs', 'tbtMs'];
  const rows = pagePaths.flatMap((path) =>
    ['base', 'working'].map((name) => {
      const own = runs.filter((entry) => entry.path === path && entry.build === name);
      return { path, build: name, ...Object.fromEntries(metrics.map((metric) => [metric, median(own.map((entry) => entry[metric]))])) };
    }),
  );
  const lines = [
    `Lighthouse mobile (${throttlingModes[options.throttling].label}${cpuSlowdown === null ? '' : `, the CPU slowed ${cpuSlowdown}x instead of 4x`}), ${rounds} runs per page and build, alternating; medians. Base ${builds.base.label}, against the working tree; served by ${webServer === 'nginx' ? "nginx (each revision's deploy/nginx.conf)" : '`vite preview`'}.`,
    '',
    '| page | build | performance | FCP ms | LCP ms | TBT ms | performance, working / base |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => {
      const other = rows.find((entry) => entry.path === row.path && entry.build === 'base');
      const ratio = row.build === 'working' && other?.performance ? (row.performance / other.performance).toFixed(2) : '';
      const round = (value) => (value == null ? 'n/a' : Math.round(value));
      return `| ${row.path} | ${builds[row.build].label} | ${round(row.performance)} | ${round(row.fcpMs)} | ${round(row.lcpMs)} | ${round(row.tbtMs)} | ${ratio} |`;
    }),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
  mkdirSync(join(webDir, 'bench-results'), { recursive: true });
  writeFileSync(
    join(webDir, 'bench-results', 'compare-web.json'),
    `${JSON.stringify({ date: new Date().toISOString(), base: revision, rounds, throttling: options.throttling, cpuSlowdown, webServer, machine: machineInfo(version.Browser), rows, runs }, null, 2)}\n`,
  );
}

await runBench(main, buildDir);
