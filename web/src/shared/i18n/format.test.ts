import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format';

describe('number formatting', () => {
  it('groups numbers and formats percentages', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatPercent(45, 'en-US')).toBe('45%');
  });
});
