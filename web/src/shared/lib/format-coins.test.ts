import { describe, expect, it } from 'vitest';
import { formatCoins } from './format-coins';

describe('formatCoins', () => {
  it('shows amounts below 10,000 as plain numbers', () => {
    expect(formatCoins(0)).toBe('0');
    expect(formatCoins(30)).toBe('30');
    expect(formatCoins(1_000)).toBe('1000');
    expect(formatCoins(9_999)).toBe('9999');
  });

  it('shows 10,000 and above with K and one decimal', () => {
    expect(formatCoins(10_000)).toBe('10.0K');
    expect(formatCoins(12_345)).toBe('12.3K');
    expect(formatCoins(12_300)).toBe('12.3K');
    expect(formatCoins(99_999)).toBe('99.9K');
    expect(formatCoins(999_999)).toBe('999.9K');
  });

  it('shows 1,000,000 and above with M and one decimal', () => {
    expect(formatCoins(1_000_000)).toBe('1.0M');
    expect(formatCoins(1_200_000)).toBe('1.2M');
    expect(formatCoins(1_250_000)).toBe('1.2M');
    expect(formatCoins(10_000_000)).toBe('10.0M');
    expect(formatCoins(123_456_789)).toBe('123.4M');
  });

  it('drops fractions and keeps the sign', () => {
    expect(formatCoins(12.9)).toBe('12');
    expect(formatCoins(-15_000)).toBe('-15.0K');
  });

  it('treats non-finite input as zero', () => {
    expect(formatCoins(Number.NaN)).toBe('0');
    expect(formatCoins(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
