import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The suite always runs on embedded PGlite, and a second time on PostgreSQL when DATABASE_URL is set.
const databases = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        env: { TEST_DB: db },
        include: db === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
      },
    })),
    // Vitest leaves a core to itself by default (one worker on a 2-core machine); its main process
    // is idle while the files run, so a worker per core finishes the suite in about two thirds the time.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
