// The cluster's PostgreSQL and Redis, and the readiness checks of every process.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO, findExecutable } from './config.mjs';

/** node-postgres, from the API's dependencies (the root package has no database driver of its own). */
export const pg = createRequire(join(REPO, 'api', 'package.json'))('pg');

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '']);
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** The database's name and the URL of the server's `postgres` database (where databases are created). */
function splitUrl(url) {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { target, database, admin: admin.href };
}

async function tryConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    await client.end().catch(() => {});
  }
}

const unreachable = (error) =>
  ['ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(error?.code) || /timeout/i.test(error?.message ?? '');

/**
 * Makes sure the PostgreSQL server answers (starting the machine's own with pg_ctlcluster, as
 * .ci/run does, when it is local and down) and that the database exists, creating it when it does
 * not. `recreate` drops it first (the load test starts from an empty database).
 */
export async function ensureDatabase(url, say, { recreate = false } = {}) {
  const { target, database, admin } = splitUrl(url);
  let first = await tryConnect(recreate ? admin : url);
  if (!first.ok && unreachable(first.error)) {
    await startMachinePostgres(target, say);
    first = await tryConnect(recreate ? admin : url);
  }
  if (first.ok && !recreate) return;
  if (!first.ok && first.error?.code !== '3D000') throw new Error(`PostgreSQL at ${target.host}: ${first.error?.message}`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    if (recreate) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
      say(`created database ${database} on ${target.host}`);
    }
  } finally {
    await client.end();
  }
}

async function startMachinePostgres(target, say) {
  const pgCtl = findExecutable('pg_ctlcluster');
  if (!LOCAL_HOSTS.has(target.hostname) || !pgCtl || !existsSync('/etc/postgresql')) {
    throw new Error(`PostgreSQL at ${target.host} does not answer; start it or point DATABASE_URL at one that does`);
  }
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  say(`PostgreSQL is down: starting the machine's cluster ${version}/main (pg_ctlcluster)`);
  execFileSync(pgCtl, ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  for (let i = 0; i < 60; i++) {
    if ((await tryConnect(splitUrl(target.href).admin)).ok) return;
    await sleep(500);
  }
  throw new Error('PostgreSQL did not come up within 30 s of pg_ctlcluster');
}

/** PING over a plain socket: true on +PONG (or a refusal for want of a password: the server is up). */
export function redisPing(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG') || answer.startsWith('-NOAUTH'));
    });
  });
}

/** A 200 from the URL within the timeout. */
export async function httpOk(url, timeoutMs = 1000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** True when nothing listens on host:port (checked by listening on it for a moment). */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
