/**
 * The catalog at 10k, 100k and 1M books on PostgreSQL: seeding time (COPY), and p50/p99 of search,
 * the home page's first page and a deep page through the real HTTP API, next to the queries they
 * replaced (bench/baseline-books.ts, run on the same database in the same run).
 *
 *   pnpm --filter @novel/api bench:scale                 # 10000,100000,1000000
 *   SCALE_SIZES=10000,100000 pnpm --filter @novel/api bench:scale
 *
 * Each size gets a database of its own, novel_scale_<books>, on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test); it is created and seeded when missing and reused when
 * it already holds the books (the seeding column then says "reused"). SCALE_DROP=1 drops them at
 * the end. Writes api/bench-results/scale.json and prints the table for BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import pg from 'pg';
import { createAppContext } from '../src/app-context.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { toTsQuery } from '../src/search/tokens.js';
import { bookRepository } from '../src/repositories/books.js';
import { baselineBooks } from './baseline-books.js';

const sizes = (process.env.SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 60);
const BASELINE_ROUNDS = Number(process.env.BASELINE_ROUNDS ?? 8);
const PAGE_SIZE = 30;
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const searches = ['剑', '江湖', 'dragon', '龙族神帝'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const urlFor = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function time(run: () => Promise<unknown>, rounds: number): Promise<{ p50: number; p99: number }> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Creates and seeds the size's database unless it already holds the books; returns the seeding seconds. */
async function prepare(books: number): Promise<{ database: string; seedSeconds: number | null }> {
  const database = `novel_scale_${books}`;
  const exists = (await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${database}'`)).rowCount === 1;
  if (exists) {
    const client = new pg.Client({ connectionString: urlFor(database) });
    await client.connect();
    const count = await client
      .query<{ n: number }>('SELECT count(*)::int AS n FROM books')
      .then((result) => result.rows[0]!.n)
      .catch(() => 0);
    await client.end();
    if (count === books) return { database, seedSeconds: null };
    await adminQuery(`DROP DATABASE ${database}`);
  }
  await adminQuery(`CREATE DATABASE ${database}`);
  const started = performance.now();
  execFileSync('npx', ['tsx', 'src/seed/cli.ts', '--books', String(books), '--max-chapters', '3'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, DATABASE_URL: urlFor(database) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { database, seedSeconds: (performance.now() - started) / 1000 };
}

/** What the two versions have in common: the list and the search. */
type CatalogQueries = Pick<ReturnType<typeof baselineBooks>, 'list' | 'search'>;

const rows = [];
for (const books of sizes) {
  const { database, seedSeconds } = await prepare(books);
  const config = loadConfig({ ...process.env, DATABASE_URL: urlFor(database) }, { LOG_LEVEL: 'silent', OPENAPI_UI: false });
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  const app = await buildApp(createAppContext(db, config), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(base + encodeURI(path));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return (await response.json()) as { data: { total: number } };
  };
  const total = (await get(`/api/books?page=1&pageSize=${PAGE_SIZE}`)).data.total;
  const deepPage = Math.max(1, Math.floor(total / PAGE_SIZE / 2));
  const current = bookRepository(db);
  const baseline = baselineBooks(db);
  /** One measurement three ways: through HTTP, the current repository query alone, the replaced query alone. */
  const measure = async (path: string, query: (books: CatalogQueries) => Promise<unknown>) => ({
    http: await time(() => get(path), ROUNDS),
    now: await time(() => query(current), ROUNDS),
    before: await time(() => query(baseline), BASELINE_ROUNDS),
  });

  const searchTimes = [];
  for (const q of searches) {
    const tsQuery = toTsQuery(q)!;
    searchTimes.push({ q, ...(await measure(`/api/books/search?q=${q}`, (books) => books.search({ tsQuery, category: null, sort: 'relevance', limit: 20, offset: 0 }))) });
  }
  const listPage = (page: number) => (books: CatalogQueries) => books.list({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, category: null, hasContentOnly: false });
  const first = await measure(`/api/books?page=1&pageSize=${PAGE_SIZE}`, listPage(1));
  const deep = await measure(`/api/books?page=${deepPage}&pageSize=${PAGE_SIZE}`, listPage(deepPage));
  await app.close();
  await db.close();
  // The search row is the median query's: the one in the middle of the four by p50.
  const bySearch = [...searchTimes].sort((a, b) => a.http.p50 - b.http.p50);
  rows.push({ books, seedSeconds, deepPage, search: bySearch[Math.floor(bySearch.length / 2)]!, searchTimes, first, deep });
  process.stdout.write(`${books} books measured\n`);
}

if (process.env.SCALE_DROP === '1') for (const books of sizes) await adminQuery(`DROP DATABASE IF EXISTS novel_scale_${books}`);

const machine = `${cpus().length} cores, Node ${process.versions.node}, PostgreSQL ${(await adminQuery('SHOW server_version')).rows[0].server_version}`;
mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../bench-results/scale.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), machine, ROUNDS, BASELINE_ROUNDS, rows }, null, 2));

const ms = (value: number) => value.toFixed(1);
const pair = (t: { p50: number; p99: number }) => `${ms(t.p50)} / ${ms(t.p99)}`;
const ratio = (m: { now: { p50: number }; before: { p50: number } }) => `${(m.before.p50 / m.now.p50).toFixed(1)}x`;
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${machine}; ${ROUNDS} requests per cell (baseline: ${BASELINE_ROUNDS} queries)`);
console.log('p50 / p99 in ms. HTTP: a request to the API on loopback. The query columns time the repository call alone, now and before the scale work (bench/baseline-books.ts), on the same database\n');
console.log('| books | seeding (COPY) | search, HTTP | search query now / before | first page, HTTP | first page query now / before | deep page, HTTP | deep page query now / before |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
const versus = (m: { now: { p50: number; p99: number }; before: { p50: number; p99: number } }) => `${pair(m.now)} vs ${pair(m.before)} (${ratio(m)})`;
for (const row of rows) {
  const seeded = row.seedSeconds === null ? 'reused' : `${row.seedSeconds.toFixed(0)} s`;
  console.log(
    `| ${row.books.toLocaleString('en')} | ${seeded} | ${pair(row.search.http)} | ${versus(row.search)} | ${pair(row.first.http)} | ${versus(row.first)} | ${pair(row.deep.http)} (page ${row.deepPage}) | ${versus(row.deep)} |`,
  );
}
console.log('\nsearch per query (HTTP p50 / p99 ms):');
for (const row of rows) console.log(`  ${row.books}: ${row.searchTimes.map((s) => `${s.q} ${pair(s.http)}`).join(', ')}`);
