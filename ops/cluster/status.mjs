// `pnpm cluster:status`: what the running cluster's supervisor says about each process, and what
// each one answers right now on its readiness endpoint.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { clusterConfig } from './config.mjs';
import { redisPing } from './services.mjs';
import { isAlive } from './supervisor.mjs';

const say = (line) => process.stdout.write(`${line}\n`);
const config = clusterConfig();
if (!existsSync(config.statePath)) {
  say(`no cluster has run here (${config.statePath} is missing); start one with \`pnpm start:cluster\``);
  process.exit(1);
}
const state = JSON.parse(readFileSync(config.statePath, 'utf8'));
const running = state.supervisor?.pid && isAlive(state.supervisor.pid) && state.supervisor.status !== 'stopped';
say(`cluster ${state.url}: supervisor pid ${state.supervisor?.pid} ${running ? state.supervisor.status : 'not running'}`);
say(`  database ${state.database}; redis ${state.redis}; started ${state.startedAt}`);

async function probe(name, p) {
  if (!running || !p.pid) return '-';
  if (name === 'redis') return (await redisPing('127.0.0.1', p.port)) ? 'PONG' : 'no answer';
  const path = name === 'nginx' ? '/healthz' : '/readyz';
  try {
    const response = await fetch(`${p.url}${path}`, { signal: AbortSignal.timeout(2000) });
    const body = await response.text();
    let detail = '';
    try {
      const json = JSON.parse(body);
      detail = json.status ? ` ${json.status}` : '';
      if (json.cache) detail += ` (cache ${json.cache.kind}${json.cache.ok ? '' : ' down'})`;
    } catch {
      // Not JSON (nginx's "ok").
    }
    return `${response.status}${detail}`;
  } catch (error) {
    return `no answer (${error.cause?.code ?? error.name})`;
  }
}

const rows = [['process', 'pid', 'port', 'state', 'restarts', 'answers', 'log']];
for (const [name, p] of Object.entries(state.processes ?? {})) {
  const path = name === 'redis' ? 'PING' : name === 'nginx' ? '/healthz' : '/readyz';
  rows.push([
    name,
    String(p.pid ?? '-'),
    String(p.port ?? '-'),
    p.state,
    String(p.restarts),
    `${path} ${await probe(name, p)}`,
    relative(process.cwd(), p.log),
  ]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
say('');
for (const row of rows) say(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd());
