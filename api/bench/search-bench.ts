/**
 * Search latency at catalog scale, through the real HTTP API, next to the LIKE scan it replaces.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/novel_bench pnpm --filter @novel/api seed --books 100000 --max-chapters 3
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/novel_bench pnpm --filter @novel/api bench:search
 *
 * Writes api/bench-results/search.json and prints a markdown table for BENCHMARKS.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createAppContext } from '../src/app-context.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const queries: Array<{ label: string; path: string; like: string }> = [
  { label: 'zh 1 char 剑', path: '/api/books/search?q=剑', like: '剑' },
  { label: 'zh 2 chars 江湖', path: '/api/books/search?q=江湖', like: '江湖' },
  { label: 'zh 4 chars 龙族神帝', path: '/api/books/search?q=龙族神帝', like: '龙族神帝' },
  { label: 'en dragon', path: '/api/books/search?q=dragon', like: 'dragon' },
  { label: 'en two words silent storm', path: '/api/books/search?q=silent storm', like: 'silent storm' },
  { label: 'en prefix detec', path: '/api/books/search?q=detec', like: 'detec' },
  { label: 'zh + genre wuxia', path: '/api/books/search?q=剑&category=wuxia', like: '剑' },
  { label: 'zh sort rating', path: '/api/books/search?q=江湖&sort=rating', like: '江湖' },
  { label: 'en sort readCount p5', path: '/api/books/search?q=dragon&sort=readCount&page=5', like: 'dragon' },
  { label: 'zh sort createdAt', path: '/api/books/search?q=剑&sort=createdAt', like: '剑' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const config = loadConfig(process.env, { LOG_LEVEL: 'silent', OPENAPI_UI: false });
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the seeded benchmark database');
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: 'memory://' });
await migrate(db);
const books = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM books')).rows[0]!.count;
const app = await buildApp(createAppContext(db, config), { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const rows = [];
for (const query of queries) {
  const search = await time(async () => {
    const response = await fetch(base + encodeURI(query.path));
    const body = (await response.json()) as { data: { total: number } };
    if (!response.ok) throw new Error(`${query.path}: ${response.status}`);
    return body.data.total;
  });
  const { rows: hits } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM books WHERE book_name ILIKE $1 OR author ILIKE $1 OR book_tags ILIKE $1 OR book_intro ILIKE $1`,
    [`%${query.like}%`],
  );
  // The naive alternative: a LIKE scan over every book, ranked page of 20 plus the total.
  const like = await time(() =>
    db.query(
      `SELECT book_id, count(*) OVER () AS total FROM books
        WHERE book_name ILIKE $1 OR author ILIKE $1 OR book_tags ILIKE $1 OR book_intro ILIKE $1
        ORDER BY view_count DESC LIMIT 20`,
      [`%${query.like}%`],
    ),
  );
  const answer = (await (await fetch(base + encodeURI(query.path))).json()) as { data: { total: number } };
  rows.push({
    query: query.label,
    matches: answer.data.total,
    likeMatches: hits[0]!.total,
    searchMedianMs: percentile(search, 50),
    searchP95Ms: percentile(search, 95),
    likeScanMedianMs: percentile(like, 50),
    speedup: percentile(like, 50) / percentile(search, 50),
  });
}
await app.close();
await db.close();

const overall = rows.map((row) => row.searchMedianMs).sort((a, b) => a - b);
const summary = { books, rounds: ROUNDS, database: 'postgres', medianOfMediansMs: percentile(overall, 50), worstMedianMs: overall.at(-1), rows };
mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../bench-results/search.json', import.meta.url), JSON.stringify(summary, null, 2));

const fmt = (value: number) => value.toFixed(1);
console.log(`\n${books} books, ${ROUNDS} rounds per query, HTTP round trip on loopback\n`);
console.log('| query | matches | search median ms | search p95 ms | LIKE scan median ms | LIKE / search |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.query} | ${row.matches} | ${fmt(row.searchMedianMs)} | ${fmt(row.searchP95Ms)} | ${fmt(row.likeScanMedianMs)} | ${fmt(row.speedup)}x |`);
}
console.log(`\nmedian of medians: ${fmt(summary.medianOfMediansMs)} ms; slowest median: ${fmt(summary.worstMedianMs ?? 0)} ms`);
