import { formatNumber } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/languages';

/**
 * Decimal units, as Intl's short unit style writes them in each language (format-bytes.test.ts
 * holds them to it), but for English bytes: its short form is "byte" whatever the number ("0 byte",
 * "999 byte"), which reads as a mistake; "B" goes with "kB" and "MB" as in Chinese.
 */
const unitLabels: Record<Language, readonly string[]> = {
  'zh-CN': ['B', 'kB', 'MB', 'GB'],
  'en-US': ['B', 'kB', 'MB', 'GB'],
};

/** "12 kB", "3.5 MB" in the interface language (decimal units). */
export function formatBytes(bytes: number, language: Language): string {
  const labels = unitLabels[language];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < labels.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const maximumFractionDigits = value < 10 && unit > 0 ? 1 : 0;
  return `${formatNumber(value, language, { maximumFractionDigits })} ${labels[unit]}`;
}

/**
 * UTF-8 bytes per counted unit of a chapter's word count: a Chinese character is 3 bytes, plus its
 * share of punctuation (also 3 bytes each, and not counted); an English word is its letters, a space
 * and its share of punctuation. Measured over the seeded catalog's texts: 3.36 and 5.67.
 */
const bytesPerCountedUnit: Record<Language, number> = { 'zh-CN': 3.4, 'en-US': 5.7 };

/** A chapter's expected download size from its word count, in the language of its text. */
export function estimateChapterBytes(wordCount: number, textLanguage: Language): number {
  return Math.round(Math.max(0, wordCount) * bytesPerCountedUnit[textLanguage]);
}
