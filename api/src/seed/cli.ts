import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { DEFAULT_SEED, seedCatalog } from './seed-database.js';

// Usage: pnpm --filter @novel/api seed --books 100000 [--max-chapters 3] [--seed 42] [--reset]
// --reset wipes the catalog and every reader's data first.
// Targets DATABASE_URL when set, otherwise the PGlite data directory (DATA_DIR).
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

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
if (values.reset) {
  // Readers' data points at books (ledger, progress, purchases), so a new catalog starts it afresh too.
  await db.query('TRUNCATE books, users RESTART IDENTITY CASCADE');
}
const existing = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM books')).rows[0]?.count ?? 0;
if (existing > 0) {
  console.error(`the catalog already has ${existing} books; pass --reset to replace it`);
  await db.close();
  process.exit(1);
}

const bar = new SingleBar({ format: 'seeding {bar} {percentage}% | {value}/{total} books | {duration_formatted}' }, Presets.shades_classic);
const started = Date.now();
bar.start(books, 0);
await seedCatalog(db, { books, maxChapters, seed, onProgress: (done) => bar.update(done) });
bar.stop();
console.log(`seeded ${books} books on ${db.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();
