import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { loadConfig, loadEnvFile } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { countBooks, DEFAULT_SEED, growCatalog, resetCatalogAndReaders } from './seed-database.js';

// Usage: pnpm --filter @novel/api seed --books 100000 [--max-chapters 3] [--seed 42] [--reset] [--unnest] [--workers 1]
//   Grows the catalog to --books books, adding only the missing ones: readers and everything they
//   did stay. With --reset it starts over instead: the catalog AND every reader are deleted first.
// Targets DATABASE_URL when set, otherwise the PGlite data directory (DATA_DIR); stop `pnpm start`
// first when seeding PGlite (one process at a time may open its directory).
// On PostgreSQL the books are loaded with COPY (src/seed/copy-seed.ts); --unnest inserts them in
// batches of rows instead, the way PGlite is seeded (the same catalog, several times slower).
const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '200' },
    'max-chapters': { type: 'string', default: '60' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
    unnest: { type: 'boolean', default: false },
    workers: { type: 'string' },
  },
});
const books = Number(values.books);
const maxChapters = Number(values['max-chapters']);
const seed = Number(values.seed);
const workers = values.workers === undefined ? undefined : Number(values.workers);
if (!Number.isInteger(books) || books < 1 || !Number.isInteger(maxChapters) || maxChapters < 1 || !Number.isInteger(seed)) {
  console.error('--books, --max-chapters and --seed must be positive integers');
  process.exit(2);
}
if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0)) {
  console.error('--workers must be 0 or more');
  process.exit(2);
}

loadEnvFile();
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
if (values.reset) {
  await resetCatalogAndReaders(db);
  console.log('--reset: deleted the catalog and every reader');
}
const existing = await countBooks(db);
if (existing >= books) {
  console.log(`the catalog already has ${existing} books (asked for ${books}): nothing to add`);
} else {
  const copy = db.kind === 'postgres' && !values.unnest;
  const bar = new SingleBar({ format: 'seeding {bar} {percentage}% | {value}/{total} books | {duration_formatted} {phase}' }, Presets.shades_classic);
  const started = Date.now();
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  let phaseStarted = started;
  let phase = copy ? 'loading' : '';
  const phases: string[] = [];
  bar.start(books, existing, { phase });
  const added = await growCatalog(db, books, {
    maxChapters,
    seed,
    workers,
    postgresUrl: copy ? config.DATABASE_URL : undefined,
    onProgress: (done) => bar.update(done),
    onPhase: (next) => {
      if (next !== 'loading') phases.push(`${phase} ${seconds(phaseStarted)} s`);
      phase = next;
      phaseStarted = Date.now();
      bar.update({ phase: `| ${next}...` });
    },
  });
  if (copy) phases.push(`${phase} ${seconds(phaseStarted)} s`);
  bar.stop();
  const how = copy ? `with COPY (${phases.join(', ')})` : 'with row inserts';
  console.log(`added ${added} books (now ${books}) on ${db.kind} ${how} in ${seconds(started)} s; readers kept`);
}
await db.close();
