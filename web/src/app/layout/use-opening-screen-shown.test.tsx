import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from '@/shared/hooks/use-after-paint';
import {
  OPENING_SCREEN_IDLE_LIMIT_MS,
  OPENING_SCREEN_RECHECK_MS,
  OPENING_SCREEN_WAIT_LIMIT_MS,
  useOpeningScreenShown,
} from './use-opening-screen-shown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The frame callback and the task after it: the first paint of what was committed. */
const paint = () => act(() => vi.advanceTimersByTime(20));
/**
 * The browser rendering what the screen's data brought: jsdom has no idle callback, so the hook waits
 * for the next paint instead, as in Safari.
 */
const rendered = paint;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// As the root layout calls it.
describe('useOpeningScreenShown', () => {
  it('waits for the first paint even when nothing is loading', () => {
    const { result } = renderHook(() => useOpeningScreenShown(usePainted(), () => false));
    expect(result.current).toBe(false);
    paint();
    rendered();
    expect(result.current).toBe(true);
  });

  it('waits, once the data is in, for the browser to have rendered it', () => {
    const { result } = renderHook(() => useOpeningScreenShown(usePainted(), () => false));
    paint();
    expect(result.current).toBe(false);
    rendered();
    expect(result.current).toBe(true);
  });

  it('with an idle callback, turns true when the browser is next idle', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(OPENING_SCREEN_IDLE_LIMIT_MS);
      return idle.push(callback);
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { result } = renderHook(() => useOpeningScreenShown(usePainted(), () => false));
      paint();
      wait(OPENING_SCREEN_RECHECK_MS);
      expect(result.current).toBe(false);
      expect(idle).toHaveLength(1);
      act(() => idle[0]!());
      expect(result.current).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits while the screen is loading, and turns true at the next look once it is not', () => {
    let loading = true;
    const { result } = renderHook(() => useOpeningScreenShown(usePainted(), () => loading));
    paint();
    wait(3 * OPENING_SCREEN_RECHECK_MS);
    expect(result.current).toBe(false);
    loading = false;
    wait(OPENING_SCREEN_RECHECK_MS);
    rendered();
    expect(result.current).toBe(true);
    // True for good: a later screen loading changes nothing.
    loading = true;
    wait(OPENING_SCREEN_RECHECK_MS);
    expect(result.current).toBe(true);
  });

  it('looks again at once when the check changes (the session answered)', () => {
    const { result, rerender } = renderHook(({ isLoading }) => useOpeningScreenShown(usePainted(), isLoading), {
      initialProps: { isLoading: () => true },
    });
    paint();
    expect(result.current).toBe(false);
    rerender({ isLoading: () => false });
    rendered();
    expect(result.current).toBe(true);
  });

  it('counts the wait limit from the paint, whatever the check does meanwhile', () => {
    const { result, rerender } = renderHook(({ isLoading }) => useOpeningScreenShown(usePainted(), isLoading), {
      initialProps: { isLoading: () => true },
    });
    paint();
    wait(OPENING_SCREEN_WAIT_LIMIT_MS / 2);
    rerender({ isLoading: () => true });
    wait(OPENING_SCREEN_WAIT_LIMIT_MS / 2);
    rendered();
    expect(result.current).toBe(true);
  });

  it('goes ahead after the wait limit when the screen never finishes loading', () => {
    const { result } = renderHook(() => useOpeningScreenShown(usePainted(), () => true));
    paint();
    wait(OPENING_SCREEN_WAIT_LIMIT_MS - OPENING_SCREEN_RECHECK_MS);
    expect(result.current).toBe(false);
    wait(OPENING_SCREEN_RECHECK_MS);
    rendered();
    expect(result.current).toBe(true);
  });
});
