// Starts the API and the BFF as their own processes from their sources (tsx, as `pnpm dev` does,
// without watching): on PostgreSQL when DATABASE_URL is set, else on an embedded PGlite database
// of its own (seeded with the default catalog on first start). The BFF uses Redis when REDIS_URL
// is set, else its in-process cache.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const REPO = new URL('../../', import.meta.url).pathname;

async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is taken (set PHONE_API_PORT / PHONE_BFF_PORT)`)))
      .listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function waitUntilReady(url, child, name) {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await sleep(300);
  }
  throw new Error(`${name} was not ready at ${url} within 5 minutes`);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by the live processes of process group `group`
 * (pnpm, tsx and the server), from /proc; null where /proc is missing. 10 ms resolution.
 */
function groupCpuMs(group) {
  let ticks = 0;
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The fields after the command name (which may hold spaces) start with the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function startProcess(name, directory, env) {
  // Its own process group, so stopping it stops the node process tsx starts too.
  const child = spawn('pnpm', ['exec', 'tsx', 'src/server.ts'], {
    cwd: join(REPO, directory),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/**
 * Resolves to { apiUrl, bffUrl, database, cache, cpuMs(), stop() } once both answer /readyz;
 * cpuMs() is { api, bff }, the CPU time each server has used so far.
 * `env` is the runner's environment (DATABASE_URL, REDIS_URL).
 */
export async function startStack({ apiPort, bffPort, env }) {
  await assertPortFree(apiPort);
  await assertPortFree(bffPort);
  const dataDir = env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'phone-network-pglite-'));
  const children = [];
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    }
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const api = startProcess('api', 'api', {
      API_PORT: String(apiPort),
      // As operators run it: in development the API also checks every answer against its schema.
      NODE_ENV: 'production',
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : { DATABASE_URL: '', DATA_DIR: dataDir }),
      LOG_LEVEL: 'warn',
      OPENAPI_UI: 'false',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    });
    children.push(api);
    await waitUntilReady(`${apiUrl}/readyz`, api, 'the API');

    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const bff = startProcess('bff', 'bff', {
      API_URL: apiUrl,
      BFF_PORT: String(bffPort),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL, REDIS_KEY_PREFIX: `phone:${randomUUID()}:` } : { REDIS_URL: '' }),
    });
    children.push(bff);
    await waitUntilReady(`${bffUrl}/readyz`, bff, 'the BFF');
    return {
      apiUrl,
      bffUrl,
      database: env.DATABASE_URL ? `PostgreSQL (${new URL(env.DATABASE_URL).pathname.slice(1)})` : 'embedded PGlite (default seed)',
      cache: env.REDIS_URL ? 'Redis' : 'in-process',
      cpuMs: () => ({ api: groupCpuMs(api.pid), bff: groupCpuMs(bff.pid) }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
