import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { trackDatabase } from '../metrics/metrics.js';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * A statement PostgreSQL parses once per connection and then only binds and runs (a named
 * prepared statement), for the few that every page view runs. Once a statement has run a few times
 * on a connection, PostgreSQL may also keep one plan for it instead of planning it on every call.
 * PGlite runs its text like any other.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  return { name, text };
}

/** Something SQL can be run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | PreparedStatement, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs `callback` once what was written through this handle is durable: at once on the database
   * itself (each statement commits on its own), after COMMIT in a transaction, never after a
   * rollback. For side effects that must not outlive a rolled-back write (the coin metrics).
   */
  afterCommit(callback: () => void): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Whether the database answers at all (readiness probes). */
  isReachable(): Promise<boolean>;
  /**
   * Follows NOTIFYs on `channel` (on a connection of its own on PostgreSQL, reconnecting after it
   * drops) until the subscription is closed.
   */
  listen(channel: string, handlers: ChannelHandlers): Subscription;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  notification(payload: string): void;
  /** The channel is followed (again); what was sent before may have been missed. */
  listening(): void;
  /** The channel is no longer followed: what is sent from now until `listening` is missed. */
  lost(): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/**
 * How long a query or transaction waits for a pooled PostgreSQL connection before it fails with
 * DatabaseBusyError: as long as the BFF waits for an answer (its API_TIMEOUT_MS default). Without a
 * bound, a request queued behind a full pool waits for ever, and its query still runs once its
 * caller has long gone.
 */
export const POOL_WAIT_MS = 5_000;

/** No pooled connection came free within the wait (every one busy: PostgreSQL slow, or too few of them). */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('No database connection came free in time', { cause });
    this.name = 'DatabaseBusyError';
  }
}

// pg-pool's own words for the wait running out; it gives the error no code.
const isPoolWaitTimeout = (error: unknown) => error instanceof Error && error.message === 'timeout exceeded when trying to connect';
const busyOr = (error: unknown) => (isPoolWaitTimeout(error) ? new DatabaseBusyError(error) : error);

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** POOL_WAIT_MS unless given (tests). */
  poolWaitMs?: number;
  /** Told when an idle pooled connection is lost (a PostgreSQL restart or failover); the pool opens a new one when needed. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.poolWaitMs ?? POOL_WAIT_MS, options.onConnectionError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(inMemory ? undefined : dataDir);
  await db.waitReady;
  const run = async <T>(target: Pick<PGlite, 'query'>, sql: string | PreparedStatement, params?: readonly unknown[]) => {
    const result = await target.query<T>(typeof sql === 'string' ? sql : sql.text, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  const untrack = trackDatabase({ kind: 'pglite', pool: () => null });
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    afterCommit: runNow,
    // PGlite runs one statement or transaction at a time, so transactions are fully serialised.
    async transaction(work) {
      const committed = new CommitCallbacks();
      const result = await db.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params), afterCommit: committed.add }));
      committed.run();
      return result;
    },
    isReachable: () => reachable(db),
    // One process, one connection: a notification is delivered before the statement that sent it returns.
    listen(channel, handlers) {
      const unlisten = db.listen(channel, handlers.notification).then(
        (stop) => {
          handlers.listening();
          return stop;
        },
        () => async () => undefined,
      );
      return {
        close: async () => {
          handlers.lost();
          await (await unlisten)();
        },
      };
    },
    close: async () => {
      untrack();
      await db.close();
    },
  };
}

async function openPostgres(
  connectionString: string,
  max: number,
  waitMs: number,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  // Counts and sums are cast to int in SQL; keep int8 as strings would otherwise leak out.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: waitMs });
  // An idle connection the server ends is an 'error' on the pool: unheard, Node would end the process.
  pool.on('error', (error) => onConnectionError?.(error));
  const run = async <T>(target: pg.Pool | pg.PoolClient, sql: string | PreparedStatement, params?: readonly unknown[]) => {
    const values = params as unknown[] | undefined;
    const result = await (typeof sql === 'string' ? target.query(sql, values) : target.query({ name: sql.name, text: sql.text, values })).catch(
      (error: unknown) => {
        throw busyOr(error);
      },
    );
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };
  await pool.query('SELECT 1');
  const untrack = trackDatabase({
    kind: 'postgres',
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  });
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    afterCommit: runNow,
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw busyOr(error);
      });
      const committed = new CommitCallbacks();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params), afterCommit: committed.add });
        await client.query('COMMIT');
        committed.run();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // On a connection of its own: behind a full pool the probe would wait its turn and call a busy
    // database unreachable.
    isReachable: () => reachableApart(connectionString),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: async () => {
      untrack();
      await pool.end();
    },
  };
}

/** Waits before the next attempt to follow a channel: 0.5 s, doubling up to 30 s. */
const relistenDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 30_000);
/**
 * How often a listening connection is asked whether it still answers, and how long it has to: a
 * connection cut without a word (a network drop) would otherwise hear nothing, and say nothing.
 */
export const LISTEN_HEARTBEAT_MS = 10_000;
const LISTEN_HEARTBEAT_TIMEOUT_MS = 5_000;

/** The application_name of the connection that listens to `channel`. */
export const listenerName = (channel: string) => `novel-api listen ${channel}`;

function listenOnPostgres(connectionString: string, channel: string, handlers: ChannelHandlers): Subscription {
  let current: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const dropped = (client: pg.Client) => {
    // A client ends with an error and then an end: only the first counts.
    if (client !== current) return;
    current = null;
    clearInterval(heartbeat);
    handlers.lost();
    client.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(() => void connect(), relistenDelayMs(attempt));
    attempt += 1;
    retry.unref();
  };

  const connect = async () => {
    // Named, so pg_stat_activity tells the listening connection from the pool's (its last query
    // is the heartbeat's SELECT 1 most of the time, not the LISTEN).
    const client = new pg.Client({ connectionString, application_name: listenerName(channel) });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notification(message.payload ?? '');
    });
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      dropped(client);
      return;
    }
    if (client !== current) return;
    attempt = 0;
    handlers.listening();
    heartbeat = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), LISTEN_HEARTBEAT_TIMEOUT_MS);
      });
      Promise.race([client.query('SELECT 1'), silent])
        .catch(() => dropped(client))
        .finally(() => clearTimeout(timer));
    }, LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      handlers.lost();
      await client?.end().catch(() => undefined);
    },
  };
}

const runNow = (callback: () => void) => callback();

/** What a transaction runs once it committed; dropped with it when it rolls back. */
class CommitCallbacks {
  private readonly callbacks: Array<() => void> = [];

  readonly add = (callback: () => void): void => {
    this.callbacks.push(callback);
  };

  /** A failing callback (a bug in a metric) must not turn a committed transaction into an error. */
  run(): void {
    for (const callback of this.callbacks) {
      try {
        callback();
      } catch {
        // The write is committed whatever a callback does.
      }
    }
  }
}

/** Whether PostgreSQL answers a new connection within a second. */
async function reachableApart(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reachable = (target: { query(sql: string): Promise<unknown> }) =>
  target.query('SELECT 1').then(
    () => true,
    () => false,
  );
