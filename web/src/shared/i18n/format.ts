import type { Language } from './languages';

/**
 * Locale-aware formatting through Intl. Every function takes the language explicitly (from
 * `useLanguage()`), so output follows the interface language rather than the browser's.
 */

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Intl formatters are costly to build; keep one per language and option set.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    cache.set(key, formatter);
  }
  return formatter;
}

function numberFormatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** e.g. zh-CN "2026/11/21 16:30", en-US "Nov 21, 2026, 4:30 PM". Empty for an invalid date. */
export function formatDateTime(value: DateInput, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** e.g. zh-CN "2026年11月21日", en-US "Nov 21, 2026". */
export function formatDate(value: DateInput, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormatter(language, { dateStyle: 'medium', timeZone }).format(date);
}

/** e.g. zh-CN "16:30", en-US "4:30 PM". */
export function formatTime(value: DateInput, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormatter(language, { timeStyle: 'short', timeZone }).format(date);
}

/** Grouped number, e.g. "12,345" or "12,345.6". */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatter(language, options).format(value);
}

/** A 0-100 value as a percentage, e.g. "45%". */
export function formatPercent(value: number, language: Language): string {
  return numberFormatter(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
