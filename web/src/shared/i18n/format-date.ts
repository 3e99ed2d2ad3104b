import { format, isValid, parseISO } from 'date-fns';
import type { Language } from './languages';

/**
 * Dates and times in the interface language (passed explicitly, from `useLanguage()`) and the
 * device's time zone, through date-fns rather than Intl: the first `Intl.DateTimeFormat` a page
 * builds costs 30-80 ms on this project's benchmark machine (ICU's calendar and time-zone data;
 * several times that on a phone with its CPU slowed), and it fell inside the render of the first
 * screen showing a date (web/BENCHMARKS.md). Only the screens that show dates load this module
 * and date-fns (a chunk of their own, vite-plugins/app-chunks.ts).
 */

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Patterns matching Intl's `dateStyle: 'medium'` and `timeStyle: 'short'` in each language. */
const datePatterns: Record<Language, { date: string; time: string; dateTime: string }> = {
  'zh-CN': { date: "y'年'M'月'd'日'", time: 'HH:mm', dateTime: "y'年'M'月'd'日' HH:mm" },
  // date-fns' default locale is en-US: its medium date and short time.
  'en-US': { date: 'PP', time: 'p', dateTime: 'PPp' },
};

function formatWith(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** e.g. zh-CN "2026年11月21日 16:30", en-US "Nov 21, 2026, 4:30 PM". Empty for an invalid date. */
export function formatDateTime(value: DateInput, language: Language): string {
  return formatWith(value, datePatterns[language].dateTime);
}

/** e.g. zh-CN "2026年11月21日", en-US "Nov 21, 2026". */
export function formatDate(value: DateInput, language: Language): string {
  return formatWith(value, datePatterns[language].date);
}

/** e.g. zh-CN "16:30", en-US "4:30 PM". */
export function formatTime(value: DateInput, language: Language): string {
  return formatWith(value, datePatterns[language].time);
}

/**
 * A calendar day sent as YYYY-MM-DD, as month and day ("11/21", as Intl writes it in both
 * languages). Read as that day in the device's time zone, so it is never shifted to the day
 * before; a day that does not parse is shown as it was sent.
 */
export function formatDay(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'M/d') : day;
}
