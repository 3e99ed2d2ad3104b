import { formatNumber } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/languages';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "12 KB", "3.4 MB" in the interface language (Intl unit formatting, decimal units). */
export function formatBytes(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return formatNumber(value, language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  });
}

/** A chapter's expected download size from its word count (CJK text is 3 bytes a character in UTF-8). */
export function estimateChapterBytes(wordCount: number): number {
  return Math.max(0, wordCount) * 3;
}
