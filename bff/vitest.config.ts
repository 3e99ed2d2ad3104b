import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build (the package has no "exports"), and so does Apollo Server;
    // without this Vite would hand our code the ESM build, a second graphql realm.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One file at a time (Vitest's default on 2 cores), not a worker per core as in the API and web
    // suites: answer-cache.test.ts counts Redis commands with MONITOR, and ioredis fails to start
    // MONITOR ("Command queue state error") while another file's commands stream in.
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
