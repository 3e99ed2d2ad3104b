/** "12 KB", "3.4 MB" in the interface language (Intl unit formatting, decimal units). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** A chapter's expected download size from its word count (CJK text is 3 bytes a character in UTF-8). */
export function estimateChapterBytes(wordCount: number): number {
  return Math.max(0, wordCount) * 3;
}
