#!/usr/bin/env node
// `pnpm test:mutation [api] [bff] [coin]`: StrykerJS over the API's services and the BFF's resolvers
// (`coin`: only the check-in, daily-task and withdraw services, the baseline set),
// then one score per set (MUTATION.md). Stryker 10 needs Node 22 or later while the project runs on
// Node 20, so this runs it on Node 24 from the npm registry's `node` package, in .ci/.node24
// (scripts/node24.mjs), installed there on first use; the system's Node is left alone. The scores are
// printed and written to coverage/mutation/summary.json, next to each set's HTML and JSON report.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { node24 } from './scripts/node24.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const sets = {
  api: { dir: 'api', mutated: 'api/src/services/**/*.ts' },
  bff: { dir: 'bff', mutated: 'bff/src/resolvers/**/*.ts' },
  // The API's configuration on three files; its report is the API's (api.json), read under this name.
  coin: {
    dir: 'api',
    mutated: 'api/src/services/{checkin-service,daily-tasks,withdraw-service}.ts',
    mutate: ['src/services/checkin-service.ts', 'src/services/daily-tasks.ts', 'src/services/withdraw-service.ts'],
    report: 'api',
  },
};
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
for (const name of chosen) {
  if (!(name in sets)) {
    console.error(`Unknown set "${name}"; choose from: ${Object.keys(sets).join(', ')}`);
    process.exit(2);
  }
}
// `coin` is a part of `api`, written to the API's report: run on its own only when asked for.
const names = chosen.length > 0 ? chosen : ['api', 'bff'];
const say = (line) => process.stdout.write(`${line}\n`);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Stryker's counts from its JSON report, and its mutation score: (killed + timeout) / all valid mutants. */
function summarise(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, CompileError: 0, RuntimeError: 0 };
  for (const file of Object.values(report.files)) for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return {
    files: Object.keys(report.files).length,
    killed: counts.Killed,
    timeout: counts.Timeout,
    survived: counts.Survived,
    noCoverage: counts.NoCoverage,
    ignored: counts.Ignored,
    errors: counts.CompileError + counts.RuntimeError,
    valid,
    score: valid === 0 ? 100 : Math.round((detected / valid) * 10_000) / 100,
  };
}

const node = node24();
const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
say(`Stryker on Node ${nodeVersion} (${node})`);
const stryker = join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
// Mutants are judged on the suites' embedded PGlite and in-memory cache, never a shared server.
const env = { ...process.env };
for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'API_TEST_DATABASES', 'REDIS_URL', 'TEST_DB']) delete env[name];

const outDir = join(root, 'coverage', 'mutation');
const summaryFile = join(outDir, 'summary.json');
const summary = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : {};
let failed = false;
for (const name of names) {
  const set = sets[name];
  say(`\n=== ${name}: mutating ${set.mutated}`);
  const report = join(outDir, `${set.report ?? name}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const only = set.mutate ? ['--mutate', set.mutate.join(',')] : [];
  const run = spawnSync(node, [stryker, 'run', 'stryker.config.mjs', ...only], { cwd: join(root, set.dir), env, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(report)) {
    failed = true;
    say(`${name}: Stryker failed (exit ${run.status ?? run.signal}) after ${seconds} s`);
    continue;
  }
  summary[name] = { mutated: set.mutated, ...summarise(report), seconds, finishedAt: new Date().toISOString(), node: nodeVersion };
  if (run.status !== 0) failed = true;
}

// The test APIs' database templates (api/test/support/test-database.ts) of the Stryker workers that just ended.
for (const name of readdirSync(tmpdir())) {
  const pid = Number(name.slice('novel-test-db-'.length));
  if (name.startsWith('novel-test-db-') && Number.isInteger(pid) && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
}

mkdirSync(outDir, { recursive: true });
writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
say('\nMutation score = (killed + timeout) / (killed + timeout + survived + no coverage); ignored (static) mutants are not counted.');
say('set   score    killed  timeout  survived  no-cov  ignored  time');
for (const name of names) {
  const s = summary[name];
  if (!s) continue;
  const cells = [name.padEnd(5), `${s.score.toFixed(2)}%`.padStart(7), String(s.killed).padStart(8), String(s.timeout).padStart(8)];
  cells.push(String(s.survived).padStart(9), String(s.noCoverage).padStart(7), String(s.ignored).padStart(8), `${s.seconds} s`.padStart(7));
  say(cells.join(' '));
}
say(`Reports: ${join('coverage', 'mutation')}/{${[...new Set(names.map((name) => sets[name].report ?? name))].join(',')}}.html, summary.json`);
process.exit(failed ? 1 : 0);
