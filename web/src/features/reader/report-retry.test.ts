import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isRetryableReportError, nextRetryDelay, retryDelayMs, retrySchedule } from './report-retry';

/** An error as the BFF answers it: a common code, and the specific one as its reason where they differ. */
function graphQLError(code: string, reason?: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message: 'failed', extensions: { code, ...(reason ? { reason } : {}) } }] });
}

describe('retry schedule', () => {
  it('waits 500 ms times the attempt number, three times, on phones only', () => {
    expect(retryDelayMs(1)).toBe(500);
    expect(retryDelayMs(3)).toBe(1500);
    expect(retrySchedule(true)).toEqual([500, 1000, 1500]);
    expect(retrySchedule(false)).toEqual([]);
  });

  it('gives up after the third retry', () => {
    const offline = new TypeError('Failed to fetch');
    expect(nextRetryDelay(1, true, offline)).toBe(500);
    expect(nextRetryDelay(2, true, offline)).toBe(1000);
    expect(nextRetryDelay(3, true, offline)).toBe(1500);
    expect(nextRetryDelay(4, true, offline)).toBeNull();
  });

  it('never retries on desktop', () => {
    expect(nextRetryDelay(1, false, new TypeError('Failed to fetch'))).toBeNull();
  });

  it('retries transient failures but not answers another try cannot change', () => {
    expect(isRetryableReportError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableReportError(graphQLError('UPSTREAM_UNAVAILABLE'))).toBe(true);
    expect(isRetryableReportError(graphQLError('TOO_MANY_ATTEMPTS'))).toBe(true);
    expect(isRetryableReportError(graphQLError('UNAUTHENTICATED'))).toBe(false);
    expect(isRetryableReportError(graphQLError('CONFLICT', 'CHAPTER_LOCKED'))).toBe(false);
    expect(isRetryableReportError(graphQLError('BAD_USER_INPUT'))).toBe(false);
    expect(isRetryableReportError(graphQLError('BAD_USER_INPUT', 'CONTROL_CHARACTERS'))).toBe(false);
    expect(nextRetryDelay(1, true, graphQLError('NOT_FOUND'))).toBeNull();
  });
});
