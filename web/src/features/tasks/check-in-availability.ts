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

const HOUR_MS = 3_600_000;
const DAY_SECONDS = 86_400;

/** A formatter of wall-clock parts in `timeZone`; the browser's zone when none is given or the name is unknown. */
function wallClock(timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

function wallTime(now: number, timeZone: string | undefined) {
  const parts = wallClock(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/**
 * The calendar day of an instant in `timeZone` (the server's APP_TIMEZONE, whose days the daily
 * tasks count in), e.g. "2026-11-21"; in the browser's zone until the screen knows the server's.
 */
export function dayKey(now: number, timeZone?: string): string {
  const { year, month, day } = wallTime(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Milliseconds from `now` until the next midnight in `timeZone`, but at most an hour: a
 * daylight-saving change before that midnight would make the estimate an hour off, and a check
 * an hour early only sets the next one.
 */
export function msUntilNextDay(now: number, timeZone?: string): number {
  const { hour, minute, second } = wallTime(now, timeZone);
  const secondsLeft = DAY_SECONDS - (hour * 3600 + minute * 60 + second);
  const untilMidnight = secondsLeft * 1000 - (((now % 1000) + 1000) % 1000);
  return Math.min(untilMidnight, HOUR_MS);
}
