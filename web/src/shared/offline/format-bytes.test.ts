import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/shared/i18n/languages';
import { estimateChapterBytes, formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('picks the largest decimal unit under 1000, one decimal below 10', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(999, 'en-US')).toBe('999 B');
    expect(formatBytes(12_345, 'en-US')).toBe('12 kB');
    expect(formatBytes(3_450_000, 'en-US')).toBe('3.5 MB');
    expect(formatBytes(-5, 'en-US')).toBe('0 B');
  });

  it('follows the interface language', () => {
    expect(formatBytes(999, 'zh-CN')).toBe('999 B');
    expect(formatBytes(3_450_000, 'zh-CN')).toBe('3.5 MB');
  });

  it.each(supportedLanguages)("writes each size as Intl's short unit style does in %s (English bytes as B, not Intl's \"byte\")", (language) => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];
    for (const bytes of [0, 1, 999, 1000, 1049, 9_949, 9_950, 12_345, 999_499, 3_450_000, 987_654_321, 5_500_000_000, 7.2e12]) {
      const unit = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
      const value = bytes / 1000 ** unit;
      const intl = new Intl.NumberFormat(language, {
        style: 'unit',
        unit: units[unit],
        unitDisplay: 'short',
        maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
      });
      const expected = intl.format(value);
      expect(formatBytes(bytes, language), String(bytes)).toBe(language === 'en-US' && unit === 0 ? expected.replace(/ byte$/, ' B') : expected);
    }
  });
});

describe('estimateChapterBytes', () => {
  it("comes within 10% of a chapter's UTF-8 size in either language, never below 0", () => {
    const chinese = '他在山门外站了很久，雨水顺着屋檐落下来，打湿了青石板上的落叶。远处的钟声响了三下，他才慢慢转过身去。\n\n'.repeat(30);
    const english = 'She opened the letter slowly, reading each line twice before she understood what her brother had written. '.repeat(30);
    const chineseCharacters = chinese.match(/[\u4e00-\u9fff]/g)!.length;
    const englishWords = english.trim().split(/\s+/).length;
    for (const [text, count, language] of [
      [chinese, chineseCharacters, 'zh-CN'],
      [english, englishWords, 'en-US'],
    ] as const) {
      const bytes = new TextEncoder().encode(text).length;
      expect(Math.abs(estimateChapterBytes(count, language) - bytes) / bytes).toBeLessThan(0.1);
    }
    expect(estimateChapterBytes(-1, 'en-US')).toBe(0);
  });
});
