import { COMPLETE_MILESTONE } from './progress-milestones';

/**
 * The server measures reading time with one clock per reader (ARCHITECTURE.md, "Reading time"):
 * opening a chapter moves the clock there, and the rewards and completion are paid only once the
 * chapter has enough measured time. A progress answer says what is still on its way; these rules
 * turn it into what the reader sees and what the client does next, without guessing at the
 * server's minimums.
 */

/** The fields of a progress answer that tell what is still on its way. */
export interface ClockAnswer {
  clockRunning: boolean;
  rewardInSeconds?: number | null;
  completionInSeconds?: number | null;
}

/** A little slack after the server's wait, so the report surely arrives after it. */
export const FOLLOW_UP_MARGIN_MS = 250;

/** How many times one chapter view re-sends a report only to collect what was waiting. */
export const MAX_FOLLOW_UPS = 20;

export type FollowUp =
  /** Nothing is waiting, or this view has followed up enough. */
  | { kind: 'none' }
  /** Another chapter was opened since (on any device): this one's time stands still until it is opened again. */
  | { kind: 'clockStopped' }
  /** Re-send `milestone` after `delayMs`, when `reason` should be paid (`seconds` as the server said). */
  | { kind: 'wait'; reason: 'reward' | 'completion'; seconds: number; delayMs: number; milestone: number };

/** What opening a chapter answers about its clock, which runs from that opening. */
export type OpeningClock = Pick<ClockAnswer, 'rewardInSeconds' | 'completionInSeconds'>;

const waiting = (seconds: number | null | undefined): seconds is number =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0;

/**
 * What to do after the answer to a report of `milestone`: a reward waiting for reading time is
 * collected by sending the same milestone again once the time is up; a completion waiting for it,
 * by sending 100% again. The earlier of the two comes first (the next answer tells the rest).
 */
export function planFollowUp(answer: ClockAnswer, milestone: number, followUpsSoFar: number): FollowUp {
  if (!answer.clockRunning) return { kind: 'clockStopped' };
  if (followUpsSoFar >= MAX_FOLLOW_UPS) return { kind: 'none' };
  const reward = waiting(answer.rewardInSeconds) ? answer.rewardInSeconds : null;
  const completion = waiting(answer.completionInSeconds) && milestone === COMPLETE_MILESTONE ? answer.completionInSeconds : null;
  let next: { reason: 'reward' | 'completion'; seconds: number };
  if (reward !== null && (completion === null || reward <= completion)) next = { reason: 'reward', seconds: reward };
  else if (completion !== null) next = { reason: 'completion', seconds: completion };
  else return { kind: 'none' };
  return { kind: 'wait', ...next, delayMs: Math.ceil(next.seconds * 1000) + FOLLOW_UP_MARGIN_MS, milestone };
}

/** What the reader is told about the clock: a countdown, or that the clock is on another chapter. */
export type ReadingTimeNote = { kind: 'reward' | 'completion'; dueAt: number } | { kind: 'clockStopped' };

export function noteFor(plan: FollowUp, now: number): ReadingTimeNote | null {
  if (plan.kind === 'clockStopped') return { kind: 'clockStopped' };
  if (plan.kind === 'wait') return { kind: plan.reason, dueAt: now + plan.seconds * 1000 };
  return null;
}

/** Whole seconds left until `dueAt` (rounded up), never below 0. */
export function secondsUntil(dueAt: number, now: number): number {
  return Math.max(0, Math.ceil((dueAt - now) / 1000));
}
