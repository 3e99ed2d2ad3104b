import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

// The suite as mutation testing runs it (stryker.config.mjs): Stryker re-runs the test files that
// cover a mutant, for every mutant. One worker keeps its modules from file to file (no isolation:
// nothing in src/ keeps state at module level), and the test APIs open copies of one migrated and
// seeded PGlite template instead of building a database at every boot (test/support/test-database.ts).
process.env.TEST_DB_TEMPLATE = '1';

export default mergeConfig(base, defineConfig({ test: { isolate: false } }));
