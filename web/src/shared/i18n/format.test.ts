import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format';
import { supportedLanguages } from './languages';

/** Values with the cases that trip a hand-made formatter: ties, float noise, groups, tiny and huge numbers. */
function sampleValues(): number[] {
  const fixed = [0, 1, -1, 7, 999, 1000, 1234.5, 9999.95, 12345.678, 1234567, -1234567, 0.35, 1.005, 2.5, -2.5, 0.05, 45.5];
  const edges = [1e-7, 2.5e-7, 123456789.987654, 2 ** 53, 1.5e21, Number.MAX_SAFE_INTEGER, 0.1 + 0.2];
  // Seeded (a linear congruential generator), so a failure names the same value every run.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 400 }, (_, index) => {
    const magnitude = 10 ** Math.floor(next() * 9);
    const value = next() * magnitude;
    return index % 4 === 0 ? -value : index % 3 === 0 ? Math.round(value * 100) / 100 : value;
  });
  return [...fixed, ...edges, ...random];
}

describe('number formatting', () => {
  it('groups numbers and formats percentages', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatNumber(12345.66, 'zh-CN', { maximumFractionDigits: 1 })).toBe('12,345.7');
    expect(formatNumber(3, 'en-US', { maximumFractionDigits: 1 })).toBe('3');
    expect(formatPercent(45, 'en-US')).toBe('45%');
  });

  it.each(supportedLanguages)('writes every number as Intl.NumberFormat does in %s', (language) => {
    for (const maximumFractionDigits of [undefined, 0, 1, 2]) {
      const intl = new Intl.NumberFormat(language, maximumFractionDigits === undefined ? {} : { maximumFractionDigits });
      for (const value of sampleValues()) {
        expect(formatNumber(value, language, { maximumFractionDigits }), `${value}, ${maximumFractionDigits} digits`).toBe(
          intl.format(value),
        );
      }
    }
    expect(formatNumber(Number.NaN, language)).toBe(new Intl.NumberFormat(language).format(Number.NaN));
    expect(formatNumber(-Infinity, language)).toBe(new Intl.NumberFormat(language).format(-Infinity));
  });

  it.each(supportedLanguages)('writes every percentage as Intl.NumberFormat does in %s', (language) => {
    const intl = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    for (const value of [0, 1, 12, 45, 99.5, 100, 250, 33.333, 66.5, 28.5, -5]) {
      expect(formatPercent(value, language), String(value)).toBe(intl.format(value / 100));
    }
  });
});
