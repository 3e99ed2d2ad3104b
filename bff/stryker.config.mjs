import { fileURLToPath } from 'node:url';

// Mutation testing of the BFF's resolvers: the graph's field mappings and the REST calls behind
// them. Run it from the repository root with `pnpm test:mutation` (see MUTATION.md): StrykerJS 10
// needs Node 22 or later, and that script brings Node 24 without touching the system's Node 20.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The runner is a root devDependency; under pnpm Stryker's own plugin glob cannot see it.
  plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'))],
  testRunner: 'vitest',
  // The package's config (with its `graphql` alias) tuned for re-runs: see that file.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/resolvers/**/*.ts'],
  // The GraphQL suites (a real API and BFF over HTTP) and unit tests of the resolvers. Left out:
  // the deployment, upstream and metrics tests, which never run a resolver (and read files outside the sandbox).
  testFiles: ['test/**/!(deployment|upstream|metrics).test.ts'],
  coverageAnalysis: 'perTest',
  // Code reached only while a test file boots its stack (beforeAll) is not charged to any test.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  // Later runs re-test only the mutants whose code or covering tests changed (MUTATION.md: delete the file for a full run).
  incremental: true,
  incrementalFile: '../coverage/mutation/bff-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: '../coverage/mutation/bff.json' },
  htmlReporter: { fileName: '../coverage/mutation/bff.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 95, low: 90, break: 90 },
  ignorePatterns: ['dist', 'bench'],
};
