import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, writeStoredUser } from '@/shared/auth/stored-user';
import type { HomeCache, HomeNovel } from './home-cache';
import type { HomeListSnapshot } from './home-list-snapshot';
import { useHomeCache, useHomePlace } from './use-home-place';

/**
 * The home list's place (spec section 4): saved 1 s after the first load, 500 ms after scrolling
 * stops, when the page is hidden or left, and on a novel click; restored for 10 minutes, with the
 * scroll position when the reader had left for a novel.
 */

const now = 1_800_000_000_000;
const novel = (id: number): HomeNovel => ({
  __typename: 'Book',
  id: String(id),
  title: `Book ${id}`,
  author: 'Someone',
  coverImage: `/covers/${id}.svg`,
  tags: [],
  isFavorited: false,
  isVip: false,
  coinsRequired: 0,
});
const list: HomeListSnapshot = { novels: [novel(1), novel(2)], currentPage: 1, totalPages: 4, totalBooks: 120, pageSize: 30 };
const saved = (): HomeCache | null => JSON.parse(window.localStorage.getItem('homepage_cache') ?? 'null') as HomeCache | null;

let scrollY = 0;
const scrollTo = vi.fn();

function setup({ loaded = true } = {}) {
  const restore = vi.fn();
  const view = renderHook(
    ({ isLoaded }) => {
      const cache = useHomeCache(restore);
      const saveForNovelClick = useHomePlace(cache, { readList: () => (isLoaded ? list : null), loaded: isLoaded });
      return { restored: cache.restored, saveForNovelClick };
    },
    { initialProps: { isLoaded: loaded } },
  );
  return { ...view, restore };
}

const scroll = (to: number) =>
  act(() => {
    scrollY = to;
    window.dispatchEvent(new Event('scroll'));
  });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  signedIn();
});

const signedIn = () => writeStoredUser({ __typename: 'User', id: '7', username: 'reader_seven', email: null, coins: 0, readHistory: [] });

describe('useHomePlace: saving', () => {
  it('saves 1 s after the list first loads', async () => {
    setup();
    await wait(999);
    expect(saved()).toBeNull();
    await wait(1);
    expect(saved()).toMatchObject({ ...list, scrollPosition: 0, fromNovelClick: false, timestamp: now + 1000 });
  });

  it('keeps the time a restored list was loaded while it is on screen, so it expires 10 minutes after that', async () => {
    const loadedAt = now - 9 * 60_000;
    window.localStorage.setItem('homepage_cache', JSON.stringify({ ...list, scrollPosition: 0, fromNovelClick: false, timestamp: loadedAt }));
    setup();
    await wait(1000);
    expect(saved()).toMatchObject({ ...list, timestamp: loadedAt });
    await scroll(300);
    await wait(500);
    expect(saved()).toMatchObject({ scrollPosition: 300, timestamp: loadedAt });
  });

  it('times a list other than the restored one anew', async () => {
    const other = { ...list, novels: [novel(3), novel(4)] };
    window.localStorage.setItem('homepage_cache', JSON.stringify({ ...other, scrollPosition: 0, fromNovelClick: false, timestamp: now - 60_000 }));
    setup();
    await wait(1000);
    expect(saved()).toMatchObject({ ...list, timestamp: now + 1000 });
  });

  it('saves nothing before the list is there', async () => {
    setup({ loaded: false });
    await wait(5000);
    expect(saved()).toBeNull();
  });

  it('saves the scroll position 500 ms after scrolling stops', async () => {
    setup();
    await wait(1000);
    await scroll(300);
    await wait(200);
    await scroll(800);
    await wait(499);
    expect(saved()?.scrollPosition).toBe(0);
    await wait(1);
    expect(saved()?.scrollPosition).toBe(800);
  });

  it('saves when the page is hidden or left', async () => {
    setup();
    await scroll(450);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saved()?.scrollPosition).toBe(450);
    window.localStorage.clear();
    signedIn();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    hidden.mockRestore();
    expect(saved()?.scrollPosition).toBe(450);
  });

  it('saves nothing once the reader has signed out in another tab (the stored user gone)', async () => {
    setup();
    await wait(500);
    clearStoredUser();
    await wait(5000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saved()).toBeNull();
  });

  it('saves on a novel click, and nothing later overwrites that place', async () => {
    const { result } = setup();
    await scroll(1200);
    act(() => result.current.saveForNovelClick());
    expect(saved()).toMatchObject({ scrollPosition: 1200, fromNovelClick: true });
    await scroll(0);
    await wait(5000);
    expect(saved()).toMatchObject({ scrollPosition: 1200, fromNovelClick: true });
  });
});

describe('useHomePlace: restoring', () => {
  const store = (cache: Partial<HomeCache>) =>
    window.localStorage.setItem(
      'homepage_cache',
      JSON.stringify({ ...list, scrollPosition: 900, fromNovelClick: true, timestamp: now - 60_000, ...cache }),
    );

  it('puts a place saved less than 10 minutes ago back, and the scroll position after a novel click', async () => {
    store({});
    const { restore, result } = setup();
    expect(restore).toHaveBeenCalledTimes(1);
    expect(restore.mock.calls[0]?.[0]).toMatchObject({ currentPage: 1, scrollPosition: 900 });
    expect(result.current.restored?.totalBooks).toBe(120);
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('starts at the top when the reader did not leave for a novel', () => {
    store({ fromNovelClick: false });
    setup();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('waits for the list before scrolling to the saved position', () => {
    store({});
    const { rerender } = setup({ loaded: false });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ isLoaded: true });
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('ignores a place saved 10 minutes ago or more', () => {
    store({ timestamp: now - 10 * 60_000 });
    const { restore, result } = setup();
    expect(restore).not.toHaveBeenCalled();
    expect(result.current.restored).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
