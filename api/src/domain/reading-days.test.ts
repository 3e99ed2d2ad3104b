import { describe, expect, it } from 'vitest';
import { addDays, daysEndingOn, streaks } from './reading-days.js';

describe('reading days', () => {
  it('steps calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the days ending on a day, oldest first', () => {
    expect(daysEndingOn('2026-11-23', 3)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(daysEndingOn('2026-11-23', 30)).toHaveLength(30);
    expect(daysEndingOn('2026-11-23', 30)[0]).toBe('2026-10-25');
  });

  it('counts the current streak to today, or to yesterday while today is not read yet', () => {
    const read = new Set(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(streaks(read, '2026-11-22').current).toBe(3);
    expect(streaks(read, '2026-11-23').current).toBe(3);
    expect(streaks(read, '2026-11-24').current).toBe(0);
    expect(streaks(new Set(['2026-11-23']), '2026-11-23').current).toBe(1);
    expect(streaks(new Set(), '2026-11-23')).toEqual({ current: 0, longest: 0 });
  });

  it('finds the longest run anywhere in history, across a month end', () => {
    const read = new Set(['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-11-01', '2026-11-23']);
    expect(streaks(read, '2026-11-23')).toEqual({ current: 1, longest: 4 });
  });
});
