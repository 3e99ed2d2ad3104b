// `node web/scripts/profile-page.mjs`: how much main-thread time one load of a page costs a phone,
// and how much of it some GraphQL operations cause. On demand, not part of `pnpm test`.
//
// It builds the app, starts the real stack (web/scripts/bench-stack.mjs: API in memory with the
// seeded catalog, BFF, `vite preview` or nginx with BENCH_WEB_SERVER=nginx), registers a reader
// and, in Debian's Chromium with a phone viewport and the CPU slowed 4x (CDP
// `Emulation.setCPUThrottlingRate`), opens the page ROUNDS times as it is and ROUNDS times in each
// other variant asked for (the operations named by --block answered by a network error; the build
// of another revision, --base, served beside this one against the same stack; a localStorage entry
// set, --storage), alternating. For each load it reads Chromium's own counters (CDP
// `Performance.getMetrics`) once the page has had WAIT_MS to settle: all main-thread task time, and
// of it script, layout and style;
// and from the page's Long Tasks API, the blocking time (each task's time past 50 ms, summed) and the
// longest task.
// It prints the medians and writes every load to web/bench-results/page-profile.json.
//
//   node web/scripts/profile-page.mjs --path / --block 'NovelDetail|FavoritesPage|TasksScreen|ReadingStreak'
//   node web/scripts/profile-page.mjs --path /novel/1 --rounds 6 --cpu-profile /tmp/prof
//   node web/scripts/profile-page.mjs --path /novel/1 --rounds 6 --base HEAD~2
//   node web/scripts/profile-page.mjs --path '/novel/1/read?chapter=1' --storage 'firstChapterRead:{userId}:1=seen'
//
// Options: --path (default /), --block (a regular expression over operation names; without it only
// the page as it is is loaded), --base REV (web/ of that revision, built as compare-web.mjs builds
// its base: the same page of both builds, side by side; the main-thread counters separate changes
// of tens of milliseconds that Lighthouse's simulation, moving by 2-3x from run to run, does not),
// --rounds (default 4), --wait (ms after navigation, default 9000),
// --storage KEY=VALUE (a second variant: the page loaded with that localStorage entry already set,
// `{userId}` in the key standing for the reader's id; e.g. a first-visit hint already seen),
// --cpu-profile DIR (keep a V8 CPU profile of each load there, for DevTools or a summary script),
// --trace DIR (keep a Chromium trace of each load there, for DevTools' Performance panel or
// web/scripts/trace-long-tasks.mjs),
// --no-minify (build without minifying, so the profile names the app's and the libraries' functions;
// the counters then read a little more than the shipped build's).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildWeb,
  buildWebOfRevision,
  chromiumFlags,
  log,
  machineInfo,
  median,
  registerReader,
  repoDir,
  run,
  runBench,
  startApp,
  startWebServer,
  waitFor,
  waitForApp,
  webDir,
} from './bench-stack.mjs';

const { chromium } = createRequire(join(repoDir, 'e2e', 'package.json'))('@playwright/test');

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    block: { type: 'string' },
    storage: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    wait: { type: 'string', default: '9000' },
    'cpu-profile': { type: 'string' },
    trace: { type: 'string' },
    base: { type: 'string' },
    'no-minify': { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const waitMs = Number(options.wait);
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = { api: 3391 + offset, bff: 4391 + offset, web: 5391 + offset, base: 5392 + offset };
const webUrl = `http://127.0.0.1:${ports.web}`;
const baseUrl = `http://127.0.0.1:${ports.base}`;
const buildDir = 'dist-profile';
// The counters read from Chromium, in seconds.
const chromiumCounters = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
// From the page's Long Tasks API over the same window: the time tasks ran past 50 ms each (what
// Lighthouse's total blocking time adds up, here from navigation to the end of the wait rather than
// from the first paint to the page's quiet), and the longest task.
const counters = [...chromiumCounters, 'BlockingTime', 'LongestTask'];
// What DevTools' Performance panel records: each task and what ran in it (script compiling and
// running, style, layout, paint, parsing, garbage collection).
const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading'];
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** One cold load (a new browser context: empty HTTP cache, no service worker) by the signed-in reader. */
async function loadOnce(browser, reader, variant, index) {
  const context = await browser.newContext(phone);
  await context.addCookies(reader.cookies);
  // The app keeps the signed-in reader in localStorage as well as the session cookie.
  await context.addInitScript((user) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(user));
  }, reader.record);
  /* global window */
  await context.addInitScript(() => {
    const tasks = [];
    window.__longTasks = tasks;
    const observer = new PerformanceObserver((list) =>
      tasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration }))),
    );
    observer.observe({ type: 'longtask', buffered: true });
  });
  if (variant.storage) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), variant.storage);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  if (variant.block) {
    // Queries go out as GET carrying only the persisted query's hash and the operation's name
    // (useGETForQueries), mutations as POST.
    const blocked = new RegExp(`^(${variant.block})$`);
    await page.route('**/graphql**', (route) => {
      const request = route.request();
      const name = new URL(request.url()).searchParams.get('operationName') ?? request.postDataJSON()?.operationName ?? '';
      return blocked.test(name) ? route.abort() : route.continue();
    });
  }
  if (options['cpu-profile']) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const fileName = `${variant.name.replace(/\W+/g, '-')}-${index}`;
  if (options.trace) {
    mkdirSync(options.trace, { recursive: true });
    await browser.startTracing(page, { path: join(options.trace, `${fileName}.trace.json`), categories: traceCategories });
  }
  await page.goto(`${variant.url ?? webUrl}${options.path}`);
  await page.waitForTimeout(waitMs);
  if (options.trace) await browser.stopTracing();
  if (options['cpu-profile']) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(options['cpu-profile'], { recursive: true });
    writeFileSync(join(options['cpu-profile'], `${fileName}.cpuprofile`), JSON.stringify(profile));
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  const byName = Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
  return {
    ...Object.fromEntries(chromiumCounters.map((name) => [name, Math.round(byName[name] * 1000)])),
    BlockingTime: Math.round(longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    LongestTask: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
    // Kept in page-profile.json: when each long task started (ms after navigation) and how long it ran.
    longTasks: longTasks.map((task) => [Math.round(task.startTime), Math.round(task.duration)]),
  };
}

async function main() {
  buildWeb(buildDir, { minify: !options['no-minify'] });
  const base = options.base ? run('git rev-parse', 'git', ['rev-parse', '--verify', `${options.base}^{commit}`]).trim() : null;
  const baseRoot = base ? buildWebOfRevision(base, { minify: !options['no-minify'] }) : null;
  const app = startApp({ ports, buildDir });
  const baseServer = baseRoot
    ? startWebServer({ name: 'base', buildDir: 'dist', port: ports.base, bffPort: ports.bff, webRoot: baseRoot })
    : null;
  await waitForApp(app, ports);
  if (baseServer) await waitFor(baseServer, `${baseUrl}/login`, 60_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const setup = await browser.newContext(phone);
  const reader = await registerReader(webUrl, setup, 'profile');
  await setup.close();

  const variants = [{ name: 'as it is' }];
  // Cookies ignore the port, and the stored reader is set in every origin: one sign-in serves both builds.
  if (base) variants.push({ name: `base ${base.slice(0, 10)}`, url: baseUrl });
  if (options.block) variants.push({ name: `without ${options.block.split('|').join(', ')}`, block: options.block });
  if (options.storage) {
    const split = options.storage.indexOf('=');
    if (split < 1) throw new Error('--storage takes KEY=VALUE');
    const key = options.storage.slice(0, split).replaceAll('{userId}', String(reader.record.id));
    variants.push({ name: `with ${key} set`, storage: [key, options.storage.slice(split + 1)] });
  }
  const loads = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const variant of round % 2 === 1 ? variants : [...variants].reverse()) {
      const result = await loadOnce(browser, reader, variant, round);
      log(`${variant.name}, round ${round}: ${counters.map((name) => `${name} ${result[name]} ms`).join(', ')}`);
      loads.push({ variant: variant.name, round, ...result });
    }
  }
  const version = (await browser.version()) ?? '';
  await browser.close();

  const lines = [
    `${options.path}, CPU slowed 4x, ${rounds} cold loads each (medians, ms of main-thread time in the ${waitMs} ms after navigation)`,
    '',
    `| page as loaded | ${counters.join(' | ')} |`,
    `| --- | ${counters.map(() => '---:').join(' | ')} |`,
    ...variants.map((variant) => {
      const own = loads.filter((load) => load.variant === variant.name);
      return `| ${variant.name} | ${counters.map((name) => Math.round(median(own.map((load) => load[name])))).join(' | ')} |`;
    }),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
  mkdirSync(join(webDir, 'bench-results'), { recursive: true });
  writeFileSync(
    join(webDir, 'bench-results', 'page-profile.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineInfo(`Chromium ${version}`), options, loads }, null, 2)}\n`,
  );
}

await runBench(main, buildDir);
