// `pnpm cluster:stop`: stops a running cluster from any shell, as Ctrl-C does in its own. A signal to
// `pnpm start:cluster`'s own pid does not get there (pnpm ignores SIGINT, and SIGTERM ends pnpm but
// not the supervisor under it), so this signals the supervisor named in .cluster/state.json.
import { existsSync, readFileSync } from 'node:fs';
import { clusterConfig } from './config.mjs';
import { isAlive } from './supervisor.mjs';

const say = (line) => process.stdout.write(`${line}\n`);
const { statePath } = clusterConfig();
const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : null;
const pid = state?.supervisor?.pid;
if (!pid || !isAlive(pid) || state.supervisor.status === 'stopped') {
  say('no cluster is running here');
  process.exit(0);
}
say(`stopping the cluster (supervisor pid ${pid})`);
process.kill(pid, 'SIGTERM');
// The supervisor drains each tier before the next (OPERATIONS.md, "Stopping"), each given up to 15 s.
const giveUpAt = Date.now() + 120_000;
while (isAlive(pid) && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 200));
if (isAlive(pid)) {
  say(`the supervisor (pid ${pid}) is still running after 120 s; see .cluster/logs/supervisor.log`);
  process.exit(1);
}
say('cluster stopped');
