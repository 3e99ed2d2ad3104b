// `node web/scripts/trace-long-tasks.mjs <trace.json> [minMs]`: the long tasks of a page's main
// thread in a Chromium trace (`node web/scripts/profile-page.mjs --trace DIR`), each with where its
// time went: the trace's own event names (compiling and running script, style, layout, parsing HTML,
// garbage collection, ...) by self time, and the scripts it ran. What Lighthouse files under
// "Unattributable" or "Other" is named here. Times are the trace's, so with the CPU slowed 4x they
// are the slowed times.
import { readFileSync } from 'node:fs';

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-long-tasks.mjs <trace.json> [minMs]');
const minMs = Number(minArg ?? 50);
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;

// The page's main thread: of the renderers' main threads, the busiest.
const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
const busy = (pid, tid) =>
  events
    .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
const main = mainThreads.map(({ pid, tid }) => ({ pid, tid, busy: busy(pid, tid) })).sort((a, b) => b.busy - a.busy)[0];
if (!main) throw new Error('no renderer main thread in the trace');

const slices = events
  .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ?? slices[0]?.ts ?? 0;
const ms = (microseconds) => microseconds / 1000;

/**
 * Self time of each event name inside `task` (the task's own name gets what no event inside
 * accounts for), and the script URLs it evaluated or called into.
 */
function breakdown(task, inside) {
  const self = new Map();
  const scripts = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const stack = [task];
  add(self, task.name, task.dur);
  for (const event of inside) {
    while (stack.length > 1 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    add(self, stack.at(-1).name, -event.dur);
    add(self, event.name, event.dur);
    const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? event.args?.fileName;
    if (
      url &&
      (event.name === 'EvaluateScript' || event.name === 'v8.compile' || event.name === 'FunctionCall' || event.name === 'v8.compileModule')
    ) {
      add(scripts, `${event.name} ${String(url).split('/').pop()}`, event.dur);
    }
    stack.push(event);
  }
  return { self, scripts };
}

const tasks = slices.filter((event) => event.name === 'RunTask' && ms(event.dur) >= minMs);
process.stdout.write(`${file}: ${tasks.length} tasks of ${minMs} ms or more on the page's main thread\n`);
for (const task of tasks) {
  const inside = slices.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
  const { self, scripts } = breakdown(task, inside);
  const top = [...self]
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  process.stdout.write(`\ntask at ${ms(task.ts - navigation).toFixed(0)} ms, ${ms(task.dur).toFixed(0)} ms\n`);
  for (const [name, value] of top) process.stdout.write(`  ${ms(value).toFixed(1).padStart(7)}  ${name}\n`);
  for (const [name, value] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 4)) {
    process.stdout.write(`  ${ms(value).toFixed(1).padStart(7)}  (incl.) ${name}\n`);
  }
}
