import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, LISTEN_HEARTBEAT_MS, openDatabase, type Database } from '../src/db/database.js';
import { usingPostgres } from './support/test-api.js';

/**
 * A TCP relay to PostgreSQL that can go silent: it keeps its connections open but stops passing
 * anything on, as a network that drops packets without a word does.
 */
async function silenceableRelay(target: URL) {
  const sockets: Socket[] = [];
  let silent = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    goSilent: () => {
      silent = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.runIf(usingPostgres)('following a channel on PostgreSQL', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('notices a connection that went silent, through its heartbeat, and says the channel is lost', async () => {
    const relay = await silenceableRelay(new URL(process.env.DATABASE_URL!));
    cleanups.push(relay.close);
    const db: Database = await openDatabase({ databaseUrl: relay.url, dataDir: 'unused', poolSize: 1 });
    cleanups.push(() => db.close().catch(() => undefined));
    const events: string[] = [];
    const subscription = db.listen('heartbeat_test', {
      notification: (payload) => events.push(`notification ${payload}`),
      listening: () => events.push('listening'),
      lost: () => events.push('lost'),
    });
    cleanups.push(() => subscription.close());
    await expect.poll(() => events, { timeout: 5_000 }).toContain('listening');
    await db.query("SELECT pg_notify('heartbeat_test', 'one')");
    await expect.poll(() => events, { timeout: 5_000 }).toContain('notification one');

    relay.goSilent();
    // Nothing arrives to say so: only the heartbeat (every LISTEN_HEARTBEAT_MS, 5 s to answer) can tell.
    await expect.poll(() => events, { timeout: LISTEN_HEARTBEAT_MS + 8_000, interval: 200 }).toContain('lost');
  }, 30_000);
});

describe.runIf(usingPostgres)('the pool on PostgreSQL', () => {
  it('outlives an idle connection the server ends (a restart), says so, and answers on a new one', async () => {
    const lost: Error[] = [];
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: 'unused', poolSize: 1, onConnectionError: (error) => lost.push(error) });
    try {
      const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const killer = new pg.Client({ connectionString: process.env.DATABASE_URL! });
      await killer.connect();
      await killer.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await killer.end();
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
      const again = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await db.close();
    }
  });

  it('fails a query or transaction that waits too long for a connection with DatabaseBusyError, and is still reachable', async () => {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: 'unused', poolSize: 1, poolWaitMs: 200 });
    let release = () => {};
    let holding = false;
    // The pool's one connection, held by a transaction.
    const held = db.transaction(
      () =>
        new Promise<void>((resolve) => {
          holding = true;
          release = resolve;
        }),
    );
    try {
      await expect.poll(() => holding).toBe(true);
      const started = performance.now();
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseBusyError);
      await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseBusyError);
      expect(performance.now() - started).toBeLessThan(2_000);
      // Busy is not down: the readiness probe does not queue behind the pool.
      expect(await db.isReachable()).toBe(true);
      release();
      await held;
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      release();
      await db.close();
    }
  });
});
