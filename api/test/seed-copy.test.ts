import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { growCatalog, seedCatalog } from '../src/seed/seed-database.js';
import { usingPostgres } from './support/test-api.js';

/**
 * The COPY loader (PostgreSQL only) must give the very catalog the row inserts give: the same
 * books with the same ids, search vectors and chapters, whether it starts from an empty catalog
 * (indexes dropped and rebuilt) or grows one.
 */
interface Target {
  db: Database;
  url: string;
  schema: string;
}

async function target(): Promise<Target> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 2 });
  await migrate(db);
  return { db, url: url.toString(), schema };
}

async function drop(t: Target): Promise<void> {
  await t.db.close();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA ${t.schema} CASCADE`);
  await admin.end();
}

const catalog = async (db: Database) => ({
  books: (await db.query('SELECT *, title_vector::text AS title_text, search_vector::text AS search_text FROM books ORDER BY book_id')).rows,
  chapters: (await db.query('SELECT id, book_id, chapter_no, title, content, word_count FROM chapters ORDER BY id')).rows,
});

const schemaOf = async (db: Database) => ({
  indexes: (await db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('books', 'chapters') ORDER BY indexname")).rows,
  constraints: (
    await db.query(
      `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = current_schema()::regnamespace AND conrelid IN ('books'::regclass, 'chapters'::regclass) ORDER BY conname`,
    )
  ).rows,
});

const BOOKS = 150;
const options = { maxChapters: 4, batchSize: 40 };

describe.runIf(usingPostgres)('seeding with COPY on PostgreSQL', () => {
  let inserted: Target;
  let copied: Target;
  let grown: Target;
  beforeAll(async () => {
    [inserted, copied, grown] = await Promise.all([target(), target(), target()]);
    await seedCatalog(inserted.db, { books: BOOKS, ...options });
  });
  afterAll(async () => {
    await Promise.all([inserted, copied, grown].filter(Boolean).map(drop));
  });

  it('loads an empty catalog into the same rows as the row inserts, and rebuilds its indexes', async () => {
    const before = await schemaOf(copied.db);
    const phases: string[] = [];
    const progress: number[] = [];
    const added = await seedCatalog(copied.db, {
      books: BOOKS,
      ...options,
      postgresUrl: copied.url,
      onPhase: (phase) => phases.push(phase),
      onProgress: (done) => progress.push(done),
    });
    expect(added).toBe(BOOKS);
    expect(phases).toEqual(['loading', 'indexing', 'vacuuming']);
    expect(progress).toEqual([40, 80, 120, 150]);
    expect(await catalog(copied.db)).toEqual(await catalog(inserted.db));
    expect(await schemaOf(copied.db)).toEqual(before);
    // The sequences continue after the ids the load used.
    const next = await copied.db.query<{ book: number; chapter: number }>(
      "SELECT nextval(pg_get_serial_sequence('books', 'book_id'))::int AS book, nextval(pg_get_serial_sequence('chapters', 'id'))::int AS chapter",
    );
    const last = await copied.db.query<{ book: number; chapter: number }>('SELECT (SELECT max(book_id) FROM books) AS book, (SELECT max(id) FROM chapters) AS chapter');
    expect(next.rows[0]).toEqual({ book: last.rows[0]!.book + 1, chapter: last.rows[0]!.chapter + 1 });
  });

  it('grows a catalog with COPY, from a worker thread, into the catalog a bigger seed would have made', async () => {
    await seedCatalog(grown.db, { books: 50, ...options });
    const phases: string[] = [];
    expect(await growCatalog(grown.db, BOOKS, { ...options, postgresUrl: grown.url, workers: 1, onPhase: (phase) => phases.push(phase) })).toBe(BOOKS - 50);
    expect(phases).toEqual(['loading', 'vacuuming']);
    expect(await catalog(grown.db)).toEqual(await catalog(inserted.db));
  });

  it('refuses a connection string that reaches another database or schema', async () => {
    await expect(seedCatalog(grown.db, { books: 1, postgresUrl: copied.url })).rejects.toThrow(/COPY connection reaches/);
  });
});
