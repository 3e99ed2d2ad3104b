import { ErrorCode } from '@/__generated__/enums';
import { getCommonErrorCode, getErrorCode } from '@/shared/api/error-message';

/**
 * Second chances for failed progress reports: on phones a failed report is sent again up to 3
 * times, 500 ms x attempt later (spec section 8); elsewhere failures are only logged. (A report
 * the server answered but could not pay yet is followed up by reading-clock.ts, at the time the
 * server names.)
 */

export const MAX_REPORT_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 500;

/** Delay before retry number `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  return RETRY_BASE_DELAY_MS * attempt;
}

/** The waits between the first try and each retry, e.g. [500, 1000, 1500] on a phone. */
export function retrySchedule(isMobile: boolean): number[] {
  if (!isMobile) return [];
  return Array.from({ length: MAX_REPORT_RETRIES }, (_, index) => retryDelayMs(index + 1));
}

/** Answers that another try cannot change: the session ended, the request is invalid or not allowed. */
const finalCodes = new Set<string>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.NOT_FOUND,
  ErrorCode.CHAPTER_LOCKED,
]);

export function isRetryableReportError(error: unknown): boolean {
  const code = getErrorCode(error);
  if (code === undefined) return true;
  // Any refused input is final, whatever its specific code (CONTROL_CHARACTERS under BAD_USER_INPUT, ...).
  return !finalCodes.has(code) && !finalCodes.has(getCommonErrorCode(error) ?? code);
}

/**
 * Whether to retry after `failedAttempts` tries have failed (1 after the first try). Returns the
 * delay in ms, or null to give up.
 */
export function nextRetryDelay(failedAttempts: number, isMobile: boolean, error: unknown): number | null {
  const schedule = retrySchedule(isMobile);
  const delay = schedule[failedAttempts - 1];
  if (delay === undefined || !isRetryableReportError(error)) return null;
  return delay;
}
