import { describe, expect, it } from 'vitest';
import { dayKey, isCheckInOpen, MAX_TIMER_MS, msUntilCheckInOpens, msUntilNextDay, timerDelay } from './check-in-availability';

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
  it("names the day of the server's time zone, not the browser's", () => {
    const instant = Date.parse('2026-11-21T17:00:00Z');
    expect(dayKey(instant, 'Asia/Shanghai')).toBe('2026-11-22');
    expect(dayKey(instant, 'America/New_York')).toBe('2026-11-21');
    expect(dayKey(Date.parse('2026-12-31T16:00:00Z'), 'Asia/Shanghai')).toBe('2027-01-01');
  });

  it('counts down to that zone\'s midnight, checking at least once an hour', () => {
    const lastMinute = Date.parse('2026-11-21T15:59:30.250Z'); // 23:59:30.250 in Shanghai
    expect(msUntilNextDay(lastMinute, 'Asia/Shanghai')).toBe(29_750);
    expect(dayKey(lastMinute + msUntilNextDay(lastMinute, 'Asia/Shanghai'), 'Asia/Shanghai')).toBe('2026-11-22');
    expect(msUntilNextDay(Date.parse('2026-11-21T04:00:00Z'), 'Asia/Shanghai')).toBe(3_600_000);
  });

  it("uses the browser's zone until the server's is known, or when its name is unknown", () => {
    const evening = new Date(2026, 10, 21, 23, 59, 30).getTime();
    expect(dayKey(evening)).toBe('2026-11-21');
    expect(msUntilNextDay(evening)).toBe(30_000);
    expect(dayKey(evening + 30_000)).toBe('2026-11-22');
    expect(dayKey(evening, 'Not/AZone')).toBe('2026-11-21');
    expect(msUntilNextDay(evening, 'Not/AZone')).toBe(30_000);
  });
});
