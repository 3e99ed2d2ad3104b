import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiConfig } from '../../src/config/env.js';
import { catalogFixtures, ledgerMismatches, startTestApi, type TestApi, type TestUser } from './test-api.js';

export type CatalogFixtures = Awaited<ReturnType<typeof catalogFixtures>>;

/**
 * A test file's API over a seeded catalog: started before its tests and handed to `started`, closed
 * after them, and only once every balance still equals the sum of its ledger rows.
 */
export function startLedgerCheckedApi(
  overrides: Partial<ApiConfig>,
  seed: { books: number; maxChapters: number },
  started: (suite: { api: TestApi; fixtures: CatalogFixtures }) => void,
): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(overrides, seed);
    started({ api, fixtures: await catalogFixtures(api.db) });
  });
  afterAll(async () => {
    if (!api) return;
    expect(await ledgerMismatches(api.db)).toEqual([]);
    await api.close();
  });
}

/** The reading calls a reader makes, on the API `api()` returns when called. */
export function readingCalls(api: () => TestApi) {
  return {
    start: (user: TestUser, bookId: number, chapterId: number) =>
      api().call('POST', '/api/reading/start', { token: user.token, body: { userId: user.id, bookId, chapterId } }),
    /** A progress report in English unless `extra` says otherwise. */
    report: (user: TestUser, bookId: number, chapterId: number, progressPercentage: number, extra: Record<string, unknown> = {}) =>
      api().call('POST', '/api/reading/progress', {
        token: user.token,
        body: { userId: user.id, bookId, chapterId, progressPercentage, language: 'en-US', ...extra },
      }),
    coinsOf: async (user: TestUser) => (await api().call('GET', `/api/user/${user.id}`, { token: user.token })).body.data.coins as number,
    /** Lets `seconds` pass on the reader's clock, by moving its last event back in the database. */
    wait: (user: TestUser, seconds: number) =>
      api().db.query('UPDATE reading_clocks SET last_event_at = last_event_at - make_interval(secs => $2) WHERE user_id = $1', [user.id, seconds]),
  };
}
