import { act } from '@testing-library/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '@/shared/testing/render';
import { useShownChapter } from './use-shown-chapter';

/** A turn shows the chapter in the task after the tap's; the address follows once that is painted. */

const nothingBeforeTurn = () => {};

function setup(beforeTurn = nothingBeforeTurn) {
  return renderHookWithProviders(
    () => {
      const [params] = useSearchParams();
      const location = useLocation();
      const navigate = useNavigate();
      const shown = useShownChapter('b1', params.get('chapter') ?? '', beforeTurn);
      return { ...shown, address: `${location.pathname}${location.search}`, navigate };
    },
    { route: '/novel/b1/read?chapter=c1' },
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

describe('useShownChapter', () => {
  it('shows the chapter turned to in the next task and writes the address after the next frame', async () => {
    const { result } = setup();
    expect(result.current.chapterId).toBe('c1');
    act(() => result.current.turnTo('c2'));
    // Not in the tap's own task: that would make one long task of the tap, the render and the layout.
    expect(result.current.chapterId).toBe('c1');
    await wait(0);
    expect(result.current.chapterId).toBe('c2');
    expect(result.current.address).toBe('/novel/b1/read?chapter=c1');
    await wait(20);
    expect(result.current.address).toBe('/novel/b1/read?chapter=c2');
    expect(result.current.chapterId).toBe('c2');
  });

  it('writes only the last of quick turns, and keeps showing it', async () => {
    const { result } = setup();
    act(() => result.current.turnTo('c2'));
    act(() => result.current.turnTo('c3'));
    await wait(0);
    expect(result.current.chapterId).toBe('c3');
    await wait(20);
    expect(result.current.address).toBe('/novel/b1/read?chapter=c3');
    expect(result.current.chapterId).toBe('c3');
  });

  it('runs beforeTurn in the turn’s own task, just before the chapter changes, and tells the turn apart', async () => {
    const seenBefore: string[] = [];
    const { result } = setup(() => seenBefore.push(result.current.chapterId));
    act(() => result.current.turnTo('c2'));
    expect(seenBefore).toEqual([]);
    await wait(0);
    expect(seenBefore).toEqual(['c1']);
    expect(result.current.chapterId).toBe('c2');
    // Asked once (by the turn's layout effects): a later change to the same chapter is no turn.
    expect(result.current.turnedTo('c2')).toBe(true);
    expect(result.current.turnedTo('c2')).toBe(false);
  });

  it('leaves the address alone when the reader goes elsewhere before the turn is painted', async () => {
    const { result } = setup();
    act(() => result.current.turnTo('c2'));
    act(() => void result.current.navigate('/novel/b1'));
    await wait(300);
    expect(result.current.address).toBe('/novel/b1');
  });

  it('follows the address when it changes some other way (the chapter list, a link)', async () => {
    const { result } = setup();
    act(() => result.current.turnTo('c2'));
    await wait(20);
    act(() => void result.current.navigate('/novel/b1/read?chapter=c7', { replace: true }));
    expect(result.current.chapterId).toBe('c7');
  });
});
