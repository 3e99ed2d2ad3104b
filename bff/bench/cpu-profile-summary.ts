/**
 * Where a BFF's CPU went, from a `node --cpu-prof` profile (BFF_CPU_PROF_DIR in the home-page
 * bench): self time by package and by function, and inclusive time of the heaviest functions, as
 * shares of the busy (non-idle) samples inside a window of the profile.
 *
 *   pnpm --filter @novel/bff exec tsx bench/cpu-profile-summary.ts <file.cpuprofile> [fromMs-toMs] [top]
 *
 * The window is in ms since the process started, as the bench prints it for each row, so the
 * summary covers one row and not the start-up (module loading, TypeScript transpiling).
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, window, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [fromMs-toMs] [top]');
const [fromMs, toMs] = window ? window.split('-').map(Number) : [0, Infinity];
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
/** node_modules package, node internals, or the BFF's own file. */
function where(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const source = url.indexOf('/bff/src/');
  return source >= 0 ? url.slice(source + 5) : url;
}
const label = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;

const self = new Map<string, number>();
const selfByPlace = new Map<string, number>();
const inclusive = new Map<string, number>();
let busy = 0;
let gc = 0;
let total = 0;
let at = 0;
for (let index = 0; index < profile.samples.length; index++) {
  at += profile.timeDeltas[index]!;
  const ms = at / 1000;
  if (ms < fromMs! || ms > toMs!) continue;
  const weight = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index]!) / 1000;
  total += weight;
  const node = byId.get(profile.samples[index]!)!;
  const name = node.callFrame.functionName;
  if (name === '(garbage collector)') gc += weight;
  if (IDLE.has(name) && name !== '(garbage collector)') continue;
  busy += weight;
  self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + weight);
  selfByPlace.set(where(node.callFrame), (selfByPlace.get(where(node.callFrame)) ?? 0) + weight);
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const key = label(byId.get(id)!.callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
  }
}

const share = (ms: number) => `${((ms / busy) * 100).toFixed(1)}%`;
const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${share(ms).padStart(6)}  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
};
console.log(`window ${fromMs}-${toMs} ms: ${total.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy (garbage collection ${share(gc)} of busy)`);
print('self time by package or file', selfByPlace);
print('self time by function', self);
print('inclusive time by function', inclusive);
