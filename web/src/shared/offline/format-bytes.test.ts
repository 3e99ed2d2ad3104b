import { describe, expect, it } from 'vitest';
import { estimateChapterBytes, formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('picks the largest decimal unit under 1000, one decimal below 10', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 byte');
    expect(formatBytes(999, 'en-US')).toBe('999 byte');
    expect(formatBytes(12_345, 'en-US')).toBe('12 kB');
    expect(formatBytes(3_450_000, 'en-US')).toBe('3.5 MB');
    expect(formatBytes(-5, 'en-US')).toBe('0 byte');
  });

  it('follows the interface language', () => {
    expect(formatBytes(999, 'zh-CN')).toBe('999 B');
    expect(formatBytes(3_450_000, 'zh-CN')).toBe('3.5 MB');
  });
});

describe('estimateChapterBytes', () => {
  it('counts 3 bytes a character, never below 0', () => {
    expect(estimateChapterBytes(1000)).toBe(3000);
    expect(estimateChapterBytes(-1)).toBe(0);
  });
});
