import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrivedValue } from './use-arrived-value';

/** Every value the hook returned, render by render. */
function track(initial: { value: string | undefined; waiting: boolean }) {
  const seen: Array<string | undefined> = [];
  const hook = renderHook(
    ({ value, waiting }: { value: string | undefined; waiting: boolean }) => {
      const shown = useArrivedValue(value, waiting);
      seen.push(shown);
      return shown;
    },
    { initialProps: initial },
  );
  return { seen, hook };
}

describe('useArrivedValue', () => {
  it('shows a value that was at hand in the very render that has it', () => {
    // A query skipped on its first render, then answered from the cache (home's restored place).
    const { seen, hook } = track({ value: undefined, waiting: false });
    const before = seen.length;
    act(() => hook.rerender({ value: 'cached page', waiting: false }));
    expect(seen.slice(before)).not.toContain(undefined);
    expect(seen.at(-1)).toBe('cached page');
  });

  it('renders a value that had to be waited for in a later, deferred pass', () => {
    const { seen, hook } = track({ value: undefined, waiting: true });
    const before = seen.length;
    act(() => hook.rerender({ value: 'network page', waiting: false }));
    // The urgent render with the new value still shows what was there; a deferred one brings it.
    expect(seen[before]).toBeUndefined();
    expect(seen.at(-1)).toBe('network page');
    expect(hook.result.current).toBe('network page');
  });

  it('shows cached data at once while a refresh is on the way', () => {
    // cache-and-network: the cached answer is there from the start, with loading true.
    const { seen, hook } = track({ value: 'cached detail', waiting: true });
    const before = seen.length;
    act(() => hook.rerender({ value: 'fresh detail', waiting: false }));
    expect(seen).not.toContain(undefined);
    expect(seen[before]).toBe('fresh detail');
  });
});
