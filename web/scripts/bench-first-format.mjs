// `node web/scripts/bench-first-format.mjs [dates|numbers|chapter-order]`: what the first use of a
// formatting module costs a page's main thread on a phone, the app's module against the one it
// replaced, built on Intl (taken from git at the subject's base revision). On demand, not part of
// `pnpm test`. The first Intl object of each kind loads ICU data, tens of milliseconds on a phone:
//
//   dates          src/shared/i18n/format-date.ts (date-fns) against Intl.DateTimeFormat (format.ts of 07308fa)
//   numbers        src/shared/i18n/format.ts against Intl.NumberFormat (format.ts of 1414b35)
//   chapter-order  src/features/novel/chapter-order.ts, its collator built on the first tie, against
//                  the one built as the module loaded (of 1414b35), ordering numbered chapter titles
//
// Each variant is bundled on its own (esbuild, minified, as Vite would), and each round opens a
// fresh page (a new renderer process, so nothing of ICU or of the code is warm) in Debian's
// Chromium with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`), then times, in the page,
// the evaluation of the bundle and its first use, as a screen's render would make it. ROUNDS rounds
// per variant (default 10), alternating. The download is not in the time. Prints the medians and
// writes web/bench-results/first-<subject>.json.
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
const CPU_SLOWDOWN = 4;

const numberedTitles = Array.from({ length: 50 }, (_, index) => `第${50 - index}章 风起`);

/**
 * Each subject: the module it measures (`file`, under web/src), the one it replaced (`file` at
 * `baseRev` unless `baseFile` says otherwise), and `use`, a script body calling the module's
 * exports (imported as `m`) as a screen would and returning what they wrote.
 */
const subjects = {
  dates: {
    baseRev: '07308fa',
    baseFile: 'src/shared/i18n/format.ts',
    baseName: 'Intl.DateTimeFormat',
    file: 'src/shared/i18n/format-date.ts',
    name: 'date-fns',
    use: "[m.formatDate('2026-11-21T08:30:00.000Z', 'zh-CN'), m.formatDateTime('2026-11-21T08:30:00.000Z', 'zh-CN')]",
  },
  numbers: {
    baseRev: '1414b35',
    baseName: 'Intl.NumberFormat',
    file: 'src/shared/i18n/format.ts',
    name: 'written out',
    use: "[m.formatNumber(1234567, 'zh-CN'), m.formatNumber(12.34, 'zh-CN', { maximumFractionDigits: 1 }), m.formatPercent(45, 'zh-CN')]",
  },
  'chapter-order': {
    baseRev: '1414b35',
    baseName: 'collator built on load',
    file: 'src/features/novel/chapter-order.ts',
    name: 'collator built on the first tie',
    use: `m.orderChapters(${JSON.stringify(numberedTitles.map((title) => ({ title })))}).slice(0, 3).map((chapter) => chapter.title)`,
  },
};

const subjectName = process.argv[2] ?? 'dates';
const subject = subjects[subjectName];
if (!subject) throw new Error(`unknown subject ${subjectName}; one of ${Object.keys(subjects).join(', ')}`);

/** A self-contained script that sets `window.useFormatting()` from the module at `file`. */
async function bundle(file) {
  const result = await esbuild.build({
    stdin: {
      contents: `import * as m from ${JSON.stringify(file)};
        window.useFormatting = () => ${subject.use};`,
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

/** In a fresh page: the script's evaluation and its first use, in ms of the page's clock. */
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
      const written = window.useFormatting();
      const used = performance.now();
      return { evaluateMs: evaluated - started, firstUseMs: used - evaluated, totalMs: used - started, written };
    }, script);
  } finally {
    await context.close();
  }
}

const scratch = mkdtempSync(join(os.tmpdir(), 'bench-first-format-'));
try {
  const baseSource = subject.baseFile ?? subject.file;
  const baseFile = join(scratch, 'base.ts');
  writeFileSync(baseFile, execFileSync('git', ['show', `${subject.baseRev}:web/${baseSource}`], { cwd: repoDir }));
  const variants = [
    { name: `${subject.baseName} (${baseSource} of ${subject.baseRev})`, script: await bundle(baseFile) },
    { name: `${subject.name} (${subject.file})`, script: await bundle(join(webDir, subject.file)) },
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
        `round ${round + 1} ${variants[index].name}: ${run.totalMs.toFixed(1)} ms (evaluate ${run.evaluateMs.toFixed(1)}, first use ${run.firstUseMs.toFixed(1)}) ${run.written.join(' / ')}`,
      );
    }
  }
  await browser.close();

  const summary = variants.map((variant, index) => ({
    variant: variant.name,
    bundleKb: Number((variant.script.length / 1024).toFixed(1)),
    medianTotalMs: median(runs[index].map((run) => run.totalMs)),
    medianEvaluateMs: median(runs[index].map((run) => run.evaluateMs)),
    medianFirstUseMs: median(runs[index].map((run) => run.firstUseMs)),
    written: runs[index][0].written,
  }));
  const results = {
    date: new Date().toISOString(),
    command: `node web/scripts/bench-first-format.mjs ${subjectName}`,
    cpuSlowdown: CPU_SLOWDOWN,
    rounds: ROUNDS,
    machine,
    summary,
    runs,
  };
  mkdirSync(join(webDir, 'bench-results'), { recursive: true });
  const resultsFile = `first-${subjectName}.json`;
  writeFileSync(join(webDir, 'bench-results', resultsFile), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nFirst ${subjectName} on a fresh page, CPU slowed ${CPU_SLOWDOWN}x, ${ROUNDS} rounds each (medians, ms):\n\n`);
  process.stdout.write('| formatting | bundle KB (minified) | evaluate | first use | total |\n| --- | ---: | ---: | ---: | ---: |\n');
  for (const row of summary) {
    process.stdout.write(
      `| ${row.variant} | ${row.bundleKb} | ${row.medianEvaluateMs.toFixed(1)} | ${row.medianFirstUseMs.toFixed(1)} | ${row.medianTotalMs.toFixed(1)} |\n`,
    );
  }
  process.stdout.write(
    `\nratio of totals, ${subject.baseName} / ${subject.name}: ${(summary[0].medianTotalMs / summary[1].medianTotalMs).toFixed(2)}x\nWrote web/bench-results/${resultsFile}.\n`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
