// `pnpm bench:load`: the load and failure test of the one-machine cluster (OPERATIONS.md, "Load
// and failure test"). It starts its own cluster (`pnpm start:cluster`) on an empty database, sends
// reader journeys through nginx at a fixed arrival rate for 60 s, and meanwhile SIGKILLs a BFF
// replica, restarts Redis and SIGKILLs an API replica (the supervisor brings each back). Then it
// stops the cluster, checks the coin ledger in PostgreSQL, prints the results and writes them to
// OPERATIONS.md (and bench-results/).
//
//   pnpm bench:load [--rate 4] [--duration 60] [--no-build] [--no-faults] [--queries-as-get] [--no-write]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO, clusterConfig } from '../cluster/config.mjs';
import { ensureDatabase } from '../cluster/services.mjs';
import { isAlive } from '../cluster/supervisor.mjs';
import { analyze } from './analyze.mjs';
import { loadOperations } from './documents.mjs';
import { PLAN, runJourney } from './journey.mjs';
import { checkLedger } from './ledger.mjs';
import { machineDescription, machineText, printResults, writeResults } from './report.mjs';

const say = (line = '') => process.stdout.write(`${line}\n`);

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}
const flag = (name) => process.argv.includes(`--${name}`);

const settings = {
  rate: option('rate', 4),
  durationMs: option('duration', 60) * 1000,
  rampMs: 5000,
  faults: !flag('no-faults'),
  queriesAsGet: flag('queries-as-get'),
  build: !flag('no-build'),
  write: !flag('no-write'),
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/novel_bench',
  /** Reading time the server must measure before a reward (the defaults are 5 s and 15 s). */
  minReadSeconds: { reward: '0.5', completion: '2' },
};
// At 20 s, 32 s and 44 s of a 60 s run (the same fractions of other durations).
const FAULTS = [
  { name: 'BFF replica SIGKILL', target: 'bff-2', signal: 'SIGKILL', atFraction: 20 / 60 },
  { name: 'Redis restart', target: 'redis', signal: 'SIGTERM', atFraction: 32 / 60 },
  { name: 'API replica SIGKILL', target: 'api-1', signal: 'SIGKILL', atFraction: 44 / 60 },
];

const cluster = clusterConfig({ ...process.env, DATABASE_URL: settings.databaseUrl });
const readState = () => JSON.parse(readFileSync(cluster.statePath, 'utf8'));

/** Starts `pnpm start:cluster` with the load test's settings; resolves once every process is ready. */
async function startCluster() {
  await ensureDatabase(settings.databaseUrl, say, { recreate: true });
  const env = {
    ...process.env,
    DATABASE_URL: settings.databaseUrl,
    MIN_READ_SECONDS_FOR_REWARD: settings.minReadSeconds.reward,
    MIN_READ_SECONDS_FOR_COMPLETION: settings.minReadSeconds.completion,
    // Every reader registers from 127.0.0.1.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
  };
  // The test restarts Redis, so the cluster must run its own.
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [join(REPO, 'scripts', 'start-cluster.mjs'), ...(settings.build ? [] : ['--no-build'])], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => say(`  [cluster] ${line}`));
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    const gone = await Promise.race([exited, sleep(250).then(() => null)]);
    if (gone) throw new Error(`the cluster exited while starting (${gone.signal ?? `code ${gone.code}`})`);
    if (existsSync(cluster.statePath)) {
      const state = readState();
      if (state.supervisor?.pid === child.pid && state.supervisor.status === 'ready') return { child, exited };
    }
  }
  child.kill('SIGTERM');
  throw new Error('the cluster was not ready within 15 minutes');
}

async function stopCluster({ child, exited }) {
  if (!isAlive(child.pid)) return;
  child.kill('SIGTERM');
  const result = await Promise.race([exited, sleep(60_000).then(() => null)]);
  if (!result) {
    say('the cluster did not stop within 60 s; killing it');
    child.kill('SIGKILL');
  }
}

/** Kills the target, then waits until the supervisor reports a new process of that name ready. */
async function injectFault(fault, now) {
  const before = readState().processes[fault.target];
  const record = { name: fault.name, target: fault.target, signal: fault.signal, port: before.port, oldPid: before.pid, at: now() };
  process.kill(before.pid, fault.signal);
  say(`  ${(record.at / 1000).toFixed(1)} s: ${fault.signal} ${fault.target} (pid ${before.pid})`);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await sleep(50);
    const after = readState().processes[fault.target];
    if (after.pid && after.pid !== before.pid && after.state === 'ready') {
      record.backAt = now();
      record.newPid = after.pid;
      say(
        `  ${(record.backAt / 1000).toFixed(1)} s: ${fault.target} back (pid ${after.pid}), ${((record.backAt - record.at) / 1000).toFixed(2)} s after the fault`,
      );
      return record;
    }
  }
  say(`  ${fault.target} did not come back within 60 s`);
  return record;
}

async function main() {
  const operations = loadOperations();
  const machine = machineDescription();
  say(`load test: ${settings.rate} reader journeys/s for ${settings.durationMs / 1000} s, ${PLAN.length} requests each, one per second`);
  say(
    `  queries sent as ${settings.queriesAsGet ? 'GET (as the web app does)' : 'POST (the web app uses GET: --queries-as-get)'}; faults: ${settings.faults ? FAULTS.map((f) => f.name).join(', ') : 'none'}`,
  );
  say(`  machine: ${machineText(machine)}`);
  if (machine.loadAverageBefore > machine.cores) {
    say(`  warning: the machine is busy (load average ${machine.loadAverageBefore} on ${machine.cores} cores); the numbers will show it`);
  }
  const started = await startCluster();
  const records = [];
  let results;
  try {
    const url = readState().url;
    const runId = Date.now().toString(36).slice(-5);
    const journeys = [];
    const faults = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    say(`\nrunning (run ${runId}) against ${url}`);

    const faultTimers = settings.faults
      ? FAULTS.map((fault) =>
          sleep(fault.atFraction * settings.durationMs).then(() => injectFault(fault, now).then((record) => faults.push(record))),
        )
      : [];
    const intervalMs = 1000 / settings.rate;
    for (let index = 0; now() < settings.durationMs; index++) {
      const due = index * intervalMs;
      if (due > now()) await sleep(due - now());
      if (due >= settings.durationMs) break;
      journeys.push(
        runJourney({
          url,
          index,
          username: `lt${runId}_${index.toString(36)}`,
          operations,
          queriesAsGet: settings.queriesAsGet,
          now,
          record: (entry) => records.push(entry),
        }),
      );
      if (index % (settings.rate * 10) === 0 && index > 0)
        say(`  ${(now() / 1000).toFixed(0)} s: ${index} readers started, ${records.length} requests answered`);
    }
    say(`  ${(now() / 1000).toFixed(1)} s: arrivals stop (${journeys.length} readers); waiting for the journeys under way`);
    await Promise.all(faultTimers);
    const readers = await Promise.all(journeys);
    say(`  ${(now() / 1000).toFixed(1)} s: all journeys done, ${records.length} requests`);
    faults.sort((a, b) => a.at - b.at);

    say('\nstopping the cluster');
    await stopCluster(started);

    const analysis = analyze({
      records,
      faults,
      durationMs: settings.durationMs,
      rampMs: settings.rampMs,
      logs: { nginx: join(cluster.logDir, 'nginx-access.log'), balancer: join(cluster.logDir, 'api-balancer-access.log') },
    });
    say('checking the ledger');
    const ledger = await checkLedger(settings.databaseUrl, readers);
    // Static steps are not in `done`; a reader who signed in after a lost registration did register.
    const finished = (reader, step) =>
      reader.done.includes(step) || step === 'app' || step === 'cover' || (step === 'register' && reader.done.includes('login'));
    const completed = readers.filter((reader) => PLAN.every((step) => finished(reader, step))).length;
    machine.loadAverageAfter = Number(loadavg()[0].toFixed(2));
    results = {
      runId,
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine,
      settings: { ...settings, faultsAt: FAULTS.map((f) => Math.round(f.atFraction * settings.durationMs) / 1000) },
      readers: readers.length,
      completedJourneys: completed,
      faults,
      ...analysis,
      ledger,
    };
  } catch (error) {
    await stopCluster(started);
    throw error;
  }

  printResults(results, say);
  mkdirSync(join(REPO, 'bench-results'), { recursive: true });
  const file = join(REPO, 'bench-results', `load-${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...results, records }, null, 1)}\n`);
  say(`\nrecords: ${file}`);
  if (settings.write) {
    writeResults(results, join(REPO, 'OPERATIONS.md'));
    say('results written to OPERATIONS.md ("Load and failure test")');
  }
  const unexpected = results.phases.at(-1).other;
  if (unexpected > 0 || !results.ledger.ok) {
    say(`\nFAILED: ${unexpected} failed requests not in flight on a killed process; ledger ${results.ledger.ok ? 'ok' : 'NOT ok'}`);
    process.exitCode = 1;
  }
}

/** The commit the run measured, with "+" when the working tree had uncommitted changes (they were built too). */
function gitCommit() {
  const git = (...args) => spawnSync('git', args, { cwd: REPO, encoding: 'utf8' });
  const head = git('rev-parse', '--short=7', 'HEAD');
  if (head.status !== 0) return 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no').stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+' : ''}`;
}

main().catch((error) => {
  process.stderr.write(`bench:load: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
