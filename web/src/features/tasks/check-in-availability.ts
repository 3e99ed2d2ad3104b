/**
 * The daily check-in rule as the screen applies it (spec sections 4 and 5): a check-in is
 * refused locally while the current time is before nextCheckinTime and allowed again once it
 * has passed; a reader who never checked in (no nextCheckinTime) may check in.
 */

/** setTimeout cannot wait longer than this (about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function isCheckInOpen(nextCheckinTime: string | null | undefined, now: number): boolean {
  const next = instant(nextCheckinTime);
  return next === null || now >= next;
}

/** Milliseconds until check-in opens again; 0 when it is open now. */
export function msUntilCheckInOpens(nextCheckinTime: string | null | undefined, now: number): number {
  const next = instant(nextCheckinTime);
  return next === null ? 0 : Math.max(0, next - now);
}

/** A delay setTimeout accepts. */
export function timerDelay(ms: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, Math.ceil(ms)));
}

/** The calendar day of an instant in the browser's time zone, e.g. "2026-11-21". */
export function localDayKey(now: number): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds from `now` until the next local midnight. */
export function msUntilNextLocalDay(now: number): number {
  const date = new Date(now);
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
  return midnight - now;
}
