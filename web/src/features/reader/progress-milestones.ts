/**
 * When the reader tells the server how far a chapter has been read (spec sections 4, 5 and 9):
 * at 20% (the reward), then at each further 10%, and at 100% (completion); reports at least
 * 1000 ms apart, 2000 ms on phones, except the first one, which carries the reward.
 */

export const REWARD_MILESTONE = 20;
export const MILESTONE_STEP = 10;
export const COMPLETE_MILESTONE = 100;

/** Tracking starts this long after a chapter has loaded, so the reset scroll position never counts. */
export const TRACKING_DELAY_MS = 300;

export function minReportIntervalMs(isMobile: boolean): number {
  return isMobile ? 2000 : 1000;
}

export function scrollDebounceMs(isMobile: boolean): number {
  return isMobile ? 150 : 50;
}

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Less than this much to scroll counts as "fits on the screen". */
const NO_SCROLL_SLACK_PX = 4;

/**
 * Percentage (0-100) of the chapter scrolled through, or null when the whole chapter fits on
 * the screen and there is nothing to scroll (the caller decides when such a page counts as read).
 */
export function scrollProgress({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number | null {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= NO_SCROLL_SLACK_PX) return null;
  // Browsers stop a pixel or so short of the end on fractional layouts: the end is the end.
  if (scrollable - scrollTop <= 2) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollTop / scrollable) * 100)));
}

/** The highest milestone a progress value has reached, 0 below 20%. */
export function milestoneFor(progress: number): number {
  if (!Number.isFinite(progress) || progress < REWARD_MILESTONE) return 0;
  if (progress >= COMPLETE_MILESTONE) return COMPLETE_MILESTONE;
  return Math.floor(progress / MILESTONE_STEP) * MILESTONE_STEP;
}

/** What has been reported in the current chapter view. */
export interface ReportState {
  lastMilestone: number;
  /** When the last report was sent (ms); null before the first. */
  lastReportAt: number | null;
}

export const initialReportState: ReportState = { lastMilestone: 0, lastReportAt: null };

export type ReportDecision =
  | { kind: 'report'; milestone: number }
  /** A new milestone was reached too soon after the last report: look again after `delayMs`. */
  | { kind: 'wait'; milestone: number; delayMs: number }
  | { kind: 'none' };

export function decideReport(state: ReportState, progress: number, now: number, isMobile: boolean): ReportDecision {
  const milestone = milestoneFor(progress);
  if (milestone <= state.lastMilestone) return { kind: 'none' };
  // The first report of a view carries the reading reward and is never held back.
  if (state.lastReportAt === null) return { kind: 'report', milestone };
  const elapsed = now - state.lastReportAt;
  const interval = minReportIntervalMs(isMobile);
  if (elapsed >= interval) return { kind: 'report', milestone };
  return { kind: 'wait', milestone, delayMs: interval - elapsed };
}

export function afterReport(milestone: number, now: number): ReportState {
  return { lastMilestone: milestone, lastReportAt: now };
}

/**
 * A chapter short enough to fit on the screen has nothing to scroll; it counts as read to the end
 * once the reader has stayed on it this long after tracking started.
 */
export const FITS_ON_SCREEN_DWELL_MS = 1500;

export type ProgressReading =
  | { kind: 'measured'; progress: number }
  /** The chapter fits on the screen and the dwell time has not passed: look again after `delayMs`. */
  | { kind: 'dwelling'; delayMs: number };

export function readProgress(metrics: ScrollMetrics, msSinceTrackingStarted: number): ProgressReading {
  const measured = scrollProgress(metrics);
  if (measured !== null) return { kind: 'measured', progress: measured };
  if (msSinceTrackingStarted >= FITS_ON_SCREEN_DWELL_MS) return { kind: 'measured', progress: 100 };
  return { kind: 'dwelling', delayMs: FITS_ON_SCREEN_DWELL_MS - msSinceTrackingStarted };
}
