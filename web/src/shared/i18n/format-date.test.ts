import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime } from './format-date';

// 08:30 on 21 November 2026 in the device's time zone, which is what the app shows.
const instant = new Date(2026, 10, 21, 8, 30);
const afternoon = new Date(2026, 0, 5, 16, 5);

describe('date formatting', () => {
  it('formats date and time per language, as Intl does for a medium date and a short time', () => {
    expect(formatDateTime(instant, 'zh-CN')).toBe('2026年11月21日 08:30');
    expect(formatDateTime(instant, 'en-US')).toBe('Nov 21, 2026, 8:30 AM');
    expect(formatDateTime(afternoon, 'zh-CN')).toBe('2026年1月5日 16:05');
    expect(formatDateTime(afternoon, 'en-US')).toBe('Jan 5, 2026, 4:05 PM');
    // The same words and numbers as Intl's own (which puts a narrow no-break space before AM/PM).
    for (const language of ['zh-CN', 'en-US'] as const) {
      const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(afternoon);
      expect(formatDateTime(afternoon, language)).toBe(intl.replace(/\u202f/g, ' '));
    }
  });

  it('formats dates and times separately', () => {
    expect(formatDate(instant, 'en-US')).toBe('Nov 21, 2026');
    expect(formatDate(instant, 'zh-CN')).toBe('2026年11月21日');
    expect(formatTime(instant, 'zh-CN')).toBe('08:30');
    expect(formatTime(afternoon, 'en-US')).toBe('4:05 PM');
    // An ISO string from the server is shown in the device's time zone.
    expect(formatDate(instant.toISOString(), 'zh-CN')).toBe('2026年11月21日');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en-US')).toBe('');
  });

  it('writes a calendar day as month and day, never shifted by the time zone', () => {
    expect(formatDay('2026-11-21')).toBe('11/21');
    expect(formatDay('2026-01-05')).toBe('1/5');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
