import { parseJson } from '@/shared/lib/storage';
import { findPreset, isReaderThemeId, type ReaderThemeId } from '@/shared/theme/reader-themes';

/** How the reader lays out chapter text (spec section 3, "Reading settings"; saved in localStorage). */
export interface ReadingSettings {
  fontSize: number;
  lineHeight: number;
  fontColor: string;
  backgroundColor: string;
  opacity: number;
  /** A preset sets both colours; picking a colour from the palettes makes it `custom`. */
  theme: ReaderThemeId;
  /** Scroll through the chapter, or turn screen-sized pages. */
  mode: ReadingMode;
  /** The read-aloud voice (its Web Speech name); null for the default voice of the chapter's language. */
  voice: string | null;
  /** Read-aloud speed, 0.5 to 3. */
  speechRate: number;
}

export type ReadingMode = 'scroll' | 'page';

export const defaultReadingSettings: ReadingSettings = {
  fontSize: 16,
  lineHeight: 1.6,
  fontColor: '#000000',
  backgroundColor: '#ffffff',
  opacity: 1,
  theme: 'custom',
  mode: 'scroll',
  voice: null,
  speechRate: 1,
};

const darkPreset = findPreset('dark')!;
const darkDefaultReadingSettings: ReadingSettings = {
  ...defaultReadingSettings,
  theme: darkPreset.id,
  fontColor: darkPreset.fontColor,
  backgroundColor: darkPreset.backgroundColor,
};

/**
 * The settings of a reader who has chosen none: the spec's, or the dark preset while the app is
 * dark (a white page in a dark app would glare).
 */
export const defaultReadingSettingsFor = (dark: boolean): ReadingSettings => (dark ? darkDefaultReadingSettings : defaultReadingSettings);

export const speechRateRange = { min: 0.5, max: 3 } as const;

export const fontSizeRange = { min: 12, max: 24, step: 2 } as const;
export const lineHeightRange = { min: 1.2, max: 2.4, step: 0.2 } as const;
export const opacityRange = { min: 0.1, max: 1, step: 0.1 } as const;

/** Rounds to the nearest multiple of `step` counted from `min`, then keeps it inside the range. */
function snap(value: number, { min, max, step }: { min: number; max: number; step: number }, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  // The epsilon keeps a half step (0.35 on a 0.1 grid, stored as 0.34999...) rounding up.
  const stepped = min + Math.round((value - min) / step + 1e-9) * step;
  const bounded = Math.min(max, Math.max(min, stepped));
  // Decimal steps (0.1, 0.2) drift in binary floating point; keep one decimal place.
  return Math.round(bounded * 10) / 10;
}

export function clampFontSize(value: number): number {
  return snap(value, fontSizeRange, defaultReadingSettings.fontSize);
}

export function clampLineHeight(value: number): number {
  return snap(value, lineHeightRange, defaultReadingSettings.lineHeight);
}

export function clampOpacity(value: number): number {
  return snap(value, opacityRange, defaultReadingSettings.opacity);
}

const hexColor = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour (what a colour input takes), from that or CSS's short `#rgb`. */
function colorOr(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const color = value.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
  return hexColor.test(color) ? color.toLowerCase() : fallback;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The theme these colours show: a preset only when they are its colours, else `custom`. */
function themeOf(value: unknown, fontColor: string, backgroundColor: string): ReaderThemeId {
  if (!isReaderThemeId(value)) return defaultReadingSettings.theme;
  const preset = findPreset(value);
  return !preset || (preset.fontColor === fontColor && preset.backgroundColor === backgroundColor) ? value : 'custom';
}

/**
 * Any stored or edited value made valid: numbers clamped to their ranges, colours checked as
 * #rrggbb, and a preset named only over its own colours (a panel never shows Night over a white page).
 */
export function normalizeReadingSettings(value: Partial<Record<keyof ReadingSettings, unknown>>): ReadingSettings {
  const fontColor = colorOr(value.fontColor, defaultReadingSettings.fontColor);
  const backgroundColor = colorOr(value.backgroundColor, defaultReadingSettings.backgroundColor);
  return {
    fontSize: clampFontSize(numberOr(value.fontSize, defaultReadingSettings.fontSize)),
    lineHeight: clampLineHeight(numberOr(value.lineHeight, defaultReadingSettings.lineHeight)),
    fontColor,
    backgroundColor,
    opacity: clampOpacity(numberOr(value.opacity, defaultReadingSettings.opacity)),
    theme: themeOf(value.theme, fontColor, backgroundColor),
    mode: value.mode === 'page' || value.mode === 'scroll' ? value.mode : defaultReadingSettings.mode,
    voice: typeof value.voice === 'string' && value.voice.length > 0 ? value.voice.slice(0, 200) : null,
    speechRate: Math.min(speechRateRange.max, Math.max(speechRateRange.min, numberOr(value.speechRate, defaultReadingSettings.speechRate))),
  };
}

/** The chapter text's own style under these settings (the page colour is the screen's), for React and the DOM alike. */
export function chapterTextStyle(settings: ReadingSettings): { fontSize: string; lineHeight: string; color: string; opacity: string } {
  return { fontSize: `${settings.fontSize}px`, lineHeight: String(settings.lineHeight), color: settings.fontColor, opacity: String(settings.opacity) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored settings (localStorage `readingSettings`), kept valid; null when they are unreadable. */
export function parseReadingSettings(raw: string): ReadingSettings | null {
  const stored = parseJson(raw, isRecord);
  return stored ? normalizeReadingSettings(stored) : null;
}
