import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { readiness } from './readiness.js';

const databaseAnswering = (answer: Promise<boolean>) => ({ kind: 'postgres', isReachable: () => answer }) as unknown as Database;

describe('readiness', () => {
  it('is ready when the database answers', async () => {
    expect(await readiness(databaseAnswering(Promise.resolve(true))).check()).toEqual({ ready: true, database: 'postgres' });
  });

  it('is not ready, within its time limit, when the database does not answer', async () => {
    const started = performance.now();
    const answer = await readiness(databaseAnswering(new Promise(() => {})), 50).check();
    expect(answer).toEqual({ ready: false, database: 'postgres' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
