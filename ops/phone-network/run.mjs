// `pnpm bench:phone`: home, novel detail and reader screens on a phone network, through the BFF
// (the web app's GraphQL operations) and through the REST calls of the spec's client, side by side
// in one run. It starts the API and the BFF (stack.mjs), puts a phone-network proxy in front of
// each (phone-proxy.mjs: 150 ms round trip, 1.6 Mbit/s), signs a reader in and opens each screen
// both ways, alternating which goes first. Writes RESULTS.md (the table) and results/*.json.
//
//   [DATABASE_URL=postgres://...] [REDIS_URL=redis://...] pnpm bench:phone [--screens 20] [--rounds 3] [--no-write]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { machineDescription } from '../load/report.mjs';
import { createHttpClient } from './http-client.mjs';
import { startPhoneProxy } from './phone-proxy.mjs';
import { KINDS, SIDES, printResults, summarize, timelines, writeResultsFile } from './report.mjs';
import { bffScreens, restScreens } from './screens.mjs';
import { startStack } from './stack.mjs';
import { importWebApollo, webOperations } from '../../scripts/web-operations.mjs';

const say = (line = '') => process.stdout.write(`${line}\n`);
const HERE = new URL('./', import.meta.url);

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

const settings = {
  screens: option('screens', 20),
  rounds: option('rounds', 3),
  apiPort: Number(process.env.PHONE_API_PORT ?? 3331),
  bffPort: Number(process.env.PHONE_BFF_PORT ?? 4331),
  write: !process.argv.includes('--no-write'),
};
const PHONE = { oneWayDelayMs: 75, bitsPerSecond: 1_600_000 };
const MODES = [
  { name: 'phone', label: 'Phone network: 150 ms round trip, 1.6 Mbit/s each way per connection', proxy: { ...PHONE, sharedLink: false } },
  {
    name: 'phone-uncompressed',
    label: 'Phone network as above, client accepting no compression (as before the BFF compressed its answers)',
    proxy: { ...PHONE, sharedLink: false },
    acceptEncoding: 'identity',
  },
  {
    name: 'phone-shared-link',
    label: 'Phone network, one link: 150 ms round trip, 1.6 Mbit/s each way shared by all connections to the server',
    proxy: { ...PHONE, sharedLink: true },
  },
  { name: 'loopback', label: 'No proxy (loopback): the servers\' own time', proxy: null },
];

/** Asks the API directly (no proxy, not timed). */
async function apiCall(apiUrl, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok || answer.success !== true) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.data;
}

/** Registers a reader on the API and signs them in on the BFF (the session cookie the app holds). */
async function signIn(stack) {
  const username = `phone_${Date.now().toString(36)}`;
  const password = 'phone-bench-Pa55word!';
  const { id, token } = await apiCall(stack.apiUrl, '/api/auth/register', { method: 'POST', body: { username, password } });
  const login = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }', variables: { input: { username, password } } }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`BFF login failed: ${login.status} ${await login.text()}`);
  return { userId: id, token, cookie };
}

/** Pages for home, books for detail, (book, first chapter) for the reader; a few books in progress for the shelf. */
async function chooseItems(stack, reader, count) {
  const first = await apiCall(stack.apiUrl, '/api/books?page=1&pageSize=30');
  const totalPages = first.totalPages;
  const pages = Array.from({ length: count }, (_, i) => 1 + (i % totalPages));
  // Books from the middle of the catalog, away from the home pages (as far as the catalog allows).
  const ids = [];
  for (let page = Math.ceil(totalPages / 2), seen = 0; ids.length < 2 * count + 3 && seen < totalPages; page = (page % totalPages) + 1, seen++) {
    ids.push(...(await apiCall(stack.apiUrl, `/api/books?page=${page}&pageSize=30`)).books.map((book) => book.book_id));
  }
  const pick = (offset) => ids[offset % ids.length];
  const firstChapter = async (bookId) => (await apiCall(stack.apiUrl, `/api/books/${bookId}/chapters?page=1&pageSize=1`)).chapters[0]?.id;
  const readers = [];
  for (let i = 0; i < count; i++) {
    const bookId = pick(count + i);
    readers.push({ bookId, chapterId: await firstChapter(bookId) });
  }
  for (let i = 0; i < 3; i++) {
    const bookId = pick(2 * count + i);
    await apiCall(stack.apiUrl, '/api/reading/start', { method: 'POST', token: reader.token, body: { userId: reader.userId, bookId, chapterId: await firstChapter(bookId) } });
  }
  return {
    home: pages.map((page) => ({ page })),
    detail: Array.from({ length: count }, (_, i) => ({ bookId: pick(i) })),
    reader: readers,
    catalog: { totalPages, distinctBooks: new Set(ids).size },
  };
}

/** One way to the servers in one mode: a client per server (through a proxy, or not) and the screens. */
async function openSides(mode, stack, reader, apollo, operation) {
  const sides = {};
  for (const [side, url] of [['bff', stack.bffUrl], ['rest', stack.apiUrl]]) {
    const target = new URL(url);
    const proxy = mode.proxy ? await startPhoneProxy({ target: { host: target.hostname, port: Number(target.port) }, ...mode.proxy }) : null;
    const origin = proxy ? `http://127.0.0.1:${proxy.port}` : url;
    const exchanges = [];
    const client = createHttpClient(origin, { onExchange: (exchange) => exchanges.push(exchange), acceptEncoding: mode.acceptEncoding });
    const screens =
      side === 'bff'
        ? bffScreens({ apollo, operation, origin, fetch: client.fetch, cookie: reader.cookie })
        : restScreens({ send: client.send, userId: reader.userId, token: reader.token });
    sides[side] = { proxy, client, screens, exchanges };
  }
  return sides;
}

async function measure(sides, side, kind, item, cpuMs) {
  const { proxy, client, screens, exchanges } = sides[side];
  await client.warm('/healthz');
  exchanges.length = 0;
  const before = proxy ? { ...proxy.bytes } : { up: 0, down: 0 };
  const cpuBefore = cpuMs();
  const started = performance.now();
  const loaded = await screens[kind](item);
  // The screen's time is until its last answer is in. The client's own work after that (Apollo
  // Client writing the answer to its cache and reading it back, JSON.parse for REST) is kept
  // apart as `doneMs`: on this busy shared machine it is CPU contention more than anything.
  const doneMs = performance.now() - started;
  const ms = Math.max(...exchanges.map((exchange) => exchange.end)) - started;
  const after = proxy ? proxy.bytes : { up: 0, down: 0 };
  // The servers' CPU time for the screen; the BFF's answers are only ready once it is done.
  const cpuAfter = cpuMs();
  const serverCpuMs = cpuBefore.api === null ? null : cpuAfter.api - cpuBefore.api + (cpuAfter.bff - cpuBefore.bff);
  const requests = exchanges.map((exchange) => ({ ...exchange, start: Math.round(exchange.start - started), end: Math.round(exchange.end - started) }));
  return { ms, doneMs, serverCpuMs, up: after.up - before.up, down: after.down - before.down, loaded, requests };
}

function gitCommit() {
  const git = (...args) => spawnSync('git', args, { cwd: new URL('../../', import.meta.url).pathname, encoding: 'utf8' });
  const head = git('rev-parse', '--short=7', 'HEAD');
  if (head.status !== 0) return 'unknown';
  return `${head.stdout.trim()}${git('status', '--porcelain', '--untracked-files=no').stdout.trim() ? '+' : ''}`;
}

async function main() {
  const machine = machineDescription();
  const operations = await webOperations();
  const operation = (name) => {
    if (!operations.has(name)) throw new Error(`the web app has no operation ${name}`);
    return operations.get(name);
  };
  const apollo = { ...(await importWebApollo()), ...(await importWebApollo('@apollo/client/link/persisted-queries')) };
  say(`phone-network benchmark: ${settings.screens} screens of each kind x ${settings.rounds} rounds x ${MODES.length} modes`);
  say(`starting the API on ${settings.apiPort} and the BFF on ${settings.bffPort}`);
  const stack = await startStack({ apiPort: settings.apiPort, bffPort: settings.bffPort, env: process.env });
  const screens = [];
  const mismatches = [];
  const encodings = {};
  try {
    say(`  ${stack.database}; BFF cache ${stack.cache}`);
    const reader = await signIn(stack);
    // Each mode's screens, and one more of each kind first to warm up (untimed).
    const perMode = settings.screens * settings.rounds + 1;
    const items = await chooseItems(stack, reader, perMode * MODES.length);
    say(`  catalog: ${items.catalog.totalPages} pages of 30; ${items.catalog.distinctBooks} books for detail and reader screens`);

    for (const [modeIndex, mode] of MODES.entries()) {
      const sides = await openSides(mode, stack, reader, apollo, operation);
      say(`\n${mode.label}`);
      try {
        // The first screen of each kind loads the code paths and documents on both sides.
        for (const kind of KINDS) {
          for (const side of SIDES) {
            const warmUp = await measure(sides, side, kind, items[kind][modeIndex * perMode], stack.cpuMs);
            if (!mode.acceptEncoding) for (const request of warmUp.requests) encodings[side] ??= request.encoding;
          }
        }
        for (let round = 0; round < settings.rounds; round++) {
          for (let i = 0; i < settings.screens; i++) {
            const index = modeIndex * perMode + 1 + round * settings.screens + i;
            for (const kind of KINDS) {
              const item = items[kind][index];
              const loaded = {};
              for (const side of i % 2 === 0 ? ['bff', 'rest'] : ['rest', 'bff']) {
                const result = await measure(sides, side, kind, item, stack.cpuMs);
                loaded[side] = result.loaded;
                screens.push({ mode: mode.name, round, kind, side, item, ms: result.ms, doneMs: result.doneMs, serverCpuMs: result.serverCpuMs, up: result.up, down: result.down, requests: result.requests });
              }
              if (JSON.stringify(loaded.bff) !== JSON.stringify(loaded.rest)) mismatches.push({ mode: mode.name, kind, item, ...loaded });
            }
          }
          const done = screens.filter((s) => s.mode === mode.name && s.round === round);
          say(`  round ${round + 1}: ${KINDS.map((kind) => `${kind} bff ${Math.round(median(done, kind, 'bff'))} ms / rest ${Math.round(median(done, kind, 'rest'))} ms`).join('; ')}`);
        }
      } finally {
        for (const { proxy, client } of Object.values(sides)) {
          client.close();
          await proxy?.close();
        }
      }
    }
  } finally {
    await stack.stop();
  }

  machine.loadAverageAfter = Number(loadavg()[0].toFixed(2));
  const date = new Date().toISOString();
  const results = {
    command: `${process.env.DATABASE_URL ? 'DATABASE_URL=<db> ' : ''}${process.env.REDIS_URL ? 'REDIS_URL=<redis> ' : ''}pnpm bench:phone --screens ${settings.screens} --rounds ${settings.rounds}`,
    date,
    commit: gitCommit(),
    machine,
    machineText:
      `${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; ` +
      `servers, proxies and client on the same machine; 1-min load average ${machine.loadAverageBefore} before, ${machine.loadAverageAfter} after`,
    stack: { database: stack.database, cache: stack.cache },
    bffEncoding: encodings.bff,
    apiEncoding: encodings.rest,
    settings,
    modes: MODES,
    summary: summarize(screens, MODES, settings.rounds),
    mismatches,
    timelines: timelines(screens),
    // Every screen, without its requests (their median times are in `timelines`).
    screens: screens.map(({ mode, round, kind, side, ms, doneMs, serverCpuMs, up, down }) => [mode, round, kind, side, Math.round(ms), Math.round(doneMs), serverCpuMs, up, down]),
    screenFields: ['mode', 'round', 'kind', 'side', 'ms', 'doneMs', 'serverCpuMs', 'up', 'down'],
  };
  printResults(results, say);
  if (mismatches.length > 0) say(`\nWARNING: ${mismatches.length} screens loaded different data via the BFF and via REST (see the JSON)`);
  mkdirSync(new URL('results/', HERE), { recursive: true });
  const file = new URL(`results/phone-${date.replace(/[:.]/g, '-')}.json`, HERE);
  writeFileSync(file, `${JSON.stringify(results)}\n`);
  say(`\nresults: ${file.pathname}`);
  if (settings.write) {
    writeResultsFile(results, new URL('RESULTS.md', HERE).pathname);
    say('table written to ops/phone-network/RESULTS.md');
  }
}

function median(screens, kind, side) {
  const values = screens.filter((s) => s.kind === kind && s.side === side).map((s) => s.ms).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

main().catch((error) => {
  process.stderr.write(`bench:phone: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
