import type readerTexts from '@/locales/zh-CN/reader.json';
import { findPreset, type ReaderThemeId } from '@/shared/theme/reader-themes';
import {
  clampFontSize,
  clampLineHeight,
  clampOpacity,
  fontSizeRange,
  lineHeightRange,
  opacityRange,
  type ReadingSettings,
} from './reading-settings';

/*
 * The reader's changes to the reading settings (the settings panel, gestures). Apart from
 * reading-settings.ts, which the boot entry also needs (chapter-preview.ts) and keeps small.
 */

/** Each swatch has a translation key under `reader:settings.colors`. */
export interface ColorSwatch {
  value: string;
  name: keyof (typeof readerTexts)['settings']['colors'];
}

export const fontColors: readonly ColorSwatch[] = [
  { value: '#000000', name: 'black' },
  { value: '#333333', name: 'charcoal' },
  { value: '#5b4636', name: 'sepia' },
  { value: '#1f3a5f', name: 'navy' },
  { value: '#2e4a2e', name: 'forest' },
  { value: '#6b2737', name: 'wine' },
  { value: '#d6d6d6', name: 'silver' },
  { value: '#c9b58f', name: 'sand' },
];

/** The last two are the night palette: dark pages for reading in the dark. */
export const backgroundColors: readonly ColorSwatch[] = [
  { value: '#ffffff', name: 'white' },
  { value: '#f6f1e7', name: 'paper' },
  { value: '#f4e9cd', name: 'parchment' },
  { value: '#e3efdf', name: 'mint' },
  { value: '#e4ecf5', name: 'sky' },
  { value: '#f3e4e4', name: 'rose' },
  { value: '#2b2b2b', name: 'graphite' },
  { value: '#121212', name: 'night' },
];

/** The change choosing a preset makes: its colours with its name (`custom` keeps the colours). */
export function themeChange(theme: ReaderThemeId): Partial<ReadingSettings> {
  const preset = findPreset(theme);
  // At full strength: a preset's colours are chosen for 7:1, which a fainter text would lose.
  return preset ? { theme, fontColor: preset.fontColor, backgroundColor: preset.backgroundColor, opacity: 1 } : { theme };
}

/** A colour from the palettes leaves the preset: the reader now has their own colours. */
export function colorChange(colors: Partial<Pick<ReadingSettings, 'fontColor' | 'backgroundColor'>>): Partial<ReadingSettings> {
  return { ...colors, theme: 'custom' };
}

/** One step up (+1) or down (-1) from the current value, clamped. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  return clampFontSize(current + direction * fontSizeRange.step);
}

export function stepLineHeight(current: number, direction: 1 | -1): number {
  return clampLineHeight(current + direction * lineHeightRange.step);
}

export function stepOpacity(current: number, direction: 1 | -1): number {
  return clampOpacity(current + direction * opacityRange.step);
}

/**
 * The font size a pinch asks for: the size when the pinch began scaled by how far the fingers
 * moved apart, snapped and clamped. Returns null unless it differs from the current size by more
 * than 1, so small finger jitter never re-lays out the page.
 */
export function pinchFontSize(startFontSize: number, scale: number, currentFontSize: number): number | null {
  if (!Number.isFinite(scale) || scale <= 0) return null;
  const next = clampFontSize(startFontSize * scale);
  return Math.abs(next - currentFontSize) > 1 ? next : null;
}
