import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Something SQL can be run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Whether the database answers at all (readiness probes). */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(inMemory ? undefined : dataDir);
  await db.waitReady;
  const run = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) => {
    const result = await target.query<T>(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    // PGlite runs one statement or transaction at a time, so transactions are fully serialised.
    transaction: (work) => db.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    isReachable: () => reachable(db),
    close: () => db.close(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // Counts and sums are cast to int in SQL; keep int8 as strings would otherwise leak out.
  const pool = new pg.Pool({ connectionString, max });
  const run = async <T>(target: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    const result = await target.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    isReachable: () => reachable(pool),
    close: () => pool.end(),
  };
}

const reachable = (target: { query(sql: string): Promise<unknown> }) =>
  target.query('SELECT 1').then(
    () => true,
    () => false,
  );
