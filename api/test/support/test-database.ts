import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { seedCatalog } from '../../src/seed/seed-database.js';

export interface TestSeed {
  books: number;
  maxChapters: number;
}

/**
 * With TEST_DB_TEMPLATE=1 (set by the mutation-testing configs, vitest.mutation.config.ts, where
 * the test files that cover a mutant run again for every mutant), a PGlite database is not built
 * from scratch for every test API: the first API of each seed size in this process builds it once,
 * on disk, and every test API opens a copy. Same migrations, same seed, same `openDatabase`; only
 * initdb, migrating and seeding (seconds per boot) are skipped. The templates live in the system's
 * temp dir as long as the process; those of processes that are gone are removed at the next start.
 */
const templated = process.env.TEST_DB_TEMPLATE === '1';
const prefix = 'novel-test-db-';
const root = join(tmpdir(), `${prefix}${process.pid}`);

/** A migrated, seeded database for one test API; `dispose` after closing it. */
export async function openTestDatabase(databaseUrl: string | undefined, seed: TestSeed): Promise<{ db: Database; dispose(): void }> {
  if (databaseUrl || !templated) {
    const db = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 20 });
    await migrate(db);
    if (seed.books > 0) await seedCatalog(db, seed);
    return { db, dispose: () => undefined };
  }
  const template = await templateFor(seed);
  const dir = mkdtempSync(join(root, 'db-'));
  cpSync(template, dir, { recursive: true });
  const db = await openDatabase({ dataDir: dir });
  // Nothing to apply on a copy of the template; still the call every API makes at start.
  await migrate(db);
  return { db, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

const builds = new Map<string, Promise<string>>();

/** The template of this seed size, built on first use (worker threads of this process share it). */
function templateFor(seed: TestSeed): Promise<string> {
  const dir = join(root, `template-${seed.books}x${seed.maxChapters}`);
  if (existsSync(dir)) return Promise.resolve(dir);
  if (!builds.has(dir)) builds.set(dir, build(dir, seed));
  return builds.get(dir)!;
}

async function build(dir: string, seed: TestSeed): Promise<string> {
  if (!existsSync(root)) {
    removeLeftovers();
    mkdirSync(root, { recursive: true });
  }
  const building = mkdtempSync(join(root, 'building-'));
  const db = await openDatabase({ dataDir: building });
  await migrate(db);
  if (seed.books > 0) await seedCatalog(db, seed);
  await db.close();
  if (existsSync(dir)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, dir);
  return dir;
}

/** Template directories of processes that no longer run. */
function removeLeftovers(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(name.slice(prefix.length));
    if (name.startsWith(prefix) && Number.isInteger(pid) && pid !== process.pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
