import { formatNumber } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/languages';

/** Decimal units, as Intl's short unit style writes them in each language (format-bytes.test.ts holds them to it). */
const unitLabels: Record<Language, readonly string[]> = {
  'zh-CN': ['B', 'kB', 'MB', 'GB'],
  'en-US': ['byte', 'kB', 'MB', 'GB'],
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

/** A chapter's expected download size from its word count (CJK text is 3 bytes a character in UTF-8). */
export function estimateChapterBytes(wordCount: number): number {
  return Math.max(0, wordCount) * 3;
}
