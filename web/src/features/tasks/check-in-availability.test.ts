import { describe, expect, it } from 'vitest';
import { isCheckInOpen, localDayKey, MAX_TIMER_MS, msUntilCheckInOpens, msUntilNextLocalDay, timerDelay } from './check-in-availability';

const next = '2026-11-22T08:30:00.000Z';
const nextMs = Date.parse(next);

describe('isCheckInOpen', () => {
  it('refuses a check-in before nextCheckinTime', () => {
    expect(isCheckInOpen(next, nextMs - 1)).toBe(false);
    expect(isCheckInOpen(next, nextMs - 24 * 3600_000)).toBe(false);
  });

  it('allows it from nextCheckinTime on', () => {
    expect(isCheckInOpen(next, nextMs)).toBe(true);
    expect(isCheckInOpen(next, nextMs + 1)).toBe(true);
  });

  it('allows a reader who never checked in', () => {
    expect(isCheckInOpen(null, 0)).toBe(true);
    expect(isCheckInOpen(undefined, 0)).toBe(true);
    expect(isCheckInOpen('not a date', 0)).toBe(true);
  });
});

describe('msUntilCheckInOpens', () => {
  it('counts down to nextCheckinTime and stays at 0 afterwards', () => {
    expect(msUntilCheckInOpens(next, nextMs - 5000)).toBe(5000);
    expect(msUntilCheckInOpens(next, nextMs + 5000)).toBe(0);
    expect(msUntilCheckInOpens(null, nextMs)).toBe(0);
  });
});

describe('timers', () => {
  it('keeps delays within what setTimeout accepts', () => {
    expect(timerDelay(-5)).toBe(0);
    expect(timerDelay(1.2)).toBe(2);
    expect(timerDelay(Number.MAX_SAFE_INTEGER)).toBe(MAX_TIMER_MS);
  });
});

describe('day change', () => {
  it('names the local day and the time left in it', () => {
    const evening = new Date(2026, 10, 21, 23, 59, 30).getTime();
    expect(localDayKey(evening)).toBe('2026-11-21');
    expect(msUntilNextLocalDay(evening)).toBe(30_000);
    expect(localDayKey(evening + 30_000)).toBe('2026-11-22');
    const newYearsEve = new Date(2026, 11, 31, 12, 0, 0).getTime();
    expect(localDayKey(newYearsEve + msUntilNextLocalDay(newYearsEve))).toBe('2027-01-01');
  });
});
