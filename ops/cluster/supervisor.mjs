// A small process supervisor for the one-machine cluster (ops/cluster, `pnpm start:cluster`).
//
// Why not `concurrently` (which scripts/start.mjs uses) or pm2: the cluster needs each process's
// output in a file of its own, a replica that dies (SIGKILL in the failure test) restarted on its
// own while the others keep running, readiness checks before the next tier starts, an ordered
// shutdown (nginx drains first, Redis goes last) and a state file the load test reads to find the
// process it kills. concurrently restarts only by re-running its whole command list and prefixes
// one shared stdout; pm2 daemonizes and keeps its own state outside the repository. What is needed
// fits in a few hundred lines of node:child_process, so here they are.
//
// Each child runs in a process group of its own (`detached`), so a Ctrl-C in the terminal reaches
// only the supervisor, which then stops the children in order; anything a child leaves behind in
// its group (nginx workers of a killed master) is swept with the group.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Restart delays after consecutive quick deaths (a process that ran 30 s starts the list again). */
const BACKOFF_MS = [100, 500, 1000, 2000, 5000, 10_000];
const QUICK_DEATH_MS = 30_000;

const clock = () => new Date().toISOString().slice(11, 23);

export class Supervisor {
  /**
   * @param {{ logDir: string, statePath: string, say: (line: string) => void, info?: Record<string, unknown> }} options
   */
  constructor({ logDir, statePath, say, info = {} }) {
    this.logDir = logDir;
    this.statePath = statePath;
    this.say = (line) => say(`${clock()} ${line}`);
    this.info = info;
    /** @type {Map<string, ReturnType<typeof record>>} */
    this.processes = new Map();
    this.stopping = false;
    this.status = 'starting';
  }

  /**
   * @param {{ name: string, tier: number, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv,
   *   port?: number, url?: string, ready: () => Promise<boolean>, stopSignal?: NodeJS.Signals,
   *   stopTimeoutMs?: number, startTimeoutMs?: number }} spec
   */
  add(spec) {
    this.processes.set(spec.name, record(spec, join(this.logDir, `${spec.name}.log`)));
  }

  /** Starts every tier in order (the processes of one tier in parallel), each one ready before the next. */
  async startAll() {
    const tiers = [...new Set([...this.processes.values()].map((p) => p.spec.tier))].sort((a, b) => a - b);
    for (const tier of tiers) {
      const members = [...this.processes.values()].filter((p) => p.spec.tier === tier);
      for (const p of members) this.#launch(p);
      await Promise.all(members.map((p) => this.#awaitFirstReady(p)));
      if (this.stopping) return;
    }
    this.status = 'ready';
    this.#writeState();
  }

  /** At start-up a process may die and be restarted, but three deaths or the timeout end the start. */
  async #awaitFirstReady(p) {
    const timeout = p.spec.startTimeoutMs ?? 60_000;
    const deadline = Date.now() + timeout;
    while (!this.stopping && p.state !== 'ready') {
      if (p.restarts >= 3) throw new Error(`${p.spec.name} died ${p.restarts} times while starting; see ${p.log}`);
      if (Date.now() > deadline) throw new Error(`${p.spec.name} not ready after ${timeout / 1000} s; see ${p.log}`);
      await sleep(100);
    }
  }

  #launch(p) {
    this.#spawn(p);
    this.#watchReadiness(p, p.generation).catch((error) => this.say(`${p.spec.name}: ${error.message}`));
  }

  /** Polls the process's readiness check until it passes, the process dies or the timeout ends. */
  async #watchReadiness(p, generation) {
    const started = Date.now();
    const timeout = p.spec.startTimeoutMs ?? 60_000;
    while (!this.stopping && p.generation === generation && p.child !== null) {
      const ready = await p.spec.ready().catch(() => false);
      if (this.stopping || p.generation !== generation || p.child === null) return;
      if (ready) {
        p.state = 'ready';
        p.readyAt = Date.now();
        this.#writeState();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        this.say(`${p.spec.name} ready (pid ${p.pid}${p.spec.port ? `, port ${p.spec.port}` : ''}) in ${seconds} s`);
        return;
      }
      if (Date.now() - started > timeout) {
        this.say(`${p.spec.name} not ready ${timeout / 1000} s after it started; see ${p.log}`);
        return;
      }
      await sleep(200);
    }
  }

  #spawn(p) {
    const { name, command, args, cwd, env } = p.spec;
    const fd = openSync(p.log, 'a');
    writeSync(fd, `\n--- ${new Date().toISOString()} supervisor: starting ${name}: ${[command, ...args].join(' ')} ---\n`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
    p.generation++;
    p.child = child;
    p.pid = child.pid ?? null;
    p.state = 'starting';
    p.startedAt = Date.now();
    p.readyAt = null;
    this.#writeState();
    let exited = false;
    const onExit = (code, signal, error) => {
      if (exited) return;
      exited = true;
      const pid = p.pid;
      // Anything the process left in its group goes with it.
      if (pid) killGroup(pid, 'SIGKILL');
      p.child = null;
      p.pid = null;
      p.lastExit = { code, signal, at: new Date().toISOString(), ...(error ? { error: error.message } : {}) };
      const how = error ? `failed to start (${error.message})` : signal ? `was killed (${signal})` : `exited (code ${code})`;
      if (this.stopping || p.stopRequested) {
        p.state = 'stopped';
        this.#writeState();
        p.onStopped?.();
        return;
      }
      const uptime = Date.now() - p.startedAt;
      p.quickDeaths = uptime < QUICK_DEATH_MS ? p.quickDeaths + 1 : 1;
      const delay = BACKOFF_MS[Math.min(p.quickDeaths - 1, BACKOFF_MS.length - 1)];
      p.restarts++;
      p.state = 'restarting';
      this.#writeState();
      this.say(`${name} ${how} after ${(uptime / 1000).toFixed(1)} s; restart ${p.restarts} in ${delay} ms (log: ${p.log})`);
      p.restartTimer = setTimeout(() => {
        p.restartTimer = null;
        if (!this.stopping) this.#launch(p);
      }, delay);
    };
    child.on('exit', (code, signal) => onExit(code, signal));
    child.on('error', (error) => onExit(null, null, error));
  }

  /**
   * Stops every process, the highest tier first (nginx drains before the BFFs go, the BFFs before
   * the API, Redis last): the stop signal, then SIGKILL for the whole group after the timeout.
   */
  async stopAll() {
    this.stopping = true;
    this.status = 'stopping';
    for (const p of this.processes.values()) {
      if (p.restartTimer) clearTimeout(p.restartTimer);
      p.restartTimer = null;
    }
    this.#writeState();
    const tiers = [...new Set([...this.processes.values()].map((p) => p.spec.tier))].sort((a, b) => b - a);
    for (const tier of tiers) {
      const members = [...this.processes.values()].filter((p) => p.spec.tier === tier && p.child);
      await Promise.all(members.map((p) => this.#stop(p)));
    }
    this.status = 'stopped';
    this.#writeState();
  }

  async #stop(p) {
    if (!p.child || !p.pid) return;
    const signal = p.spec.stopSignal ?? 'SIGTERM';
    const timeoutMs = p.spec.stopTimeoutMs ?? 15_000;
    const pid = p.pid;
    p.stopRequested = true;
    p.state = 'stopping';
    const stopped = new Promise((resolve) => (p.onStopped = resolve));
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone; the exit handler resolves `stopped`.
    }
    const timer = setTimeout(() => {
      this.say(`${p.spec.name} did not stop within ${timeoutMs / 1000} s of ${signal}; killing it`);
      killGroup(pid, 'SIGKILL');
    }, timeoutMs);
    await stopped;
    clearTimeout(timer);
    this.say(`${p.spec.name} stopped`);
  }

  /** Last resort when the supervisor itself is going away: SIGKILL every child's group, now. */
  killAllNow() {
    for (const p of this.processes.values()) if (p.pid) killGroup(p.pid, 'SIGKILL');
  }

  #writeState() {
    const state = {
      ...this.info,
      supervisor: { pid: process.pid, status: this.status },
      updatedAt: new Date().toISOString(),
      processes: Object.fromEntries(
        [...this.processes.values()].map((p) => [
          p.spec.name,
          {
            pid: p.pid,
            port: p.spec.port ?? null,
            url: p.spec.url ?? null,
            state: p.state,
            restarts: p.restarts,
            startedAt: p.startedAt ? new Date(p.startedAt).toISOString() : null,
            readyAt: p.readyAt ? new Date(p.readyAt).toISOString() : null,
            lastExit: p.lastExit,
            executable: p.spec.command,
            command: [p.spec.command, ...p.spec.args].join(' '),
            log: p.log,
          },
        ]),
      ),
    };
    const tmp = `${this.statePath}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
    renameSync(tmp, this.statePath);
  }
}

function record(spec, log) {
  return {
    spec,
    log,
    child: null,
    pid: null,
    generation: 0,
    state: 'stopped',
    restarts: 0,
    quickDeaths: 0,
    startedAt: 0,
    readyAt: null,
    lastExit: null,
    restartTimer: null,
    stopRequested: false,
    onStopped: null,
  };
}

export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // No such group any more.
  }
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Processes of an earlier cluster whose supervisor died without stopping them (SIGKILL, a closed
 * machine session): they are stopped before a new cluster starts, but only when the pid still runs
 * the recorded command. Returns false when that cluster's supervisor is still running.
 */
export async function cleanUpAfterDeadSupervisor(statePath, say) {
  if (!existsSync(statePath)) return true;
  let state;
  try {
    state = JSON.parse(readFileSync(statePath, 'utf8'));
  } catch {
    return true;
  }
  const supervisorPid = state.supervisor?.pid;
  if (supervisorPid && supervisorPid !== process.pid && isAlive(supervisorPid) && state.supervisor.status !== 'stopped') {
    return false;
  }
  for (const [name, p] of Object.entries(state.processes ?? {})) {
    if (!p.pid || !isAlive(p.pid)) continue;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      continue;
    }
    // nginx and redis-server rewrite their command lines, but keep the executable's path in them.
    if (!p.executable || !cmdline.includes(p.executable)) continue;
    say(`stopping ${name} (pid ${p.pid}), left running by a cluster whose supervisor died`);
    killGroup(p.pid, 'SIGTERM');
    for (let i = 0; i < 50 && isAlive(p.pid); i++) await sleep(100);
    killGroup(p.pid, 'SIGKILL');
  }
  return true;
}
