import { describe, expect, it } from 'vitest';
import { contrastRatio, isDarkBackground, isReadablePair, PRESET_MIN_CONTRAST, relativeLuminance } from './color-contrast';
import { readerThemePresets } from './reader-themes';

describe('contrastRatio', () => {
  it('follows the WCAG formula at its ends', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 10);
  });

  it('does not depend on which colour is the text', () => {
    expect(contrastRatio('#5b4636', '#f4e9cd')).toBeCloseTo(contrastRatio('#f4e9cd', '#5b4636'), 10);
  });

  it('matches known values', () => {
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe('isDarkBackground', () => {
  it('calls a page dark when light text reads better on it: night and dark, not day, sepia or green', () => {
    expect(['#121212', '#17191d', '#333333'].map(isDarkBackground)).toEqual([true, true, true]);
    expect(['#ffffff', '#f4ecd8', '#cce8cf', '#c0c0c0'].map(isDarkBackground)).toEqual([false, false, false, false]);
  });
});

describe('reader theme presets', () => {
  it.each(readerThemePresets.map((preset) => [preset.id, preset] as const))('%s reaches 7:1 for body text', (_id, preset) => {
    expect(contrastRatio(preset.fontColor, preset.backgroundColor)).toBeGreaterThanOrEqual(PRESET_MIN_CONTRAST);
  });

  it('the night preset never keeps black text on its dark page', () => {
    const night = readerThemePresets.find((preset) => preset.id === 'night')!;
    expect(night.backgroundColor).toBe('#121212');
    expect(night.fontColor).not.toBe('#000000');
    expect(isReadablePair('#000000', night.backgroundColor)).toBe(false);
  });
});
