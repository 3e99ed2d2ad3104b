/**
 * The bulk loader for PostgreSQL: the same books as the row-insert path (seed-database.ts), loaded
 * with COPY on a connection of its own.
 *
 * - Book ids are reserved from the sequence up front, so book rows, their chapters (which name
 *   their book) and cover paths are written without a round trip per batch.
 * - The search vectors travel as tsvector literals built in JavaScript (search/vectors.ts); the
 *   first books' vectors and every token are compared with `to_tsvector` on the server first.
 * - For big catalogs a worker thread generates and encodes the next batches while the server
 *   ingests the current one (copy-worker.ts).
 * - When the catalog starts empty, the whole load is one transaction that drops the secondary
 *   indexes of `books` (the GIN index on search_vector above all) and the foreign key from
 *   chapters to books, and builds them again once the rows are in: one sorted build instead of
 *   millions of index insertions and trigger checks. Readers of the catalog wait for it. A catalog
 *   that already has books keeps its indexes and grows one committed batch at a time.
 * - Chapter texts are compressed with lz4 when the server has it (cheaper than pglz to write and
 *   to read), and VACUUM ANALYZE leaves statistics and the visibility map behind.
 */
import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/database.js';
import type { CatalogOptions } from './catalog.js';
import { BOOK_COPY_COLUMNS, CHAPTER_COPY_COLUMNS, batchEncoder, type WireBatch } from './copy-rows.js';
import type { CopyWorkerInput } from './copy-worker.js';

export type SeedPhase = 'loading' | 'indexing' | 'vacuuming';

export interface CopySeedOptions {
  /** Connection string of the database `db` is connected to. */
  postgresUrl: string;
  books: number;
  firstIndex: number;
  catalog: CatalogOptions;
  /** Books per COPY batch. */
  batchSize?: number;
  /** Worker threads generating batches; 0 generates in this thread. Default: 1 from 20,000 books on. */
  workers?: number;
  /** maintenance_work_mem of the loading session, for the index builds. */
  maintenanceWorkMem?: string;
  onProgress?: (done: number, total: number) => void;
  onPhase?: (phase: SeedPhase) => void;
}

/** Serialises seeders against each other (the id reservation in particular). */
const SEED_LOCK = 727_002;
const DEFAULT_BATCH = 2_000;
const WORKER_THRESHOLD = 20_000;
/** Batches a worker may have ready before the main thread takes them. */
const WORKER_CREDIT = 3;
const SAMPLE_SIZE = 200;

interface BatchSource {
  next(): Promise<WireBatch>;
  close(): Promise<void>;
}

interface Deferred {
  drop: string;
  create: string;
}

export async function copySeed(db: Database, options: CopySeedOptions): Promise<number> {
  if (options.books <= 0) return 0;
  const client = new pg.Client({ connectionString: options.postgresUrl });
  await client.connect();
  let source: BatchSource | null = null;
  let inTransaction = false;
  const run = async (sql: string, params?: unknown[]) => client.query(sql, params);
  try {
    await assertSameDatabase(db, client);
    await run(`SET maintenance_work_mem = '${options.maintenanceWorkMem ?? '1GB'}'`);
    await run('SET synchronous_commit = off');
    await run("SET default_toast_compression = 'lz4'").catch(() => undefined);
    await run('SELECT pg_advisory_lock($1)', [SEED_LOCK]);

    const empty = (await run('SELECT NOT EXISTS (SELECT 1 FROM books) AS empty')).rows[0].empty as boolean;
    const sequence = "pg_get_serial_sequence('books', 'book_id')";
    const firstBookId = Number((await run(`SELECT nextval(${sequence}) AS id`)).rows[0].id);
    await run(`SELECT setval(${sequence}, $1)`, [firstBookId + options.books - 1]);

    const batchSize = options.batchSize ?? DEFAULT_BATCH;
    const workers = options.workers ?? (options.books >= WORKER_THRESHOLD ? 1 : 0);
    const input = {
      seed: options.catalog.seed,
      maxChapters: options.catalog.maxChapters,
      nowMs: options.catalog.now.getTime(),
      firstIndex: options.firstIndex,
      books: options.books,
      firstBookId,
      batchSize,
      credit: WORKER_CREDIT,
      sampleSize: SAMPLE_SIZE,
    };
    source = workers > 0 ? workerSource(input, workers) : inlineSource(input);

    options.onPhase?.('loading');
    let deferred: Deferred[] = [];
    if (empty) {
      await run('BEGIN');
      inTransaction = true;
      deferred = await deferIndexes(client);
    }
    const copyBooks = `COPY books (${BOOK_COPY_COLUMNS.join(', ')}) FROM STDIN`;
    const copyChapters = `COPY chapters (${CHAPTER_COPY_COLUMNS.join(', ')}) FROM STDIN`;
    for (let done = 0; done < options.books; ) {
      const batch = await source.next();
      await checkVectors(client, batch);
      if (!empty) {
        await run('BEGIN');
        inTransaction = true;
      }
      await copyIn(client, copyBooks, batch.books);
      await copyIn(client, copyChapters, batch.chapters);
      if (!empty) {
        await run('COMMIT');
        inTransaction = false;
      }
      done += batch.count;
      options.onProgress?.(done, options.books);
    }
    if (empty) {
      options.onPhase?.('indexing');
      for (const { create } of deferred) await run(create);
      await run('COMMIT');
      inTransaction = false;
    }
    options.onPhase?.('vacuuming');
    await run('VACUUM ANALYZE books, chapters');
    return options.books;
  } catch (error) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await source?.close();
    await client.end();
  }
}

/** `postgresUrl` must reach the very database (and schema) `db` works on. */
async function assertSameDatabase(db: Database, client: pg.Client): Promise<void> {
  const sql = 'SELECT current_database() AS database, current_schema() AS schema, inet_server_port() AS port';
  const [ours, theirs] = await Promise.all([client.query(sql), db.query(sql)]);
  if (JSON.stringify(ours.rows[0]) !== JSON.stringify(theirs.rows[0])) {
    throw new Error(`The COPY connection reaches ${JSON.stringify(ours.rows[0])}, the database ${JSON.stringify(theirs.rows[0])}`);
  }
}

/**
 * Drops what a bulk load into an empty catalog is better off building afterwards; returns the
 * statements that build it again, from the definitions the database has now.
 */
async function deferIndexes(client: pg.Client): Promise<Deferred[]> {
  const indexes = await client.query<{ name: string; def: string; gin: boolean }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def, a.amname = 'gin' AS gin
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'books'::regclass AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY gin DESC, name`,
  );
  const keys = await client.query<{ name: string; def: string }>(
    `SELECT quote_ident(conname) AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = 'chapters'::regclass AND contype = 'f' AND confrelid = 'books'::regclass ORDER BY conname`,
  );
  const deferred = [
    ...indexes.rows.map((index) => ({ drop: `DROP INDEX ${index.name}`, create: index.def })),
    ...keys.rows.map((key) => ({ drop: `ALTER TABLE chapters DROP CONSTRAINT ${key.name}`, create: `ALTER TABLE chapters ADD CONSTRAINT ${key.name} ${key.def}` })),
  ];
  for (const { drop } of deferred) await client.query(drop);
  return deferred;
}

/**
 * The literals are only right while the server's `simple` configuration makes exactly one lexeme
 * of every token (search/vectors.ts): checked for each token the first time it appears, and for
 * the whole vectors of the first books.
 */
async function checkVectors(client: pg.Client, batch: WireBatch): Promise<void> {
  if (batch.newTokens.length > 0) {
    const { rows } = await client.query<{ token: string }>(
      `SELECT token FROM unnest($1::text[]) AS t(token)
        WHERE tsvector_to_array(to_tsvector('simple', token)) IS DISTINCT FROM ARRAY[token] LIMIT 5`,
      [batch.newTokens],
    );
    if (rows.length > 0) {
      throw new Error(`to_tsvector('simple', ...) does not keep these search tokens as they are: ${rows.map((row) => row.token).join(' ')}; seed with --unnest`);
    }
  }
  if (batch.sample.length > 0) {
    const column = (pick: (sample: WireBatch['sample'][number]) => string) => batch.sample.map(pick);
    const { rows } = await client.query<{ wrong: number }>(
      `SELECT count(*)::int AS wrong
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS s(title, tags, intro, title_vector, search_vector)
        WHERE title_vector::tsvector IS DISTINCT FROM setweight(to_tsvector('simple', title), 'A')
           OR search_vector::tsvector IS DISTINCT FROM setweight(to_tsvector('simple', title), 'A')
                || setweight(to_tsvector('simple', tags), 'B') || setweight(to_tsvector('simple', intro), 'C')`,
      [column((s) => s.title), column((s) => s.tags), column((s) => s.intro), column((s) => s.titleVector), column((s) => s.searchVector)],
    );
    if (rows[0]!.wrong > 0) throw new Error(`${rows[0]!.wrong} of ${batch.sample.length} search vectors differ from to_tsvector's; seed with --unnest`);
  }
}

async function copyIn(client: pg.Client, sql: string, data: Uint8Array): Promise<void> {
  const stream = client.query(copyFrom(sql));
  stream.end(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  await finished(stream);
}

type SourceInput = Omit<CopyWorkerInput, 'worker' | 'workers'>;

function inlineSource(input: SourceInput): BatchSource {
  const encoder = batchEncoder({ catalog: { seed: input.seed, maxChapters: input.maxChapters, now: new Date(input.nowMs) }, sampleSize: input.sampleSize });
  let start = 0;
  return {
    async next() {
      const count = Math.min(input.batchSize, input.books - start);
      const encoded = encoder.encode(input.firstIndex + start, count, input.firstBookId + start);
      start += count;
      return { ...encoded, books: Buffer.from(encoded.books), chapters: Buffer.from(encoded.chapters) };
    },
    async close() {},
  };
}

/** Worker threads take turns: batch n comes from worker n % workers. */
function workerSource(input: SourceInput, workers: number): BatchSource {
  const here = import.meta.url;
  const threads = Array.from({ length: workers }, (_, worker) => {
    const workerData = { ...input, worker, workers } satisfies CopyWorkerInput;
    if (!here.endsWith('.ts')) return new Worker(new URL('./copy-worker.js', here), { workerData });
    // From TypeScript sources (tsx, vitest) the worker registers tsx's loader before it imports its script.
    const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(here).resolve('tsx/package.json'))).href;
    const script = new URL('./copy-worker.ts', here).href;
    return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); })`, { eval: true, workerData });
  });
  const ready = threads.map(() => [] as WireBatch[]);
  const waiting: Array<{ resolve: (batch: WireBatch) => void; reject: (error: Error) => void } | null> = threads.map(() => null);
  let failure: Error | null = null;
  let closing = false;
  const fail = (error: Error) => {
    failure ??= error;
    for (const [k, waiter] of waiting.entries()) {
      waiting[k] = null;
      waiter?.reject(error);
    }
  };
  threads.forEach((thread, k) => {
    thread.on('message', (batch: WireBatch) => {
      const waiter = waiting[k];
      waiting[k] = null;
      if (waiter) waiter.resolve(batch);
      else ready[k]!.push(batch);
    });
    thread.on('error', fail);
    thread.on('exit', (code) => {
      if (code !== 0 && !closing) fail(new Error(`seed worker ${k} exited with code ${code}`));
    });
  });
  let taken = 0;
  return {
    async next() {
      const k = taken++ % workers;
      const batch =
        ready[k]!.shift() ??
        (await new Promise<WireBatch>((resolve, reject) => {
          if (failure) reject(failure);
          else waiting[k] = { resolve, reject };
        }));
      threads[k]!.postMessage({ credit: 1 });
      return batch;
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
