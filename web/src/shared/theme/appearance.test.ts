// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyAppearance, isAppearance, storedAppearance } from './appearance';

describe('appearance', () => {
  afterEach(() => {
    window.localStorage.clear();
    applyAppearance('system');
  });

  it('follows the device until the reader chooses', () => {
    expect(storedAppearance()).toBe('system');
    expect(document.documentElement.dataset.appearance).toBeUndefined();
  });

  it('marks <html> with the appearance applied, none for the device’s', () => {
    applyAppearance('dark');
    expect(document.documentElement.dataset.appearance).toBe('dark');
    applyAppearance('system');
    expect(document.documentElement.dataset.appearance).toBeUndefined();
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem('appearance', 'purple');
    expect(storedAppearance()).toBe('system');
    expect(isAppearance('light')).toBe(true);
  });
});
