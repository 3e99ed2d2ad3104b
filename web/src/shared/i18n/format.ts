import type { Language } from './languages';

/**
 * Numbers in the interface language. Every function takes the language explicitly (from
 * `useLanguage()`), so output follows the interface language rather than the browser's. Dates and
 * times are in `format-date.ts`.
 *
 * Written out rather than through `Intl.NumberFormat`: the first NumberFormat a page builds loads
 * ICU's number data, 25-70 ms of this project's benchmark machine and about 90 ms of a phone's main
 * thread (CPU slowed 4x), which fell in the render of the novel detail screen (web/BENCHMARKS.md).
 * Both interface languages write numbers alike (digits grouped by three with ",", "." before the
 * fraction, "-" before a negative, "%" after a percentage), and format.test.ts holds every function
 * here to Intl's output for each supported language.
 */

export interface NumberFormatOptions {
  /** Digits kept after the point, rounding half away from zero as Intl does; trailing zeros are dropped. Default 3, as Intl's. */
  maximumFractionDigits?: number;
}

/** `value` times 10 to the `power`, moved in its decimal form (exact, unlike a multiplication). */
function shiftDecimal(value: number, power: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + power}`);
}

/** A non-negative value rounded to `digits` decimals from its shortest decimal form (so 0.35 rounds to 0.4, as in Intl). */
function roundHalfExpand(value: number, digits: number): number {
  // Shifted, an integer past 2^53 / 10^digits would lose its last digits; it needs no rounding.
  if (Number.isInteger(value)) return value;
  return shiftDecimal(Math.round(shiftDecimal(value, digits)), -digits);
}

/** Grouped number, e.g. "12,345" or "12,345.6". */
export function formatNumber(value: number, _language: Language, { maximumFractionDigits = 3 }: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const rounded = roundHalfExpand(Math.abs(value), maximumFractionDigits);
  // toFixed writes 1e21 and above with an exponent; a double that large has no fraction.
  const [whole = '0', fraction = ''] = rounded < 1e21 ? rounded.toFixed(maximumFractionDigits).split('.') : [BigInt(rounded).toString()];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const kept = fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`;
}

/** A 0-100 value as a percentage, e.g. "45%". */
export function formatPercent(value: number, language: Language): string {
  return `${formatNumber(value, language, { maximumFractionDigits: 0 })}%`;
}
