// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAppearance, storedAppearance } from './appearance';
import { chooseAppearance, useAppearance } from './use-appearance';

describe('choosing the appearance', () => {
  afterEach(() => {
    window.localStorage.clear();
    applyAppearance('system');
  });

  it('stores a choice and marks <html> with it', () => {
    chooseAppearance('dark');
    expect(storedAppearance()).toBe('dark');
    expect(document.documentElement.dataset.appearance).toBe('dark');
    chooseAppearance('system');
    expect(document.documentElement.dataset.appearance).toBeUndefined();
  });

  it('counts a choice on the settings screen as a reading-settings change made now, which the account’s earlier change cannot undo', () => {
    window.localStorage.setItem('readingSettingsChangedAt', '2020-01-01T00:00:00.000Z');
    const { result, unmount } = renderHook(() => useAppearance());
    const before = Date.now();
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    unmount();
    const changedAt = Date.parse(window.localStorage.getItem('readingSettingsChangedAt') ?? '');
    expect(changedAt >= before && changedAt <= Date.now()).toBe(true);
  });

  it('leaves the change time alone when the account’s appearance is applied', () => {
    chooseAppearance('dark');
    expect(window.localStorage.getItem('readingSettingsChangedAt')).toBeNull();
  });
});
