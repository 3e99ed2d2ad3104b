import fc from 'fast-check';
import type * as Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { contractViolation } from './support/answer-contract.js';
import { fuzzCases } from './support/fuzz-cases.js';
import { createAccounts, FuzzClient } from './support/fuzz-client.js';
import { catalogHints } from './support/fuzz-hints.js';
import { servedRoutes } from './support/served-routes.js';
import { ledgerMismatches, startTestApi } from './support/test-api.js';

// Every route the app registers, as an onRoute hook sees it: HEAD twins and routes hidden from
// the OpenAPI document included. The hook has to be on the instance before any route exists.
const recorded = vi.hoisted(() => [] as Fastify.RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof Fastify>();
  const recording = (options?: object) =>
    fastify.default(options).addHook('onRoute', (route) => {
      recorded.push(route);
    });
  return { ...fastify, default: recording };
});

function integerFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer`);
  return value;
}

// Fixed by default so CI is reproducible; FUZZ_SEED and FUZZ_RUNS explore further.
const seed = integerFromEnv('FUZZ_SEED', 20_250_601);
const runs = integerFromEnv('FUZZ_RUNS', 30);

const api = await startTestApi();
const client = new FuzzClient(api, await createAccounts(api));
const hints = await catalogHints(api.db);
const routes = servedRoutes(recorded);
const startedAt = Date.now();

afterAll(async () => {
  const succeeded = [...client.sent.values()].reduce((sum, route) => sum + route.succeeded, 0);
  // Per route only on request (FUZZ_VERBOSE=1): 90 routes make a line nobody reads in CI's log.
  const perRoute = process.env.FUZZ_VERBOSE
    ? `; per route (sent/2xx): ${[...client.sent].map(([route, counts]) => `${route} ${counts.requests}/${counts.succeeded}`).join(', ')}`
    : '';
  console.warn(
    `fuzz [${process.env.TEST_DB}] seed ${seed}, ${runs} runs/route: ${client.total} requests to ${client.sent.size} routes (${succeeded} answered 2xx) in ${((Date.now() - startedAt) / 1000).toFixed(1)}s${perRoute}`,
  );
  await api.close();
});

describe('REST API fuzzing: every route, with inputs from its own schemas, conforming and hostile', () => {
  it('enumerates every route of the OpenAPI document and more', () => {
    const fuzzed = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const documented = Object.entries(api.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations ?? {}).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  for (const [index, route] of routes.entries()) {
    it(`${route.method} ${route.url}: never a 5xx, errors are envelopes with a known code`, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzCases(route, hints), async (fuzzCase) => {
          for (const answer of await client.send(route, fuzzCase)) {
            const violation = contractViolation(route, answer);
            if (violation) throw new Error(`${answer.request.slice(0, 300)} → ${answer.status}: ${violation}`);
          }
        }),
        { seed: seed + index, numRuns: runs },
      );
    });
  }

  it('leaves every coin balance equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(api.db)).toEqual([]);
  });
});
