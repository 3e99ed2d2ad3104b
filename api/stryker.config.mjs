import { fileURLToPath } from 'node:url';

// Mutation testing of the API's services, where the coin rules live. Run it from the repository
// root with `pnpm test:mutation` (see MUTATION.md): StrykerJS 10 needs Node 22 or later, and that
// script brings Node 24 without touching the system's Node 20.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The runner is a root devDependency; under pnpm Stryker's own plugin glob cannot see it.
  plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'))],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/services/**/*.ts', '!src/services/**/*.test.ts'],
  // The suites that drive the services over HTTP, and unit tests next to them. Left out: the fuzz
  // test (it checks the answer envelope on random input, not the rules, and boots 80 routes' worth
  // of accounts for every mutant it touches), and the seed and catalog-equivalence tests (no service code; the
  // latter imports bench/, which is not copied into the sandbox).
  testFiles: ['test/!(fuzz|seed|books-equivalence|seed-copy).test.ts', 'src/services/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // Code reached only while a test file boots its API (beforeAll) is not charged to any test.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  // Later runs re-test only the mutants whose code or covering tests changed (MUTATION.md: delete the file for a full run).
  incremental: true,
  incrementalFile: '../coverage/mutation/api-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: '../coverage/mutation/api.json' },
  htmlReporter: { fileName: '../coverage/mutation/api.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 95, low: 90, break: 90 },
  ignorePatterns: ['dist', 'bench', '.data'],
};
