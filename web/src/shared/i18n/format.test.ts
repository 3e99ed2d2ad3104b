import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatTime } from './format';

const instant = '2026-11-21T08:30:00.000Z';

describe('locale formatting', () => {
  it('formats date and time per language', () => {
    const zh = formatDateTime(instant, 'zh-CN', 'UTC');
    const en = formatDateTime(instant, 'en-US', 'UTC');
    expect(zh).toContain('2026');
    expect(zh).toContain('08:30');
    expect(en).toContain('Nov');
    expect(en).toContain('8:30');
    expect(en).toMatch(/AM/);
  });

  it('formats dates and times separately', () => {
    expect(formatDate(instant, 'en-US', 'UTC')).toBe('Nov 21, 2026');
    expect(formatDate(instant, 'zh-CN', 'UTC')).toBe('2026年11月21日');
    expect(formatTime(instant, 'zh-CN', 'UTC')).toBe('08:30');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en-US')).toBe('');
  });

  it('groups numbers and formats percentages', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatPercent(45, 'en-US')).toBe('45%');
  });
});
