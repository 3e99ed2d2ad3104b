// `pnpm bench:chapter-turn`: how long a reader on a phone waits for the next chapter's text after
// tapping "Next chapter" (issue 13, goal 6: within 100 ms with the CPU throttled 4x). It starts the
// real stack (web/scripts/bench-stack.mjs: API in memory with the seeded catalog, BFF) and serves two
// builds of the web app side by side:
//
// - this one: the working tree;
// - the baseline: the same tree with web/src/features/reader (or the folder BASELINE_DIR names) as
//   it was at BASELINE_REV (default: HEAD, so a change to the reader is measured against the
//   committed one). The reader before
//   chapter turns were made instant (9f84b8c^) no longer runs on this tree: its GraphQL documents
//   are not in today's generated code, and Apollo refuses them (the session logs the page's error).
//
// In Debian's Chromium with a phone viewport, touch and `Emulation.setCPUThrottlingRate {rate: 4}`, a
// new reader opens chapter 1 of a free book and turns TURNS chapters forward by tapping the bottom
// bar's button, reading a little on each chapter once it is open and its next chapter prefetched (as a
// reader turns). SESSIONS sessions per build, alternating, so the machine's load falls on both alike.
//
// Each turn is measured in the page: from the tap (pointerdown's event time) to the moment the new
// chapter's heading and first paragraph are in the DOM (MutationObserver) and then painted (the
// first animation frame after, plus a message posted from it, which runs once that frame is drawn);
// the longest task on the page's main thread from just before the tap to 500 ms after the paint, from
// a Chrome trace of the turn (RunTask events: every task, where the Long Tasks API sees only those of
// 50 ms or more); and
// when the chapter's opening call (startReading) answered, relative to the tap. The tap is a raw
// touch (CDP) at the button's place, so nothing of Playwright's runs in the page during a turn.
// Writes web/bench-results/chapter-turn.json and the chapter-turn section of web/BENCHMARKS.md.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join, relative } from 'node:path';
import {
  assertPortsFree,
  buildWeb,
  chromiumFlags,
  extractFolder,
  graphql as graphqlAt,
  log,
  machineInfo,
  onStop,
  registerReader,
  repoDir,
  runBench,
  run,
  startApp,
  startWebServer,
  viteBin,
  waitFor,
  waitForApp,
  webDir,
  webServer,
} from './bench-stack.mjs';

const { chromium, devices } = createRequire(join(repoDir, 'e2e', 'package.json'))('@playwright/test');

const TURNS = Number(process.env.TURNS ?? 15);
const SESSIONS = Number(process.env.SESSIONS ?? 3);
const CPU_SLOWDOWN = 4;
const GOAL_MS = 100;
const READ_MS = 600;
const buildDir = 'dist-bench-chapter-turn';
// The folder the baseline takes from BASELINE_REV: the reader unless BASELINE_DIR names another
// (a folder under web/src whose change a turn may feel, such as web/src/shared/i18n).
const baselineDir = (process.env.BASELINE_DIR || 'web/src/features/reader').replace(/\/+$/, '');
if (!/^web\/src\/[\w./-]+$/.test(baselineDir) || baselineDir.split('/').includes('..')) {
  throw new Error(`BASELINE_DIR must be a folder under web/src/, got "${baselineDir}"`);
}
// Ports of its own (bench-web.mjs uses 3301/4301/5301); BENCH_PORT_OFFSET moves them.
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = { api: 3361 + portOffset, bff: 4361 + portOffset, web: 5361 + portOffset, baseline: 5362 + portOffset };
const webUrl = `http://127.0.0.1:${ports.web}`;
const baselineUrl = `http://127.0.0.1:${ports.baseline}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_TRACE_DIR=dir keeps every turn's trace there (open one in DevTools' Performance panel).
const traceDir = process.env.BENCH_TRACE_DIR ?? null;
const benchmarksFile = join(webDir, 'BENCHMARKS.md');
const markers = ['<!-- chapter-turn:start -->', '<!-- chapter-turn:end -->'];

// ---------------------------------------------------------------------------------------------
// The baseline build: this web app with the reader feature of another revision

function baselineRevision() {
  return run('git rev-parse', 'git', ['rev-parse', '--verify', `${process.env.BASELINE_REV || 'HEAD'}^{commit}`]).trim();
}

/** A copy of web/ (node_modules linked) whose `baselineDir` is the one of `revision`, built into its dist/. */
function buildBaseline(revision) {
  const root = mkdtempSync(join(os.tmpdir(), 'bench-turn-baseline-'));
  onStop(() => rmSync(root, { recursive: true, force: true }));
  const skipped = /^(node_modules|dist[^/]*|bench-results)$/;
  cpSync(webDir, root, { recursive: true, filter: (source) => !skipped.test(relative(webDir, source)) });
  symlinkSync(join(webDir, 'node_modules'), join(root, 'node_modules'));
  rmSync(join(root, relative('web', baselineDir)), { recursive: true, force: true });
  extractFolder(revision, baselineDir, root);
  log(`building the baseline (${baselineDir} of ${revision.slice(0, 10)})`);
  run('vite build (baseline)', process.execPath, [viteBin(), 'build', '--outDir', 'dist', '--logLevel', 'warn'], { cwd: root });
  return root;
}

const graphql = (request, query, variables) => graphqlAt(webUrl, request, query, variables);

/** A new reader: the stored-user record the app keeps, and the session cookie. */
async function newReader(browser) {
  const context = await browser.newContext();
  try {
    return await registerReader(webUrl, context, 'turn');
  } finally {
    await context.close();
  }
}

/** A free book whose first `count` chapters are free and have text, with those chapters. */
async function freeBook(request, count) {
  const { books } = await graphql(request, '{ books(pageSize: 100) { items { id title isVip totalChapters } } }');
  for (const book of books.items.filter((item) => !item.isVip && item.totalChapters >= count)) {
    const data = await graphql(
      request,
      'query($id: ID!) { book(id: $id) { chapters(pageSize: 100) { items { id number title coinsRequired hasContent } } } }',
      {
        id: book.id,
      },
    );
    const chapters = data.book.chapters.items.slice(0, count);
    if (chapters.length === count && chapters.every((chapter) => chapter.coinsRequired === 0 && chapter.hasContent))
      return { book, chapters };
  }
  throw new Error(`no free book with ${count} readable chapters`);
}

// ---------------------------------------------------------------------------------------------
// In the page (functions Playwright runs in the browser)
/* global window, document, MutationObserver, requestAnimationFrame */

/** Runs before the app: when each opening call (startReading) answered, and when marked elements were painted. */
function instrument() {
  const bench = { openings: [], painted: [] };
  window.__bench = bench;
  // Element Timing: when the elements marked by armTurn were painted.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.painted.push({ identifier: entry.identifier, at: entry.renderTime || entry.loadTime });
  }).observe({ type: 'element', buffered: true });
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const opening = typeof init?.body === 'string' && init.body.includes('"operationName":"StartReading"');
    const promise = originalFetch(input, init);
    if (opening) {
      const body = JSON.parse(init.body);
      void promise.then(
        () => bench.openings.push({ chapterId: body.variables.chapterId, at: performance.now() }),
        () => {},
      );
    }
    return promise;
  };
}

/** Arms the measurement of the turn to the chapter titled `title`. */
function armTurn(title) {
  const identifier = `turn-${performance.now()}`;
  const turn = { title, identifier, tapAt: null, clickAt: null, domAt: null, frameAt: null, afterFrameAt: null, paintAt: null };
  window.__bench.turn = turn;
  const onDown = (event) => {
    if (turn.tapAt === null) turn.tapAt = event.timeStamp;
  };
  window.addEventListener('pointerdown', onDown, { capture: true, once: true });
  window.addEventListener(
    'click',
    (event) => {
      turn.clickAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const shown = () => {
    const article = document.querySelector('[data-testid="reader-scroller"] article');
    return article?.querySelector('h1')?.textContent === title && article.querySelector('p[data-paragraph="0"]') !== null;
  };
  const observer = new MutationObserver(() => {
    if (turn.domAt !== null || !shown()) return;
    turn.domAt = performance.now();
    observer.disconnect();
    // Marked before the frame that draws it (this runs as a microtask of the task that inserted it).
    document.querySelector('[data-testid="reader-scroller"] article p[data-paragraph="0"]').setAttribute('elementtiming', identifier);
    requestAnimationFrame(() => {
      turn.frameAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        turn.afterFrameAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  const paintObserver = new PerformanceObserver(() => {
    const entry = window.__bench.painted.find((painted) => painted.identifier === identifier);
    if (entry) {
      turn.paintAt = entry.at;
      paintObserver.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  paintObserver.observe({ type: 'element' });
}

// ---------------------------------------------------------------------------------------------

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank];
}
const median = (values) => percentile(values, 0.5);

function summarize(sessions) {
  const turns = sessions.flat();
  const tapToText = turns.map((turn) => turn.tapToTextMs);
  const tasks = turns.map((turn) => turn.longestTaskMs);
  return {
    sessions: sessions.length,
    turns: turns.length,
    tapToTextMs: { median: median(tapToText), p90: percentile(tapToText, 0.9), max: Math.max(...tapToText), min: Math.min(...tapToText) },
    sessionMediansMs: sessions.map((session) => median(session.map((turn) => turn.tapToTextMs))),
    longestTaskMs: { median: median(tasks), p90: percentile(tasks, 0.9), max: Math.max(...tasks) },
    tapToOpeningMs: { median: median(turns.map((turn) => turn.tapToOpeningMs).filter((value) => value !== null)) },
    textBeforeOpening: turns.filter((turn) => turn.tapToOpeningMs !== null && turn.tapToTextMs < turn.tapToOpeningMs).length,
    withinGoal: turns.filter((turn) => turn.tapToTextMs <= GOAL_MS).length,
  };
}

// Every task of a thread (RunTask), in the categories DevTools' performance panel records.
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** How long each task ran on the page's main thread (CrRendererMain) in a Chrome trace, in ms. */
function mainThreadTasksMs(trace) {
  const events = trace.traceEvents ?? trace;
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const main = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadOf),
  );
  return events
    .filter(
      (event) =>
        event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && main.has(threadOf(event)),
    )
    .map((event) => event.dur / 1000);
}

/** One session of one build: a new reader, a fresh page on the first chapter, then `TURNS` taps on "Next chapter". */
async function session(browser, { name, origin, user, book, chapters }) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    // Cookies belong to the host (both builds are on 127.0.0.1); localStorage to the origin.
    await context.addCookies(user.cookies);
    await context.addInitScript(
      ({ record, hintKey }) => {
        window.localStorage.setItem('user', JSON.stringify(record));
        window.localStorage.setItem('language', 'en-US');
        window.localStorage.setItem(hintKey, new Date().toISOString());
      },
      { record: user.record, hintKey: `firstChapterRead:${user.record.id}:${book.id}` },
    );
    await context.addInitScript(instrument);
    const page = await context.newPage();
    // A build that breaks shows why here rather than only as a timeout further down.
    page.on('pageerror', (error) => log(`${name}: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') log(`${name}: console error: ${message.text()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${origin}/novel/${encodeURIComponent(book.id)}/read?chapter=${encodeURIComponent(chapters[0].id)}`);
    const results = [];
    for (let index = 1; index <= TURNS; index += 1) {
      const current = chapters[index - 1];
      const next = chapters[index];
      // Settled on the current chapter: its text, its opening answered, the next chapter stored ahead.
      await page.waitForFunction(
        ({ title, chapterId, storedKey }) => {
          const heading = document.querySelector('[data-testid="reader-scroller"] article h1');
          const opened = window.__bench.openings.some((opening) => opening.chapterId === chapterId);
          return heading?.textContent === title && opened && window.localStorage.getItem(storedKey) !== null;
        },
        { title: current.title, chapterId: current.id, storedKey: `chapter:${book.id}:${next.id}` },
        { timeout: 30_000, polling: 50 },
      );
      await page.waitForTimeout(READ_MS);
      const box = await page.getByRole('button', { name: 'Next chapter' }).boundingBox();
      if (!box) throw new Error('no "Next chapter" button on screen');
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.evaluate(armTurn, next.title);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => window.__bench.turn.paintAt !== null, null, { timeout: 30_000, polling: 20 });
      // The trace runs on to 500 ms after the paint (the opening answer's render included).
      await page.waitForTimeout(500);
      const trace = await browser.stopTracing();
      if (traceDir) {
        mkdirSync(traceDir, { recursive: true });
        writeFileSync(join(traceDir, `${name}-${user.record.username}-turn-${String(index).padStart(2, '0')}.json`), trace);
      }
      const tasks = mainThreadTasksMs(JSON.parse(trace.toString('utf8')));
      const measured = await page.evaluate((chapterId) => {
        const { turn, openings } = window.__bench;
        const opening = openings.find((entry) => entry.chapterId === chapterId && entry.at >= turn.tapAt);
        return {
          tapToClickMs: turn.clickAt - turn.tapAt,
          tapToDomMs: turn.domAt - turn.tapAt,
          tapToFrameMs: turn.frameAt - turn.tapAt,
          tapToAfterFrameMs: turn.afterFrameAt - turn.tapAt,
          tapToTextMs: turn.paintAt - turn.tapAt,
          tapToOpeningMs: opening ? opening.at - turn.tapAt : null,
        };
      }, next.id);
      measured.longestTaskMs = Math.max(0, ...tasks);
      const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
      const row = { chapter: next.number, ...Object.fromEntries(Object.entries(measured).map(([key, value]) => [key, round(value)])) };
      log(
        `${name.padEnd(8)} turn ${String(index).padStart(2)} -> chapter ${next.number}: text ${row.tapToTextMs} ms (click ${row.tapToClickMs}, dom ${row.tapToDomMs}, frame ${row.tapToFrameMs}, after ${row.tapToAfterFrameMs}), longest task ${row.longestTaskMs} ms, opening answered ${row.tapToOpeningMs ?? 'later'} ms`,
      );
      results.push(row);
    }
    return results;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function section(results) {
  const fmt = (value) => (value == null ? 'n/a' : String(Math.round(value)));
  const row = (name, summary) =>
    `| ${name} | ${summary.turns} | ${fmt(summary.tapToTextMs.median)} | ${fmt(summary.tapToTextMs.p90)} | ${fmt(summary.tapToTextMs.max)} | ${summary.sessionMediansMs.map(fmt).join(', ')} | ${fmt(summary.longestTaskMs.median)} / ${fmt(summary.longestTaskMs.max)} | ${fmt(summary.tapToOpeningMs.median)} | ${summary.textBeforeOpening} / ${summary.turns} | ${summary.withinGoal} / ${summary.turns} |`;
  const { machine } = results;
  return [
    markers[0],
    '## Chapter turn (tap to text)',
    '',
    'How long a phone reader waits for the next chapter\'s text after tapping "Next chapter", measured by',
    '',
    '```sh',
    'pnpm bench:chapter-turn',
    '```',
    '',
    `(\`web/scripts/bench-chapter-turn.mjs\`; every turn in \`web/bench-results/chapter-turn.json\`). Two builds of the app against one real stack (API on in-memory PGlite with 120 seeded books, BFF, \`${webServer === 'nginx' ? 'nginx' : 'vite preview'}\`): this one, and the baseline, the same app with \`${baselineDir}\` of \`${results.baselineRevision.slice(0, 10)}\` (BASELINE_REV, default HEAD; BASELINE_DIR, default the reader). In Chromium with a 390x844 touch viewport and the CPU slowed ${results.cpuSlowdown}x (CDP \`Emulation.setCPUThrottlingRate\`), a new reader opens chapter 1 of a free book and taps "Next chapter" ${results.turnsPerSession} times, each time once the chapter is open and the next one prefetched, after ${READ_MS} ms of reading; ${results.sessionsPerBuild} sessions per build, alternating. Tap to text: from the tap's pointerdown to the first frame painted with the new chapter's heading and first paragraph. Longest task: the longest task on the page's main thread (from a Chrome trace of the turn, which adds a little to every task) from just before the tap to 0.5 s after that paint; the goal allows none over 40 ms. Opening: when the chapter's startReading answer arrived (the reading clock: progress reports and rewards wait for it). Goal: text within ${GOAL_MS} ms.`,
    '',
    `- Date: ${results.date}`,
    `- Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGb} GB, ${machine.platform}; load average at start ${machine.loadAverage.join(' / ')}, at end ${machine.loadAverageAtEnd.join(' / ')} (shared, busy machine: compare the rows of one run)`,
    `- Node ${machine.node}, ${machine.chromium} (${chromiumPath})`,
    `- Book \`${results.book.id}\` (${results.book.title}), chapters 2 to ${results.turnsPerSession + 1}`,
    '',
    '| build | turns | tap to text median ms | p90 ms | max ms | session medians ms | longest main-thread task median / max ms | opening answered median ms | text before opening | within 100 ms |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    row('this build', results.current.summary),
    row(`baseline (${baselineDir.replace('web/src/', '')} of ${results.baselineRevision.slice(0, 10)})`, results.baseline.summary),
    markers[1],
  ].join('\n');
}

function writeSection(text) {
  const current = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '# Web benchmarks\n';
  const from = current.indexOf(markers[0]);
  const to = current.indexOf(markers[1], from);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${text}${current.slice(to + markers[1].length)}`
      : `${current.replace(/\n*$/, '\n\n')}${text}\n`;
  writeFileSync(benchmarksFile, next);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  await assertPortsFree(ports);
  const revision = baselineRevision();
  buildWeb(buildDir);
  const baselineRoot = buildBaseline(revision);
  const app = startApp({ ports, buildDir });
  const baselineWeb = startWebServer({ name: 'baseline', buildDir: 'dist', port: ports.baseline, bffPort: ports.bff, webRoot: baselineRoot });
  log('waiting for the API, the BFF and the web servers');
  await waitForApp(app, ports);
  await waitFor(baselineWeb, `${baselineUrl}/login`, 60_000);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  onStop(() => browser.close());
  const machine = machineInfo(`Chrome/${browser.version()}`);
  log(`${machine.chromium}, ${machine.cpus} cores, load ${machine.loadAverage.join(' ')}`);

  const setup = await browser.newContext();
  const { book, chapters } = await freeBook(setup.request, TURNS + 1);
  await setup.close();
  log(`book ${book.id} (${book.title}); baseline ${baselineDir} of ${revision.slice(0, 10)}`);

  const builds = [
    { key: 'current', name: 'this', origin: webUrl, sessions: [] },
    { key: 'baseline', name: 'baseline', origin: baselineUrl, sessions: [] },
  ];
  for (let round = 0; round < SESSIONS; round += 1) {
    // Each session on a reader of its own, so none finds chapters another opened.
    for (const build of builds) build.sessions.push(await session(browser, { ...build, user: await newReader(browser), book, chapters }));
  }

  machine.loadAverageAtEnd = os.loadavg().map((value) => Number(value.toFixed(2)));
  const results = {
    date: new Date().toISOString(),
    command: 'pnpm bench:chapter-turn',
    baselineRevision: revision,
    cpuSlowdown: CPU_SLOWDOWN,
    turnsPerSession: TURNS,
    sessionsPerBuild: SESSIONS,
    readMs: READ_MS,
    goalMs: GOAL_MS,
    machine,
    book: { id: book.id, title: book.title },
    ...Object.fromEntries(builds.map((build) => [build.key, { summary: summarize(build.sessions), sessions: build.sessions }])),
  };
  mkdirSync(join(webDir, 'bench-results'), { recursive: true });
  writeFileSync(join(webDir, 'bench-results', 'chapter-turn.json'), `${JSON.stringify(results, null, 2)}\n`);
  const text = section(results);
  writeSection(text);
  process.stdout.write(`\n${text}\n\nWrote web/BENCHMARKS.md (chapter-turn section) and web/bench-results/chapter-turn.json.\n`);
}

await runBench(main, buildDir);
