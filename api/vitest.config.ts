import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const known = ['pglite', 'postgres'];
/** The PostgreSQL server the suite runs on: TEST_DATABASE_URL when set (ARCHITECTURE.md), else DATABASE_URL. */
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
/**
 * The databases the HTTP-level suite (test/) runs on: embedded PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL or DATABASE_URL is set. API_TEST_DATABASES (a comma list of those two) narrows
 * it: CI runs it on PostgreSQL in its Node 20 pass and on PGlite in its Node 24 pass.
 * The unit tests (src/) run once either way.
 */
function testDatabases(): string[] {
  const setting = process.env.API_TEST_DATABASES?.trim();
  if (!setting) return postgresUrl ? known : ['pglite'];
  const requested = setting.split(',').map((name) => name.trim());
  if (requested.some((name) => !known.includes(name)))
    throw new Error(`API_TEST_DATABASES: expected pglite and/or postgres, got "${setting}"`);
  if (requested.includes('postgres') && !postgresUrl)
    throw new Error('API_TEST_DATABASES names postgres but neither TEST_DATABASE_URL nor DATABASE_URL is set');
  return requested;
}
const databases = testDatabases();

// The test APIs read DATABASE_URL: on PostgreSQL it names the suite's server.
const project = (db: string, include: string[]) => ({
  extends: true as const,
  test: { name: db, env: { TEST_DB: db, ...(db === 'postgres' && postgresUrl ? { DATABASE_URL: postgresUrl } : {}) }, include },
});

export default defineConfig({
  test: {
    projects: [
      project('pglite', databases.includes('pglite') ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['src/**/*.test.ts']),
      ...(databases.includes('postgres') ? [project('postgres', ['test/**/*.test.ts'])] : []),
    ],
    // Vitest leaves a core to itself by default (one worker on a 2-core machine); its main process
    // is idle while the files run, so a worker per core finishes the suite in about two thirds the time.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
