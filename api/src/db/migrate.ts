import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies the numbered SQL files in `migrations/` that have not run yet, each in its own
 * transaction, in file-name order. The same files run on PGlite and PostgreSQL.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
  );
  const pending = readdirSync(migrationsDir)
    .filter((file) => /^\d+_.+\.sql$/.test(file) && !applied.has(file))
    .sort();
  const ran: string[] = [];
  for (const file of pending) {
    const sql = readFileSync(`${migrationsDir}${file}`, 'utf8');
    const didRun = await db.transaction(async (tx) => {
      // Several API processes may start against one server at once: one migrates, the others wait
      // on this lock and then find the file already applied.
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (didRun) ran.push(file);
  }
  return ran;
}

/** Splits a migration file on semicolons that end a line; migrations keep to that form. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
