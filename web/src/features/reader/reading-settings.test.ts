import { describe, expect, it } from 'vitest';
import { clampFontSize, clampLineHeight, clampOpacity, defaultReadingSettings, normalizeReadingSettings } from './reading-settings';
import { backgroundColors, fontColors, pinchFontSize, stepFontSize, stepLineHeight, stepOpacity, colorChange, themeChange } from './reading-settings-changes';

describe('font size', () => {
  it('stays between 12 and 24 in steps of 2', () => {
    expect(clampFontSize(8)).toBe(12);
    expect(clampFontSize(30)).toBe(24);
    expect(clampFontSize(17)).toBe(18);
    expect(clampFontSize(15)).toBe(16);
    expect(clampFontSize(20)).toBe(20);
    expect(clampFontSize(Number.NaN)).toBe(16);
  });

  it('steps up and down and stops at the ends', () => {
    expect(stepFontSize(16, 1)).toBe(18);
    expect(stepFontSize(16, -1)).toBe(14);
    expect(stepFontSize(24, 1)).toBe(24);
    expect(stepFontSize(12, -1)).toBe(12);
  });
});

describe('opacity', () => {
  it('stays between 0.1 and 1 in steps of 0.1 without floating-point drift', () => {
    expect(clampOpacity(0)).toBe(0.1);
    expect(clampOpacity(-3)).toBe(0.1);
    expect(clampOpacity(1.4)).toBe(1);
    expect(clampOpacity(0.34)).toBe(0.3);
    expect(clampOpacity(0.35)).toBe(0.4);
    expect(stepOpacity(0.7, 1)).toBe(0.8);
    expect(stepOpacity(0.1, -1)).toBe(0.1);
    expect(stepOpacity(1, 1)).toBe(1);
    let value = 1;
    for (let i = 0; i < 20; i++) value = stepOpacity(value, -1);
    expect(value).toBe(0.1);
  });
});

describe('line height', () => {
  it('stays between 1.2 and 2.4', () => {
    expect(clampLineHeight(1)).toBe(1.2);
    expect(clampLineHeight(3)).toBe(2.4);
    expect(stepLineHeight(1.6, 1)).toBe(1.8);
    expect(stepLineHeight(1.6, -1)).toBe(1.4);
  });
});

describe('pinch', () => {
  it('scales the starting size and clamps it to 12-24', () => {
    expect(pinchFontSize(16, 1.5, 16)).toBe(24);
    expect(pinchFontSize(16, 3, 16)).toBe(24);
    expect(pinchFontSize(16, 0.5, 16)).toBe(12);
    expect(pinchFontSize(20, 0.2, 20)).toBe(12);
  });

  it('applies only a change larger than 1', () => {
    expect(pinchFontSize(16, 1.05, 16)).toBeNull();
    expect(pinchFontSize(16, 1, 16)).toBeNull();
    expect(pinchFontSize(16, 1.2, 16)).toBe(20);
    // Already at the largest size: pinching out further changes nothing.
    expect(pinchFontSize(24, 2, 24)).toBeNull();
    // Compared with the size now on screen, not the one the pinch began with.
    expect(pinchFontSize(16, 1.25, 20)).toBeNull();
  });

  it('ignores nonsense scales', () => {
    expect(pinchFontSize(16, 0, 16)).toBeNull();
    expect(pinchFontSize(16, Number.POSITIVE_INFINITY, 16)).toBeNull();
  });
});

describe('normalizeReadingSettings', () => {
  it('keeps valid settings', () => {
    const settings = {
      fontSize: 20,
      lineHeight: 2,
      fontColor: '#333333',
      backgroundColor: '#121212',
      opacity: 0.8,
      theme: 'custom' as const,
      mode: 'page' as const,
      voice: 'Samantha',
      speechRate: 1.5,
    };
    expect(normalizeReadingSettings(settings)).toEqual(settings);
  });

  it('repairs stored values that are out of range or of the wrong type', () => {
    expect(
      normalizeReadingSettings({
        fontSize: 99,
        lineHeight: 'tall',
        fontColor: 'red',
        backgroundColor: '#ABCDEF',
        opacity: 0,
        theme: 'neon',
        mode: 'flip',
        voice: 42,
        speechRate: 9,
      }),
    ).toEqual({
      fontSize: 24,
      lineHeight: 1.6,
      fontColor: '#000000',
      backgroundColor: '#abcdef',
      opacity: 0.1,
      theme: 'custom',
      mode: 'scroll',
      voice: null,
      speechRate: 3,
    });
    expect(normalizeReadingSettings({})).toEqual(defaultReadingSettings);
  });

  it("takes CSS's short #rgb colours as their #rrggbb, and nothing else of that length", () => {
    const settings = normalizeReadingSettings({ fontColor: '#333', backgroundColor: '#FfE' });
    expect([settings.fontColor, settings.backgroundColor]).toEqual(['#333333', '#ffffee']);
    expect(normalizeReadingSettings({ fontColor: '#33g' }).fontColor).toBe('#000000');
    expect(normalizeReadingSettings({ fontColor: '#3333' }).fontColor).toBe('#000000');
  });

  it('names a preset only over its own colours, else the theme is custom', () => {
    const night = { theme: 'night', fontColor: '#c9b58f', backgroundColor: '#121212' };
    expect(normalizeReadingSettings(night).theme).toBe('night');
    expect(normalizeReadingSettings({ ...night, fontColor: '#C9B58F' }).theme).toBe('night');
    // A stored "night" over the default black-on-white page: the panel must not show Night selected.
    expect(normalizeReadingSettings({ theme: 'night' }).theme).toBe('custom');
    expect(normalizeReadingSettings({ ...night, backgroundColor: '#ffffff' }).theme).toBe('custom');
    expect(normalizeReadingSettings({ ...night, fontColor: '#000000' }).theme).toBe('custom');
  });

  it('uses the spec defaults', () => {
    expect(defaultReadingSettings).toEqual({
      fontSize: 16,
      lineHeight: 1.6,
      fontColor: '#000000',
      backgroundColor: '#ffffff',
      opacity: 1,
      theme: 'custom',
      mode: 'scroll',
      voice: null,
      speechRate: 1,
    });
  });
});

describe('themes', () => {
  it('a preset sets both colours; a palette colour makes the theme custom', () => {
    expect(themeChange('night')).toEqual({ theme: 'night', fontColor: '#c9b58f', backgroundColor: '#121212', opacity: 1 });
    expect(themeChange('custom')).toEqual({ theme: 'custom' });
    expect(colorChange({ fontColor: '#d6d6d6' })).toEqual({ theme: 'custom', fontColor: '#d6d6d6' });
  });
});

describe('palettes', () => {
  it('offer 8 font colours and 8 backgrounds, defaults included', () => {
    expect(fontColors).toHaveLength(8);
    expect(backgroundColors).toHaveLength(8);
    expect(fontColors.map((color) => color.value)).toContain(defaultReadingSettings.fontColor);
    expect(backgroundColors.map((color) => color.value)).toContain(defaultReadingSettings.backgroundColor);
    expect(new Set(fontColors.map((color) => color.name)).size).toBe(8);
    expect(new Set(backgroundColors.map((color) => color.name)).size).toBe(8);
  });
});
