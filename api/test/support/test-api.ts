import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createAppContext, type AppContext } from '../../src/app-context.js';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ApiConfig } from '../../src/config/env.js';
import type { Database } from '../../src/db/database.js';
import { openTestDatabase } from './test-database.js';

export { sendSlowly, type SlowExchange } from './slow-client.js';

/**
 * A real API instance on a random loopback port for one test file. It runs on in-memory PGlite,
 * or, when the suite runs against PostgreSQL (TEST_DB=postgres with DATABASE_URL), in a schema of
 * its own that is dropped afterwards, so test files never see each other's data.
 */
export interface TestApi {
  baseUrl: string;
  db: Database;
  app: FastifyInstance;
  ctx: AppContext;
  config: ApiConfig;
  call<T = any>(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<ApiAnswer<T>>;
  register(prefix?: string): Promise<TestUser>;
  close(): Promise<void>;
}

export interface ApiAnswer<T> {
  status: number;
  body: { success: boolean; data: T; message: string; code?: string; timestamp?: string };
  headers: Headers;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
  recoveryCode: string;
}

export const usingPostgres = process.env.TEST_DB === 'postgres';

export async function startTestApi(overrides: Partial<ApiConfig> = {}, seed = { books: 24, maxChapters: 14 }): Promise<TestApi> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      LOG_LEVEL: 'silent',
      MIN_READ_SECONDS_FOR_REWARD: 0,
      MIN_READ_SECONDS_FOR_COMPLETION: 0,
      OPENAPI_UI: false,
      // Test files register many readers from one address; the limit has a test of its own.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: 100_000,
      ...overrides,
    },
  );
  let schema: string | null = null;
  let databaseUrl: string | undefined;
  if (usingPostgres) {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    schema = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const { db, dispose } = await openTestDatabase(databaseUrl, seed);
  const ctx = createAppContext(db, config);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const call: TestApi['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };

  let counter = 0;
  return {
    baseUrl,
    db,
    app,
    ctx,
    config,
    call,
    async register(prefix = 'reader') {
      counter += 1;
      const username = `${prefix}_${counter}_${Math.random().toString(36).slice(2, 7)}`.slice(0, 20);
      const password = 'secret-password';
      const answer = await call<{ id: number; token: string; recoveryCode: string }>('POST', '/api/auth/register', { body: { username, password } });
      if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
      return { id: answer.body.data.id, username, password, token: answer.body.data.token, recoveryCode: answer.body.data.recoveryCode };
    },
    async close() {
      await app.close();
      await db.close();
      dispose();
      if (schema) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}

/** Users whose balance differs from the sum of their ledger rows (must always be none). */
export async function ledgerMismatches(db: Database): Promise<Array<{ id: number; coins: number; ledger: number }>> {
  const { rows } = await db.query<{ id: number; coins: number; ledger: number }>(
    `SELECT u.id, u.coins, COALESCE(l.total, 0)::int AS ledger
       FROM users u
       LEFT JOIN (SELECT user_id, sum(CASE WHEN transaction_type = 'add' THEN amount ELSE -amount END) AS total
                    FROM coin_ledger GROUP BY user_id) l ON l.user_id = u.id
      WHERE u.coins <> COALESCE(l.total, 0) OR u.coins < 0`,
  );
  return rows;
}

/** A VIP book (paid chapters after the 10th) and a free book from the seeded catalog. */
export async function catalogFixtures(db: Database) {
  const vip = await db.query<{ book_id: number; book_price: number }>(
    'SELECT book_id, book_price FROM books WHERE book_vip = 1 AND book_chapters > 11 ORDER BY book_id LIMIT 1',
  );
  const free = await db.query<{ book_id: number }>('SELECT book_id FROM books WHERE book_vip = 0 AND book_chapters >= 12 ORDER BY book_id');
  const chapters = async (bookId: number) =>
    (await db.query<{ id: number; chapter_no: number; content: string }>('SELECT id, chapter_no, content FROM chapters WHERE book_id = $1 ORDER BY chapter_no', [bookId])).rows;
  return { vipBook: vip.rows[0], freeBooks: free.rows.map((row) => row.book_id), chapters };
}
