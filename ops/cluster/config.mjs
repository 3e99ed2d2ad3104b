// The one-machine cluster's settings: ports, paths and the services it uses, each overridable by an
// environment variable (OPERATIONS.md lists them).
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function port(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return number;
}

function ports(value, name) {
  const list = String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => port(part, name));
  if (list.length === 0) throw new Error(`${name} lists no port`);
  return list;
}

/** The first executable of that name on PATH (or the given absolute path), else null. */
export function findExecutable(name, extraDirs = []) {
  const candidates = name.includes('/')
    ? [name]
    : [...(process.env.PATH ?? '').split(delimiter), ...extraDirs].map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

export function clusterConfig(env = process.env) {
  const dir = resolve(env.CLUSTER_DIR ?? join(REPO, '.cluster'));
  const config = {
    repo: REPO,
    dir,
    logDir: join(dir, 'logs'),
    statePath: join(dir, 'state.json'),
    webHost: env.CLUSTER_WEB_HOST ?? '127.0.0.1',
    webPort: port(env.CLUSTER_WEB_PORT ?? 8080, 'CLUSTER_WEB_PORT'),
    apiPorts: ports(env.CLUSTER_API_PORTS ?? '3011,3012', 'CLUSTER_API_PORTS'),
    apiBalancerPort: port(env.CLUSTER_API_BALANCER_PORT ?? 3010, 'CLUSTER_API_BALANCER_PORT'),
    bffPorts: ports(env.CLUSTER_BFF_PORTS ?? '4011,4012,4013', 'CLUSTER_BFF_PORTS'),
    redisPort: port(env.CLUSTER_REDIS_PORT ?? 6390, 'CLUSTER_REDIS_PORT'),
    /** The machine's PostgreSQL, a database of the cluster's own (created when missing). */
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/novel_cluster',
    /** Unset: the cluster runs a Redis of its own (the failure test restarts it). */
    redisUrl: env.REDIS_URL || null,
    nginx: findExecutable(env.CLUSTER_NGINX ?? 'nginx', ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']),
    redisServer: findExecutable(env.CLUSTER_REDIS_SERVER ?? 'redis-server', ['/usr/bin', '/usr/local/bin']),
    webRoot: join(REPO, 'web', 'dist'),
  };
  const all = [
    config.webPort,
    config.apiBalancerPort,
    ...config.apiPorts,
    ...config.bffPorts,
    ...(config.redisUrl ? [] : [config.redisPort]),
  ];
  const twice = all.find((value, index) => all.indexOf(value) !== index);
  if (twice) throw new Error(`port ${twice} is given to two processes`);
  return config;
}
