// `node web/scripts/bench-first-date.mjs`: what showing the first date costs a page's main thread on
// a phone, with the app's date formatting (src/shared/i18n/format-date.ts, date-fns) against the
// same functions built on `Intl.DateTimeFormat` (the app's formatting before it, taken from git at
// BASE_REV, default 07308fa). On demand, not part of `pnpm test`.
//
// Each variant is bundled on its own (esbuild, minified, as Vite would), and each round opens a
// fresh page (a new renderer process, so nothing of ICU or of the code is warm) in Debian's
// Chromium with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`), then times, in the page,
// the evaluation of the bundle and the first `formatDate` and `formatDateTime` in zh-CN, as a
// screen's render would call them. ROUNDS rounds per variant (default 10), alternating. The
// download (about 6 KB gzipped for date-fns) is not in the time. Prints the medians and writes
// web/bench-results/first-date.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, log, machineInfo, median, repoDir, webDir } from './bench-stack.mjs';

/* global window */

const { chromium } = createRequire(join(repoDir, 'e2e', 'package.json'))('@playwright/test');
const esbuild = createRequire(createRequire(join(webDir, 'package.json')).resolve('vite'))('esbuild');

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const BASE_REV = process.env.BASE_REV || '07308fa';
const CPU_SLOWDOWN = 4;

/** A self-contained script that sets `window.showDates()` from the formatting module at `file`. */
async function bundle(file) {
  const result = await esbuild.build({
    stdin: {
      contents: `import { formatDate, formatDateTime } from ${JSON.stringify(file)};
        window.showDates = () => [formatDate('2026-11-21T08:30:00.000Z', 'zh-CN'), formatDateTime('2026-11-21T08:30:00.000Z', 'zh-CN')];`,
      resolveDir: webDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** In a fresh page: the script's evaluation and the first dates, in ms of the page's clock. */
async function measure(browser, script) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('about:blank');
    return await page.evaluate((source) => {
      const started = performance.now();
      (0, eval)(source);
      const evaluated = performance.now();
      const dates = window.showDates();
      const shown = performance.now();
      return { evaluateMs: evaluated - started, firstDatesMs: shown - evaluated, totalMs: shown - started, dates };
    }, script);
  } finally {
    await context.close();
  }
}

const scratch = mkdtempSync(join(os.tmpdir(), 'bench-first-date-'));
try {
  const baseFile = join(scratch, 'format-intl.ts');
  writeFileSync(baseFile, execFileSync('git', ['show', `${BASE_REV}:web/src/shared/i18n/format.ts`], { cwd: repoDir }));
  const variants = [
    { name: `Intl.DateTimeFormat (format.ts of ${BASE_REV})`, script: await bundle(baseFile) },
    { name: 'date-fns (format-date.ts)', script: await bundle(join(webDir, 'src/shared/i18n/format-date.ts')) },
  ];
  for (const variant of variants) log(`${variant.name}: bundle ${(variant.script.length / 1024).toFixed(1)} KB`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const machine = machineInfo(`Chrome/${browser.version()}`);
  const runs = variants.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating, and each variant first in every other round.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const run = await measure(browser, variants[index].script);
      runs[index].push(run);
      log(
        `round ${round + 1} ${variants[index].name}: ${run.totalMs.toFixed(1)} ms (evaluate ${run.evaluateMs.toFixed(1)}, first dates ${run.firstDatesMs.toFixed(1)}) ${run.dates.join(' / ')}`,
      );
    }
  }
  await browser.close();

  const summary = variants.map((variant, index) => ({
    variant: variant.name,
    bundleKb: Number((variant.script.length / 1024).toFixed(1)),
    medianTotalMs: median(runs[index].map((run) => run.totalMs)),
    medianEvaluateMs: median(runs[index].map((run) => run.evaluateMs)),
    medianFirstDatesMs: median(runs[index].map((run) => run.firstDatesMs)),
    dates: runs[index][0].dates,
  }));
  const results = {
    date: new Date().toISOString(),
    command: 'node web/scripts/bench-first-date.mjs',
    cpuSlowdown: CPU_SLOWDOWN,
    rounds: ROUNDS,
    machine,
    summary,
    runs,
  };
  mkdirSync(join(webDir, 'bench-results'), { recursive: true });
  writeFileSync(join(webDir, 'bench-results', 'first-date.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nFirst dates on a fresh page, CPU slowed ${CPU_SLOWDOWN}x, ${ROUNDS} rounds each (medians, ms):\n\n`);
  process.stdout.write('| formatting | bundle KB (minified) | evaluate | first dates | total |\n| --- | ---: | ---: | ---: | ---: |\n');
  for (const row of summary) {
    process.stdout.write(
      `| ${row.variant} | ${row.bundleKb} | ${row.medianEvaluateMs.toFixed(1)} | ${row.medianFirstDatesMs.toFixed(1)} | ${row.medianTotalMs.toFixed(1)} |\n`,
    );
  }
  process.stdout.write(
    `\nratio of totals, Intl / date-fns: ${(summary[0].medianTotalMs / summary[1].medianTotalMs).toFixed(2)}x\nWrote web/bench-results/first-date.json.\n`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
