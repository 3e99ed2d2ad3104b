import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function render(initial: { total: number; waiting: boolean }) {
  return renderHook(({ total, waiting }: { total: number; waiting: boolean }) => useRevealedCount(total, waiting, 6), {
    initialProps: initial,
  });
}

/** Runs the next pending slice. */
const nextSlice = () => act(() => vi.advanceTimersToNextTimer());

describe('useRevealedCount', () => {
  it('renders a list that was at hand whole, at once', () => {
    const hook = render({ total: 0, waiting: false });
    hook.rerender({ total: 30, waiting: false });
    expect(hook.result.current).toBe(30);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('brings a list that was waited for in slices, one task each, until all of it is shown', () => {
    const hook = render({ total: 0, waiting: true });
    hook.rerender({ total: 30, waiting: false });
    expect(hook.result.current).toBe(6);
    const shown = [hook.result.current];
    while (vi.getTimerCount() > 0) {
      nextSlice();
      shown.push(hook.result.current);
    }
    expect(shown).toEqual([6, 12, 18, 24, 30]);
  });

  it('goes on in slices when more items are appended (the next page)', () => {
    const hook = render({ total: 0, waiting: true });
    hook.rerender({ total: 12, waiting: false });
    nextSlice();
    expect(hook.result.current).toBe(12);
    hook.rerender({ total: 20, waiting: false });
    expect(hook.result.current).toBe(12);
    nextSlice();
    nextSlice();
    expect(hook.result.current).toBe(20);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows more than there is', () => {
    const hook = render({ total: 0, waiting: true });
    hook.rerender({ total: 4, waiting: false });
    expect(hook.result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});
