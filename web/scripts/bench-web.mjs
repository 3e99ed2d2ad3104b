// `pnpm bench:web`: Lighthouse scores of the web app against the real stack, on demand (not part
// of `pnpm test`). It starts the API (in-memory, seeded), the BFF and the built app (`vite preview`,
// or nginx with BENCH_WEB_SERVER=nginx: bench-stack.mjs) on ports of their own, plus a bare React page as this machine's limit; registers a reader through
// GraphQL; drives Debian's Chromium through Playwright and runs Lighthouse (mobile, simulated
// throttling) against that same browser, so the session cookie and localStorage are used. It writes
// web/BENCHMARKS.md and web/bench-results/web.json, prints the tables, and stops what it started.
//
// Storage between runs: Lighthouse's own reset (disableStorageReset: false) clears only the HTTP
// cache, service workers, Cache Storage, file systems and the shader cache of the origin
// (lighthouse/core/config/constants.js `clearStorageTypes`), never cookies, localStorage or IndexedDB.
// Before each run this script resets the app's localStorage (keeping only the stored-user record)
// and IndexedDB (bench-stack.mjs `resetAppStorage`), so every run is a first visit, cold (no
// service worker answering from the precache, nothing saved by an earlier run), by a signed-in reader.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import {
  buildWeb,
  calibratedCpuSlowdown,
  chromiumFlags,
  graphql as graphqlAt,
  lighthouseRun as lighthouseAt,
  log,
  machineInfo,
  median,
  onStop,
  parseCpuSlowdown,
  onOrigin,
  registerReader,
  resetAppStorage,
  repoDir,
  runBench,
  scriptsDir,
  secondsSinceStart,
  start,
  startApp,
  viteBin,
  waitFor,
  waitForApp,
  webDir,
  webServer,
} from './bench-stack.mjs';

const baselineDir = join(scriptsDir, 'bench-baseline');
const buildDir = 'dist-bench';
// Playwright lives with the end-to-end tests.
const { chromium } = createRequire(join(repoDir, 'e2e', 'package.json'))('@playwright/test');

// Lighthouse runs per page (medians): BENCH_WEB_RUNS, default 3. On a noisy host a page's score
// moves by up to 10 points from run to run, and more runs steady the median.
const RUNS = runsFromEnvironment(process.env.BENCH_WEB_RUNS);
const LOGIN_JS_GOAL_BYTES = 120 * 1000;
const ports = { api: 3301, bff: 4301, web: 5301, baseline: 5302, debug: 9301 };
const webUrl = `http://127.0.0.1:${ports.web}`;
const baselineUrl = `http://127.0.0.1:${ports.baseline}`;
const allCategories = ['performance', 'accessibility', 'best-practices'];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_CPU_SLOWDOWN: the simulation's CPU slowdown instead of Lighthouse's 4x, e.g. the one the
// report's header suggests for the machine (`calibratedCpuSlowdown`), so machines of different
// speeds measure the same phone.
const CPU_SLOWDOWN = parseCpuSlowdown(process.env.BENCH_CPU_SLOWDOWN, 'BENCH_CPU_SLOWDOWN');

function runsFromEnvironment(value) {
  if (value === undefined || value === '') return 3;
  if (!/^[1-9]\d?$/.test(value)) throw new Error(`BENCH_WEB_RUNS must be a whole number from 1 to 99, got "${value}"`);
  return Number(value);
}
// Sections kept in web/BENCHMARKS.md as they are: other benchmarks' (bench-chapter-turn.mjs), and
// comparisons written by hand from several runs.
const keptSections = [
  ['<!-- comparisons:start -->', '<!-- comparisons:end -->'],
  ['<!-- chapter-turn:start -->', '<!-- chapter-turn:end -->'],
];

// ---------------------------------------------------------------------------------------------
// The stack (web/scripts/bench-stack.mjs), plus the bare page

async function startStack() {
  buildWeb(buildDir);

  log('building the bare page');
  await build({
    root: baselineDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  });

  const app = startApp({ ports, buildDir });
  // The bare page has no config file: run Vite's CLI from its folder so web/vite.config.ts stays out.
  const baseline = start(
    'baseline',
    process.execPath,
    [viteBin(), 'preview', '--port', String(ports.baseline), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: baselineDir,
    },
  );

  log('waiting for the API, the BFF and the web servers');
  await waitForApp(app, ports);
  await waitFor(baseline, `${baselineUrl}/`, 60_000);
}

const graphql = (request, query, variables) => graphqlAt(webUrl, request, query, variables);

/** The first book with a free chapter that has text. */
async function findFreeChapter(request) {
  const { books } = await graphql(request, 'query BenchBooks { books(page: 1, pageSize: 20) { items { id title } } }');
  for (const book of books.items) {
    const data = await graphql(
      request,
      'query BenchChapters($id: ID!) { book(id: $id) { id chapters(pageSize: 50) { items { id number coinsRequired hasContent } } } }',
      {
        id: book.id,
      },
    );
    const chapter = data.book?.chapters.items.find((item) => item.coinsRequired === 0 && item.hasContent);
    if (chapter) return { bookId: book.id, title: book.title, chapterId: chapter.id, chapterNumber: chapter.number };
  }
  throw new Error('no seeded book has a free chapter with text');
}

// ---------------------------------------------------------------------------------------------
// Browser and Lighthouse

/** The context's tab for storage work between runs. */
async function storageTab(context) {
  return context.pages()[0] ?? (await context.newPage());
}

/** A blank document on the web origin (the app's code never runs), for writing localStorage. */
async function onWebOrigin(context, action) {
  return onOrigin(await storageTab(context), webUrl, action);
}

/** BENCH_LHR_DIR=dir keeps every run's full Lighthouse report there (the LCP element, the request chains). */
const reportDir = process.env.BENCH_LHR_DIR;

async function lighthouseRun(url, onlyCategories, reportName) {
  const reportFile = reportDir && reportName ? join(reportDir, `${reportName.replace(/[^a-z0-9]+/gi, '-')}.json`) : null;
  return lighthouseAt({ url, port: ports.debug, categories: onlyCategories, reportFile, cpuSlowdown: CPU_SLOWDOWN });
}

/**
 * RUNS Lighthouse runs of `url`. With `storage` ({ context, reader }: the reader's stored record,
 * null for a guest), the app's storage is reset before each run, so every run is a first visit.
 */
async function benchPage(name, url, { expectPath, storage } = {}) {
  const runs = [];
  for (let index = 1; index <= RUNS; index += 1) {
    if (storage) await resetAppStorage(await storageTab(storage.context), webUrl, storage.reader);
    const result = await lighthouseRun(url, allCategories, `${name}-${index}`);
    const landed = new URL(result.finalUrl).pathname;
    if (expectPath && landed !== expectPath)
      throw new Error(`${name}: Lighthouse ended on ${result.finalUrl}, not ${expectPath} (signed out?)`);
    log(
      `${name} run ${index}/${RUNS}: perf ${result.performance} LCP ${Math.round(result.lcpMs)} ms TBT ${Math.round(result.tbtMs)} ms a11y ${result.accessibility} bp ${result.bestPractices}`,
    );
    runs.push(result);
  }
  const union = (key) => [...new Set(runs.flatMap((run) => run[key]))];
  return {
    name,
    url,
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    failingAccessibility: union('failingAccessibility'),
    failingBestPractices: union('failingBestPractices'),
    runs,
  };
}

/** The reader theme presets, read from their source so a new preset is measured too. */
function readerPresets() {
  const source = readFileSync(join(webDir, 'src', 'shared', 'theme', 'reader-themes.ts'), 'utf8');
  const pattern = /\{\s*id:\s*'([a-z-]+)',\s*fontColor:\s*'(#[0-9a-fA-F]{6})',\s*backgroundColor:\s*'(#[0-9a-fA-F]{6})'\s*\}/g;
  const presets = [...source.matchAll(pattern)].map(([, id, fontColor, backgroundColor]) => ({ id, fontColor, backgroundColor }));
  if (presets.length === 0) throw new Error('found no preset in reader-themes.ts');
  return presets;
}

// The shape of localStorage `readingSettings` (web/src/features/reader/reading-settings.ts, defaultReadingSettings).
const baseReadingSettings = { fontSize: 16, lineHeight: 1.6, opacity: 1, mode: 'scroll', voice: null, speechRate: 1 };

/** Whether the reader, opened in Playwright's tab, paints the page in the stored preset's colour. */
async function themeApplied(context, readerUrl, backgroundColor) {
  const page = await storageTab(context);
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(backgroundColor.slice(index, index + 2), 16));
  try {
    await page.goto(readerUrl);
    await page.waitForFunction(
      (rgb) => [...globalThis.document.querySelectorAll('[style*="background"]')].some((element) => element.style.backgroundColor === rgb),
      `rgb(${r}, ${g}, ${b})`,
      { timeout: 20_000 },
    );
    return true;
  } catch {
    return false;
  } finally {
    await page.goto('about:blank');
  }
}

async function benchReaderThemes(context, readerUrl) {
  const rows = [];
  for (const preset of readerPresets()) {
    await onWebOrigin(context, (page) =>
      page.evaluate(
        ({ settings }) => {
          globalThis.localStorage.setItem('readingSettings', JSON.stringify(settings));
          // Newer than the account's settings, so the reader keeps this device's.
          globalThis.localStorage.setItem('readingSettingsChangedAt', new Date().toISOString());
        },
        { settings: { ...baseReadingSettings, theme: preset.id, fontColor: preset.fontColor, backgroundColor: preset.backgroundColor } },
      ),
    );
    const applied = await themeApplied(context, readerUrl, preset.backgroundColor);
    const result = await lighthouseRun(readerUrl, ['accessibility']);
    log(
      `reader theme ${preset.id}: ${applied ? '' : '(NOT applied) '}a11y ${result.accessibility}${result.failingAccessibility.length ? ` failing ${result.failingAccessibility.join(', ')}` : ''}`,
    );
    rows.push({
      theme: preset.id,
      fontColor: preset.fontColor,
      backgroundColor: preset.backgroundColor,
      applied,
      accessibility: result.accessibility,
      failing: result.failingAccessibility,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Login route's initial JavaScript: web/scripts/report-bundle.mjs itself, pointed at dist-bench.
// It reads `../dist` next to its own path, so it runs from a temporary folder holding a link to it
// (node --preserve-symlinks-main keeps that path) and a `dist` link to dist-bench.

function measureLoginBundle() {
  const folder = mkdtempSync(join(os.tmpdir(), 'bench-bundle-'));
  try {
    mkdirSync(join(folder, 'scripts'));
    symlinkSync(join(scriptsDir, 'report-bundle.mjs'), join(folder, 'scripts', 'report-bundle.mjs'));
    symlinkSync(join(webDir, buildDir), join(folder, 'dist'));
    // It exits 1 above its own budget; the numbers are printed either way.
    const result = spawnSync(process.execPath, ['--preserve-symlinks-main', join(folder, 'scripts', 'report-bundle.mjs')], {
      encoding: 'utf8',
    });
    const kb = (text) => Math.round(Number(text) * 1000);
    const files = [...result.stdout.matchAll(/^ {2}(\S+\.js)\s+([\d.]+) KB raw\s+([\d.]+) KB gzip$/gm)].map(([, file, raw, gzip]) => ({
      file,
      raw: kb(raw),
      gzip: kb(gzip),
    }));
    const total = /^ {2}total\s+([\d.]+) KB gzip \(budget ([\d.]+) KB\)/m.exec(result.stdout);
    if (!total) throw new Error(`report-bundle.mjs printed no total (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
    return {
      gzipBytes: kb(total[1]),
      scriptBudgetBytes: kb(total[2]),
      goalBytes: LOGIN_JS_GOAL_BYTES,
      files,
      overScriptBudget: result.status !== 0,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function fmt(value, digits = 0) {
  return value == null ? 'n/a' : Number(value).toFixed(digits);
}

function pageTable(pages, bare) {
  const lines = [
    `| page | performance (median of ${RUNS}) | vs bare page | LCP ms | TBT ms | accessibility | best practices |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of [...pages, bare]) {
    const ratio = page === bare ? '1.00' : bare.performance ? fmt(page.performance / bare.performance, 2) : 'n/a';
    lines.push(
      `| ${page.name} | ${fmt(page.performance)} | ${ratio} | ${fmt(page.lcpMs)} | ${fmt(page.tbtMs)} | ${fmt(page.accessibility)} | ${fmt(page.bestPractices)} |`,
    );
  }
  return lines.join('\n');
}

function failingList(pages) {
  const lines = pages
    .filter((page) => page.failingAccessibility.length || page.failingBestPractices.length)
    .map((page) => {
      const parts = [];
      if (page.failingAccessibility.length) parts.push(`accessibility: ${page.failingAccessibility.map((id) => `\`${id}\``).join(', ')}`);
      if (page.failingBestPractices.length) parts.push(`best practices: ${page.failingBestPractices.map((id) => `\`${id}\``).join(', ')}`);
      return `- ${page.name}: ${parts.join('; ')}`;
    });
  return lines.length
    ? ['Audits that failed in at least one run:', '', ...lines].join('\n')
    : 'No accessibility or best-practices audit failed.';
}

function themeTable(themes) {
  return [
    '| theme | text / page | applied | accessibility | failing audits |',
    '| --- | --- | --- | ---: | --- |',
    ...themes.map(
      (row) =>
        `| ${row.theme} | ${row.fontColor} on ${row.backgroundColor} | ${row.applied ? 'yes' : 'NO'} | ${fmt(row.accessibility)} | ${row.failing.length ? row.failing.map((id) => `\`${id}\``).join(', ') : 'none'} |`,
    ),
  ].join('\n');
}

function bundleText(bundle) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const verdict = bundle.gzipBytes <= bundle.goalBytes ? 'within' : `${kb(bundle.gzipBytes - bundle.goalBytes)} over`;
  return [
    `Initial JavaScript of /login (the main and boot entries, the login screen's chunk when it has one of its own, and their static imports, gzip -9, as \`web/scripts/report-bundle.mjs\` measures it): **${kb(bundle.gzipBytes)}**, ${verdict} the ${kb(bundle.goalBytes)} goal (report-bundle's own budget: ${kb(bundle.scriptBudgetBytes)}).`,
    '',
    '| chunk | raw | gzip |',
    '| --- | ---: | ---: |',
    ...bundle.files.map((file) => `| ${file.file} | ${kb(file.raw)} | ${kb(file.gzip)} |`),
  ].join('\n');
}

/** The `keptSections` blocks of the current file, markers included, each followed by a blank line. */
function keptBlocks(file) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return keptSections.flatMap(([open, close]) => {
    const from = text.indexOf(open);
    const to = text.indexOf(close, from);
    return from >= 0 && to > from ? [text.slice(from, to + close.length), ''] : [];
  });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  await startStack();

  const userDataDir = mkdtempSync(join(os.tmpdir(), 'bench-chromium-'));
  onStop(() => rmSync(userDataDir, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    // No viewport of Playwright's on the tabs Lighthouse opens: Lighthouse emulates the phone.
    viewport: null,
    args: [...chromiumFlags, `--remote-debugging-port=${ports.debug}`],
  });
  onStop(() => context.close());
  const version = await (await fetch(`http://127.0.0.1:${ports.debug}/json/version`)).json();
  const machine = {
    ...machineInfo(version.Browser),
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
  };
  log(`${machine.chromium}, ${machine.cpus} cores, Node ${machine.node}, load ${machine.loadAverage.join(' ')}`);

  // Signed out first: the login page (a signed-in reader is sent home from it).
  const login = await benchPage('/login (signed out)', `${webUrl}/login`, { expectPath: '/login', storage: { context, reader: null } });
  const bare = await benchPage('bare React page', `${baselineUrl}/`);

  const { record: user } = await registerReader(webUrl, context, 'bench');
  const signedIn = { context, reader: user };
  await resetAppStorage(await storageTab(context), webUrl, user);
  const target = await findFreeChapter(context.request);
  log(`signed in as ${user.username}; book ${target.bookId} chapter ${target.chapterId}`);

  const detailPath = `/novel/${encodeURIComponent(target.bookId)}`;
  const readerPath = `${detailPath}/read`;
  const readerUrl = `${webUrl}${readerPath}?chapter=${encodeURIComponent(target.chapterId)}`;
  const home = await benchPage('/ (home)', `${webUrl}/`, { expectPath: '/', storage: signedIn });
  const detail = await benchPage('/novel/:id (detail)', `${webUrl}${detailPath}`, { expectPath: detailPath, storage: signedIn });
  const reader = await benchPage('/novel/:id/read (reader)', readerUrl, { expectPath: readerPath, storage: signedIn });
  const themes = await benchReaderThemes(context, readerUrl);

  const bundle = measureLoginBundle();
  const pages = [login, home, detail, reader];
  const benchmarkIndex = median([...pages, bare].flatMap((page) => page.runs.map((run) => run.benchmarkIndex)));

  const date = new Date().toISOString();
  const results = {
    date,
    command: 'pnpm bench:web',
    runsPerPage: RUNS,
    cpuSlowdown: CPU_SLOWDOWN ?? 4,
    machine: { ...machine, benchmarkIndex },
    target,
    pages,
    bare,
    readerThemes: themes,
    loginBundle: bundle,
  };
  mkdirSync(join(webDir, 'bench-results'), { recursive: true });
  writeFileSync(join(webDir, 'bench-results', 'web.json'), `${JSON.stringify(results, null, 2)}\n`);

  const tables = [
    '## Pages',
    '',
    pageTable(pages, bare),
    '',
    failingList([...pages, bare]),
    '',
    '## Reader themes (accessibility of the reader, one run each)',
    '',
    'Each preset is written to localStorage `readingSettings` before its run; "applied" says the reader showed its page colour (checked in the browser first).',
    '',
    themeTable(themes),
    '',
    '## Login route JavaScript',
    '',
    bundleText(bundle),
  ].join('\n');
  const markdown = [
    '# Web benchmarks',
    '',
    `Lighthouse scores of the built app against the real stack (API on in-memory PGlite with 120 seeded books, BFF, ${webServer === 'nginx' ? 'nginx running deploy/nginx.conf as docker-compose does' : '`vite preview`'}), measured by`,
    '',
    '```sh',
    [
      webServer === 'nginx' ? 'BENCH_WEB_SERVER=nginx' : '',
      CPU_SLOWDOWN === null ? '' : `BENCH_CPU_SLOWDOWN=${CPU_SLOWDOWN}`,
      RUNS === runsFromEnvironment(undefined) ? '' : `BENCH_WEB_RUNS=${RUNS}`,
      'pnpm bench:web',
    ]
      .filter(Boolean)
      .join(' '),
    '```',
    '',
    `(\`web/scripts/bench-web.mjs\`; raw numbers in \`web/bench-results/web.json\`). Lighthouse ${machine.lighthouse}, mobile form factor with ${CPU_SLOWDOWN === null ? 'its default simulated throttling' : `its simulated throttling with the CPU slowed ${CPU_SLOWDOWN}x instead of 4x`}, ${RUNS} runs per page (medians), each a first visit (HTTP cache, service worker, IndexedDB and all of localStorage but the stored-user record cleared) by a signed-in reader except /login. The bare page is a React 19 page with a small form built by Vite: the best this machine scores, so the ratio column is the app's performance score over the bare page's.`,
    '',
    `- Date: ${date}`,
    `- Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGb} GB, ${machine.platform}; load average at start ${machine.loadAverage.join(' / ')} (shared, busy machine: compare runs on the same machine only); fonts covering Chinese: ${machine.cjkFonts}`,
    `- Lighthouse's CPU benchmark index, median of all runs: ${benchmarkIndex === null ? 'not reported' : Math.round(benchmarkIndex)} (higher is faster: the simulated throttling scales this machine's own task times, so scores from machines that read differently do not compare). Lighthouse sets its 4x for an index of 1500-2000; for this machine's, about ${benchmarkIndex === null ? '(unknown)' : `${calibratedCpuSlowdown(benchmarkIndex)}x`} (\`calibratedCpuSlowdown\` in web/scripts/bench-stack.mjs) aims at the same phone: \`BENCH_CPU_SLOWDOWN=<that> pnpm bench:web\``,
    `- Node ${machine.node}, ${machine.chromium} (${chromiumPath})`,
    `- Pages measured with book \`${target.bookId}\` (${target.title}), chapter ${target.chapterNumber} (\`${target.chapterId}\`)`,
    '',
    tables,
    '',
    ...keptBlocks(join(webDir, 'BENCHMARKS.md')),
  ].join('\n');
  writeFileSync(join(webDir, 'BENCHMARKS.md'), markdown);
  process.stdout.write(`\n${tables}\n\nWrote web/BENCHMARKS.md and web/bench-results/web.json in ${secondsSinceStart().toFixed(0)} s.\n`);
}

await runBench(main, buildDir);
