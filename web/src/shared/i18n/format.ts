import type { Language } from './languages';

/**
 * Locale-aware numbers through Intl. Every function takes the language explicitly (from
 * `useLanguage()`), so output follows the interface language rather than the browser's. Dates and
 * times are in `format-date.ts`.
 */

// Intl number formats are cheap to build, but not free: keep one per language and option set.
const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** Grouped number, e.g. "12,345" or "12,345.6". */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatter(language, options).format(value);
}

/** A 0-100 value as a percentage, e.g. "45%". */
export function formatPercent(value: number, language: Language): string {
  return numberFormatter(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
