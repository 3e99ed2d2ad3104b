// The one-machine cluster: Redis, the API x2, the API balancer, the BFF x3 and nginx, each a
// supervised process with its own port and log, on the machine's PostgreSQL (OPERATIONS.md).
import { execSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { clusterConfig } from './config.mjs';
import { nginxArgs, testNginxConfig, writeNginxConfigs } from './nginx.mjs';
import { ensureDatabase, httpOk, portFree, redisPing } from './services.mjs';
import { Supervisor, cleanUpAfterDeadSupervisor } from './supervisor.mjs';

// The supervisor's own lines go to the terminal and to logs/supervisor.log. A terminal that went
// away (a closed pipe) must not take the supervisor down with it in the middle of a shutdown.
let supervisorLog = null;
let stdoutOpen = true;
process.stdout.on('error', () => (stdoutOpen = false));
const say = (line) => {
  if (stdoutOpen) process.stdout.write(`${line}\n`);
  if (supervisorLog) appendFileSync(supervisorLog, `${line}\n`);
};

/** The URL without its password, for printing. */
const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

/**
 * Which replica a span came from, when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT): OpenTelemetry's
 * standard resource variable, keeping whatever the operator set in it.
 */
const traceInstance = (env, name) => [env.OTEL_RESOURCE_ATTRIBUTES, `service.instance.id=${name}`].filter(Boolean).join(',');

/**
 * The processes, in tiers: each tier starts once the one before is ready, and they stop in the
 * opposite order (nginx drains first; the API balancer outlives the BFFs; Redis goes last).
 */
function processSpecs(config, env) {
  const node = process.execPath;
  const specs = [];
  const redisUrl = config.redisUrl ?? `redis://127.0.0.1:${config.redisPort}`;
  if (!config.redisUrl) {
    specs.push({
      name: 'redis',
      tier: 0,
      command: config.redisServer,
      // As in docker-compose.yml: a cache, nothing persisted, bounded memory.
      args: [
        ...['--bind', '127.0.0.1', '--port', String(config.redisPort), '--daemonize', 'no'],
        ...['--save', '', '--appendonly', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'],
      ],
      cwd: config.dir,
      env,
      port: config.redisPort,
      ready: () => redisPing('127.0.0.1', config.redisPort),
    });
  }
  config.apiPorts.forEach((port, index) => {
    specs.push({
      name: `api-${index + 1}`,
      // The first replica migrates and seeds alone; concurrent migrations would be safe (advisory
      // lock), a concurrent first seed of an empty catalog would not.
      tier: index === 0 ? 1 : 2,
      command: node,
      args: ['dist/server.js'],
      cwd: join(config.repo, 'api'),
      env: {
        ...env,
        NODE_ENV: env.NODE_ENV ?? 'production',
        HOST: '127.0.0.1',
        API_PORT: String(port),
        DATABASE_URL: config.databaseUrl,
        // The BFFs and the API balancer in front of the API are on loopback.
        TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
        OTEL_RESOURCE_ATTRIBUTES: traceInstance(env, `api-${index + 1}`),
      },
      port,
      url: `http://127.0.0.1:${port}`,
      ready: () => httpOk(`http://127.0.0.1:${port}/readyz`),
      startTimeoutMs: index === 0 ? 300_000 : 60_000,
    });
  });
  specs.push({
    name: 'api-balancer',
    tier: 3,
    command: config.nginx,
    args: nginxArgs(config.nginxConfigs.balancer.main, config.nginxConfigs.balancer.dir),
    cwd: config.dir,
    env,
    port: config.apiBalancerPort,
    url: `http://127.0.0.1:${config.apiBalancerPort}`,
    ready: () => httpOk(`http://127.0.0.1:${config.apiBalancerPort}/readyz`),
    stopSignal: 'SIGQUIT',
  });
  config.bffPorts.forEach((port, index) => {
    specs.push({
      name: `bff-${index + 1}`,
      tier: 4,
      command: node,
      args: ['dist/server.js'],
      cwd: join(config.repo, 'bff'),
      env: {
        ...env,
        NODE_ENV: env.NODE_ENV ?? 'production',
        HOST: '127.0.0.1',
        BFF_PORT: String(port),
        API_URL: `http://127.0.0.1:${config.apiBalancerPort}`,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX ?? 'novel:cluster:',
        // nginx in front is on loopback.
        TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
        // Plain HTTP on this machine, as in docker-compose.yml; behind TLS set COOKIE_SECURE=true.
        COOKIE_SECURE: env.COOKIE_SECURE ?? 'false',
        INTROSPECTION: env.INTROSPECTION ?? 'false',
        OTEL_RESOURCE_ATTRIBUTES: traceInstance(env, `bff-${index + 1}`),
      },
      port,
      url: `http://127.0.0.1:${port}`,
      ready: () => httpOk(`http://127.0.0.1:${port}/readyz`),
    });
  });
  specs.push({
    name: 'nginx',
    tier: 5,
    command: config.nginx,
    args: nginxArgs(config.nginxConfigs.public.main, config.nginxConfigs.public.dir),
    cwd: config.dir,
    env,
    port: config.webPort,
    url: `http://${config.webHost}:${config.webPort}`,
    ready: () => httpOk(`http://${config.webHost}:${config.webPort}/healthz`),
    // Graceful: stop accepting, finish the requests in flight (the BFFs are still up), then exit.
    stopSignal: 'SIGQUIT',
  });
  return specs;
}

/** Moves the last run's logs to logs.previous/ so each run's logs start empty. */
function rotateLogs(logDir) {
  if (existsSync(logDir)) {
    const previous = `${logDir}.previous`;
    rmSync(previous, { recursive: true, force: true });
    renameSync(logDir, previous);
  }
  mkdirSync(logDir, { recursive: true });
}

/**
 * Builds (unless told not to), starts every process and supervises them until SIGINT/SIGTERM/
 * SIGHUP, then stops them all and exits. Never returns.
 */
export async function runCluster({ build = true, env = process.env } = {}) {
  const config = clusterConfig(env);
  mkdirSync(config.dir, { recursive: true });
  // Nothing in the cluster's directory belongs in git (state, rendered configs, logs).
  writeFileSync(join(config.dir, '.gitignore'), '*\n');

  if (!(await cleanUpAfterDeadSupervisor(config.statePath, say))) {
    throw new Error(`a cluster is already running (see ${relative(process.cwd(), config.statePath)}); stop it first`);
  }
  if (!config.nginx) throw new Error('nginx not found: install it (Debian: apt-get install nginx) or set CLUSTER_NGINX');
  if (!config.redisUrl && !config.redisServer) {
    throw new Error('redis-server not found: install it (Debian: apt-get install redis-server) or set REDIS_URL to a running Redis');
  }

  if (build) execSync('pnpm run build', { cwd: config.repo, stdio: 'inherit' });
  for (const built of ['api/dist/server.js', 'bff/dist/server.js', 'web/dist/index.html']) {
    if (!existsSync(join(config.repo, built))) throw new Error(`${built} is missing: run \`pnpm build\` (or start without --no-build)`);
  }

  const ports = [
    config.webPort,
    config.apiBalancerPort,
    ...config.apiPorts,
    ...config.bffPorts,
    ...(config.redisUrl ? [] : [config.redisPort]),
  ];
  const busy = [];
  for (const port of ports) if (!(await portFree(port))) busy.push(port);
  if (busy.length > 0) throw new Error(`port(s) ${busy.join(', ')} already in use; free them or choose others (OPERATIONS.md, "Settings")`);

  await ensureDatabase(config.databaseUrl, say);
  if (config.redisUrl && !(await redisPing(new URL(config.redisUrl).hostname, Number(new URL(config.redisUrl).port || 6379)))) {
    throw new Error(`Redis at ${redact(config.redisUrl)} does not answer`);
  }

  rotateLogs(config.logDir);
  supervisorLog = join(config.logDir, 'supervisor.log');
  config.nginxConfigs = writeNginxConfigs(config);
  testNginxConfig(config.nginx, config.nginxConfigs.balancer.main, config.nginxConfigs.balancer.dir);
  testNginxConfig(config.nginx, config.nginxConfigs.public.main, config.nginxConfigs.public.dir);

  const url = `http://${config.webHost}:${config.webPort}`;
  const supervisor = new Supervisor({
    logDir: config.logDir,
    statePath: config.statePath,
    say,
    info: {
      url,
      database: redact(config.databaseUrl),
      redis: redact(config.redisUrl ?? `redis://127.0.0.1:${config.redisPort} (the cluster's own)`),
      startedAt: new Date().toISOString(),
    },
  });
  for (const spec of processSpecs(config, env)) supervisor.add(spec);

  let stopping = null;
  const stop = (reason, code = 0) => {
    if (stopping) {
      say(`${reason} again: killing everything now`);
      supervisor.killAllNow();
      process.exit(130);
    }
    say(`\n${reason}: stopping the cluster (again to kill at once)`);
    stopping = supervisor.stopAll().then(
      () => {
        say('cluster stopped');
        process.exit(code);
      },
      (error) => {
        say(`stopping failed: ${error.message}`);
        supervisor.killAllNow();
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  // Whatever ends the supervisor, no child outlives it.
  process.on('exit', () => supervisor.killAllNow());
  process.on('uncaughtException', (error) => {
    say(`supervisor error: ${error.stack ?? error}`);
    if (!stopping) stop('error', 1);
  });

  say(`starting the cluster (logs in ${relative(process.cwd(), config.logDir) || '.'}/)`);
  try {
    await supervisor.startAll();
  } catch (error) {
    say(`the cluster did not start: ${error.message}`);
    stop('start failed', 1);
    return;
  }
  if (stopping) return;

  const rows = [...supervisor.processes.values()].map((p) => [
    p.spec.name,
    String(p.pid),
    String(p.spec.port ?? ''),
    relative(process.cwd(), p.log),
  ]);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...[['process', 'pid', 'port', 'log'], ...rows].map((row) => row[column].length)));
  const line = (row) => `  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  say('');
  say(`  Novel reader cluster: ${url}   (database ${redact(config.databaseUrl)})`);
  say('');
  say(line(['process', 'pid', 'port', 'log']));
  for (const row of rows) say(line(row));
  say('');
  say('  A process that dies is restarted. Ctrl-C stops everything. `pnpm cluster:status` shows the state.');
  say('');
}
