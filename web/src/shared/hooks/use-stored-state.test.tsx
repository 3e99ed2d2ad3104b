import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStoredState } from './use-stored-state';
import { anotherTabWrites } from '@/shared/testing/another-tab';

/** The one way screens restore a saved entry: once, after mount, never during render. */

const parseNumber = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

describe('useStoredState', () => {
  it('reads the entry after mount (never during render), once', () => {
    window.localStorage.setItem('place', '42');
    const parse = vi.fn(parseNumber);
    const seen: (number | null | undefined)[] = [];
    const { result, rerender } = renderHook(() => {
      const state = useStoredState({ key: 'place', parse });
      seen.push(state.restored);
      return state;
    });
    // The first render has not read it; the value is there before anything is painted.
    expect(seen[0]).toBeUndefined();
    expect(result.current.restored).toBe(42);
    rerender();
    rerender();
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('restores null for a missing, corrupt or rejected entry', () => {
    const missing = renderHook(() => useStoredState({ key: 'missing', parse: parseNumber }));
    expect(missing.result.current.restored).toBeNull();
    window.localStorage.setItem('corrupt', 'not a number');
    const corrupt = renderHook(() => useStoredState({ key: 'corrupt', parse: parseNumber }));
    expect(corrupt.result.current.restored).toBeNull();
  });

  it('runs onRestore before the screen renders with the value', () => {
    window.localStorage.setItem('place', '7');
    const order: string[] = [];
    renderHook(() => {
      const state = useStoredState({ key: 'place', parse: parseNumber, onRestore: (value) => order.push(`restore ${value}`) });
      order.push(`render ${String(state.restored)}`);
    });
    expect(order).toEqual(['render undefined', 'restore 7', 'render 7']);
  });

  it('clears an entry that is used once, also under React’s double effects', () => {
    window.localStorage.setItem('once', '3');
    const { result } = renderHook(() => useStoredState({ key: 'once', parse: parseNumber, clearOnRestore: true }), {
      reactStrictMode: true,
    });
    expect(result.current.restored).toBe(3);
    expect(window.localStorage.getItem('once')).toBeNull();
  });

  it('keeps an entry that could not be used', () => {
    window.localStorage.setItem('once', 'stale');
    renderHook(() => useStoredState({ key: 'once', parse: parseNumber, clearOnRestore: true }));
    expect(window.localStorage.getItem('once')).toBe('stale');
  });

  it('saves and clears', () => {
    const { result } = renderHook(() => useStoredState({ key: 'place', parse: parseNumber }));
    result.current.save(5);
    expect(window.localStorage.getItem('place')).toBe('5');
    result.current.clear();
    expect(window.localStorage.getItem('place')).toBeNull();
  });

  it('reads the new entry when the key changes', () => {
    window.localStorage.setItem('a', '1');
    window.localStorage.setItem('b', '2');
    const { result, rerender } = renderHook(({ key }) => useStoredState({ key, parse: parseNumber }), { initialProps: { key: 'a' } });
    expect(result.current.restored).toBe(1);
    rerender({ key: 'b' });
    expect(result.current.restored).toBe(2);
  });

  it('follows another tab’s changes to the entry when asked to, and its own saves', () => {
    window.localStorage.setItem('settings', '1');
    const { result } = renderHook(() => useStoredState({ key: 'settings', parse: parseNumber, follow: true }));
    expect(result.current.restored).toBe(1);
    act(() => anotherTabWrites('settings', '2'));
    expect(result.current.restored).toBe(2);
    act(() => result.current.save(3));
    expect(result.current.restored).toBe(3);
    act(() => anotherTabWrites('unrelated', '9'));
    expect(result.current.restored).toBe(3);
    act(() => anotherTabWrites('settings', null));
    expect(result.current.restored).toBeNull();
  });

  it('keeps a place restored once where it is when another tab saves its own', () => {
    window.localStorage.setItem('place', '1');
    const { result } = renderHook(() => useStoredState({ key: 'place', parse: parseNumber }));
    act(() => anotherTabWrites('place', '2'));
    expect(result.current.restored).toBe(1);
  });

  it('has nothing to read without a key', () => {
    const { result } = renderHook(() => useStoredState<number>({ key: null, parse: parseNumber }));
    expect(result.current.restored).toBeNull();
    result.current.save(1);
    expect(window.localStorage.length).toBe(0);
  });
});

