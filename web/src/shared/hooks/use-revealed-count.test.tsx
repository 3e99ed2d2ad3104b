import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function render(initial: { total: number; inSlices: boolean }) {
  return renderHook(({ total, inSlices }: { total: number; inSlices: boolean }) => useRevealedCount(total, inSlices, 6), {
    initialProps: initial,
  });
}

/** Runs the next pending slice. */
const nextSlice = () => act(() => vi.advanceTimersToNextTimer());

/** Every count shown until no slice is pending. */
function revealAll(hook: ReturnType<typeof render>): number[] {
  const shown = [hook.result.current];
  while (vi.getTimerCount() > 0) {
    nextSlice();
    shown.push(hook.result.current);
  }
  return shown;
}

describe('useRevealedCount', () => {
  it('brings a list in slices, one task each, until all of it is shown', () => {
    const hook = render({ total: 0, inSlices: true });
    hook.rerender({ total: 30, inSlices: true });
    expect(revealAll(hook)).toEqual([6, 12, 18, 24, 30]);
  });

  it('slices a list that is there from the first render too (an answer from the cache)', () => {
    const hook = render({ total: 30, inSlices: true });
    expect(revealAll(hook)).toEqual([6, 12, 18, 24, 30]);
  });

  it('renders the whole list at once when it must not come in slices (a place to scroll back to)', () => {
    const hook = render({ total: 0, inSlices: true });
    hook.rerender({ total: 30, inSlices: false });
    expect(hook.result.current).toBe(30);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the choice made when the list first had items', () => {
    const hook = render({ total: 30, inSlices: false });
    hook.rerender({ total: 30, inSlices: true });
    expect(hook.result.current).toBe(30);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on in slices when more items are appended (the next page)', () => {
    const hook = render({ total: 12, inSlices: true });
    nextSlice();
    expect(hook.result.current).toBe(12);
    hook.rerender({ total: 20, inSlices: true });
    expect(hook.result.current).toBe(12);
    expect(revealAll(hook).at(-1)).toBe(20);
  });

  it('never shows more than there is', () => {
    const hook = render({ total: 4, inSlices: true });
    expect(hook.result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});
