import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { loadConfig, loadEnvFile } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { countBooks, DEFAULT_SEED, growCatalog, resetCatalogAndReaders } from './seed-database.js';

// Usage: pnpm --filter @novel/api seed --books 100000 [--max-chapters 3] [--seed 42] [--reset]
//   Grows the catalog to --books books, adding only the missing ones: readers and everything they
//   did stay. With --reset it starts over instead: the catalog AND every reader are deleted first.
// Targets DATABASE_URL when set, otherwise the PGlite data directory (DATA_DIR); stop `pnpm start`
// first when seeding PGlite (one process at a time may open its directory).
const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '200' },
    'max-chapters': { type: 'string', default: '60' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
  },
});
const books = Number(values.books);
const maxChapters = Number(values['max-chapters']);
const seed = Number(values.seed);
if (!Number.isInteger(books) || books < 1 || !Number.isInteger(maxChapters) || maxChapters < 1 || !Number.isInteger(seed)) {
  console.error('--books, --max-chapters and --seed must be positive integers');
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
  const bar = new SingleBar({ format: 'seeding {bar} {percentage}% | {value}/{total} books | {duration_formatted}' }, Presets.shades_classic);
  const started = Date.now();
  bar.start(books, existing);
  const added = await growCatalog(db, books, { maxChapters, seed, onProgress: (done) => bar.update(done) });
  bar.stop();
  console.log(`added ${added} books (now ${books}) on ${db.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s; readers kept`);
}
await db.close();
