// The load test's results: the machine they were measured on, the table printed at the end of a
// run, and the same table written into OPERATIONS.md between markers (the latest run in full, and
// one line per run in the history below it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

function version(command, args, pattern) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  const match = `${result.stdout ?? ''}${result.stderr ?? ''}`.match(pattern);
  return match ? match[1] : '?';
}

export function machineDescription() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const os = osRelease.match(/^PRETTY_NAME="?([^"\n]+)"?/m)?.[1] ?? process.platform;
  const cores = cpus();
  const parts = {
    cores: cores.length,
    cpu: cores[0]?.model.replace(/\s+/g, ' ').trim() ?? '?',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os,
    node: process.version,
    nginx: version('nginx', ['-v'], /nginx\/([\d.]+)/),
    postgres: version('psql', ['--version'], /(\d+\.\d+)/),
    redis: version('redis-server', ['--version'], /v=([\d.]+)/),
    loadAverageBefore: Number(loadavg()[0].toFixed(2)),
  };
  return parts;
}

export function machineText(m) {
  return (
    `${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}, nginx ${m.nginx}, ` +
    `PostgreSQL ${m.postgres}, Redis ${m.redis}; load tool, cluster and databases on the same machine; ` +
    `1-min load average ${m.loadAverageBefore} before the run` +
    (m.loadAverageAfter !== undefined ? `, ${m.loadAverageAfter} at its end` : '')
  );
}

const ms = (value) => (value === null || value === undefined ? '-' : String(Math.round(value)));
const seconds = (value) => (value / 1000).toFixed(1);

function windowText(phase, results) {
  if (phase.name === 'steady') {
    return `${seconds(results.settings.rampMs)}-${seconds(results.settings.durationMs)} s outside the fault windows`;
  }
  if (phase.name === 'all requests') return `whole run, wind-down included`;
  const back = phase.window.backAfter === null ? 'not back' : `back after ${(phase.window.backAfter / 1000).toFixed(2)} s`;
  return `${seconds(phase.window.from)}-${seconds(phase.window.to)} s (${back})`;
}

function phaseLabel(phase, results) {
  const fault = results.faults.find((f) => f.name === phase.name);
  return fault ? `${phase.name} (${fault.target})` : phase.name;
}

export function resultsTable(results) {
  const lines = [
    '| phase | window | requests | req/s | failed | in flight on the killed process | other failures | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const phase of results.phases) {
    lines.push(
      `| ${phaseLabel(phase, results)} | ${windowText(phase, results)} | ${phase.requests} | ${phase.perSecond ? phase.perSecond.toFixed(1) : '-'} | ` +
        `${phase.failed} | ${phase.inFlight} | ${phase.other} | ${ms(phase.p50)} | ${ms(phase.p95)} | ${ms(phase.p99)} | ${ms(phase.max)} |`,
    );
  }
  return lines.join('\n');
}

export function ledgerText(ledger) {
  const doubled = Object.entries(ledger.doubled)
    .filter(([, rows]) => rows.length > 0)
    .map(([kind, rows]) => `${rows.length} ${kind}`);
  return (
    `${ledger.ok ? 'OK' : 'NOT OK'}: ${ledger.users} users, ${ledger.ledgerRows} ledger rows, ${ledger.coinsInLedger} coins; ` +
    `every balance = its ledger sum: ${ledger.balanceMismatches.length === 0 && ledger.lastRowMismatches.length === 0 ? 'yes' : `no (${ledger.balanceMismatches.length + ledger.lastRowMismatches.length})`}; ` +
    `paid twice: ${doubled.length ? doubled.join(', ') : '0'}; ` +
    `coins the readers saw credited but missing from the ledger: ${ledger.lost}; ` +
    `in the ledger but never seen by the reader: ${ledger.explainedExtra + ledger.unexplainedExtra}` +
    (ledger.explainedExtra + ledger.unexplainedExtra > 0
      ? ` (${ledger.explainedExtra} for readers with a mutation whose answer was lost, ${ledger.unexplainedExtra} unexplained)`
      : '')
  );
}

export function printResults(results, say) {
  say('');
  say(`results (${results.date}, commit ${results.commit}):`);
  say(`  ${results.readers} readers, ${results.completedJourneys} completed every step; ${machineText(results.machine)}`);
  say('');
  say(resultsTable(results));
  say('');
  if (results.failures.length > 0) {
    say('failed requests:');
    for (const failure of results.failures) {
      const proof = [
        ...failure.proof.bff.map((p) => `nginx tried ${p.address} (${p.status})`),
        ...failure.proof.api.map((p) => `balancer tried ${p.address} (${p.status})`),
      ];
      say(
        `  ${seconds(failure.start)}-${seconds(failure.end)} s ${failure.method} ${failure.operation}: ${failure.error} -> ${failure.cause}` +
          `${proof.length ? `; ${proof.join(', ')}` : ''}${failure.requestId ? ` [${failure.requestId}]` : ''}`,
      );
    }
    say('');
  }
  say(`ledger: ${ledgerText(results.ledger)}`);
  for (const reader of results.ledger.perReader) {
    say(
      `  ${reader.username}: saw ${reader.seen}, ledger ${reader.ledger} (lost ${reader.lost}, extra ${reader.extra}${reader.explained ? ', after a failed mutation' : ''})`,
    );
  }
}

const LATEST = ['<!-- bench:load latest: start -->', '<!-- bench:load latest: end -->'];
const RUNS = ['<!-- bench:load runs: start -->', '<!-- bench:load runs: end -->'];

function replaceBetween(text, [start, end], body) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return null;
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

function command(settings) {
  const args = [];
  if (settings.rate !== 4) args.push(`--rate ${settings.rate}`);
  if (settings.durationMs !== 60_000) args.push(`--duration ${settings.durationMs / 1000}`);
  if (settings.queriesAsGet) args.push('--queries-as-get');
  if (!settings.faults) args.push('--no-faults');
  return `pnpm bench:load${args.length ? ` ${args.join(' ')}` : ''}`;
}

export function writeResults(results, path) {
  const s = results.settings;
  const latest = [
    `Run ${results.date.slice(0, 16).replace('T', ' ')} UTC, commit ${results.commit}: \`${command(s)}\`.`,
    `${s.rate} readers/s for ${s.durationMs / 1000} s (${results.readers} readers, ${results.completedJourneys} finished every step), ` +
      `GraphQL queries sent as ${s.queriesAsGet ? 'GET, as the web app sends them' : 'POST (the web app sends them as GET: `--queries-as-get`)'}; ` +
      `faults at ${s.faults ? s.faultsAt.map((t) => `${t} s`).join(', ') : '(none)'}; ` +
      `MIN_READ_SECONDS_FOR_REWARD=${s.minReadSeconds.reward}, MIN_READ_SECONDS_FOR_COMPLETION=${s.minReadSeconds.completion}.`,
    `Machine: ${machineText(results.machine)}.`,
    '',
    resultsTable(results),
    '',
    `Ledger: ${ledgerText(results.ledger)}.`,
  ].join('\n');
  const phase = (name) => results.phases.find((p) => p.name === name);
  const faultP99 = (target) => {
    const fault = results.faults.find((f) => f.target === target);
    return fault ? ms(phase(fault.name)?.p99) : '-';
  };
  const all = phase('all requests');
  const row =
    `| ${results.date.slice(0, 16).replace('T', ' ')} | ${results.commit} | \`${command(s)}\` | ${all.requests} | ` +
    `${all.failed} (${all.inFlight} in flight, ${all.other} other) | ${ms(phase('steady').p99)} | ${faultP99('bff-2')} | ${faultP99('redis')} | ` +
    `${faultP99('api-1')} | ${results.ledger.ok ? 'OK' : 'NOT OK'} | ${results.machine.loadAverageBefore} / ${results.machine.loadAverageAfter ?? '-'} |`;

  let text = readFileSync(path, 'utf8');
  const runsStart = text.indexOf(RUNS[0]);
  const runsEnd = text.indexOf(RUNS[1]);
  const header = [
    '| date (UTC) | commit | command | requests | failed | steady p99 ms | BFF kill p99 | Redis restart p99 | API kill p99 | ledger | load avg before / end |',
    '|---|---|---|---:|---|---:|---:|---:|---:|---|---|',
  ];
  let rows = [];
  if (runsStart >= 0 && runsEnd > runsStart) {
    rows = text
      .slice(runsStart + RUNS[0].length, runsEnd)
      .split('\n')
      .filter((line) => line.startsWith('| 2'));
  }
  rows = [row, ...rows].slice(0, 12);
  const updated = replaceBetween(text, LATEST, latest);
  if (updated === null) {
    text += `\n## Load and failure test results\n\n${LATEST[0]}\n${latest}\n${LATEST[1]}\n\n${RUNS[0]}\n${[...header, ...rows].join('\n')}\n${RUNS[1]}\n`;
  } else {
    text =
      replaceBetween(updated, RUNS, [...header, ...rows].join('\n')) ??
      `${updated}\n${RUNS[0]}\n${[...header, ...rows].join('\n')}\n${RUNS[1]}\n`;
  }
  writeFileSync(path, text);
}
