import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { remembersReader } from '@/shared/auth/stored-user';
import { useStoredState, type StoredState } from '@/shared/hooks/use-stored-state';
import { storageKeys } from '@/shared/lib/storage';
import { parseHomeCache, type HomeCache } from './home-cache';
import type { HomeListSnapshot } from './home-list-snapshot';

/** Spec section 4: saved 1 s after the first load, and on scroll debounced by 500 ms. */
export const FIRST_SAVE_DELAY_MS = 1000;
export const SCROLL_SAVE_DEBOUNCE_MS = 500;

/**
 * The home list's saved place (`homepage_cache`, spec section 4), read once after mount and valid
 * for 10 minutes. `restore` puts a saved list back where the screen's query reads it, before the
 * query runs (screens skip their query while `restored` is undefined).
 */
export function useHomeCache(restore: (saved: HomeCache) => void): StoredState<HomeCache> {
  return useStoredState<HomeCache>({
    key: storageKeys.homepageCache,
    parse: (raw) => parseHomeCache(raw, Date.now()),
    onRestore: (saved) => {
      if (saved) restore(saved);
    },
  });
}

/**
 * When the list on screen was loaded: the saved place's time while the same novels are shown (the
 * saved list put back, which the query then reads from the cache), else now. Saving again must not
 * make a restored list young again, or it would be shown, never asked for, for as long as the
 * reader keeps coming back within the 10 minutes.
 */
function listedAt(restored: HomeCache | null | undefined, list: HomeListSnapshot): number {
  const same = restored?.novels.length === list.novels.length && restored.novels.every((novel, index) => novel.id === list.novels[index]?.id);
  return restored && same ? restored.timestamp : Date.now();
}

interface HomePlaceOptions {
  /** The list on screen as the Apollo cache holds it, or null before it has loaded. */
  readList: () => HomeListSnapshot | null;
  /** True once the list is on screen. */
  loaded: boolean;
}

/**
 * Keeps the saved place current while the list is on screen: 1 s after the first load, on scroll
 * (debounced), when the page is hidden or left, and when a novel is opened (the returned
 * function). Puts the scroll position back once the list is there when the reader had left for
 * a novel; otherwise the screen starts at the top.
 */
export function useHomePlace({ restored, save }: StoredState<HomeCache>, { readList, loaded }: HomePlaceOptions): () => void {
  const latestList = useRef(readList);
  useEffect(() => {
    latestList.current = readList;
  });

  // Set once a novel is opened: the home list may stay mounted while the next screen loads, and
  // no later save (a timer, a scroll) may overwrite the place saved for coming back.
  const left = useRef(false);

  const saveNow = useCallback(
    (fromNovelClick: boolean) => {
      const list = latestList.current();
      // Not once the reader has signed out in another tab: this one may still show their list as it unloads.
      if (left.current || !list || list.novels.length === 0 || !remembersReader()) return;
      if (fromNovelClick) left.current = true;
      save({ ...list, scrollPosition: Math.round(window.scrollY), fromNovelClick, timestamp: listedAt(restored, list) });
    },
    [save, restored],
  );

  // undefined while the saved place is unread; null: start at the top.
  const restoreScrollTo = restored === undefined ? undefined : restored?.fromNovelClick ? restored.scrollPosition : null;
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (scrolled.current || restoreScrollTo === undefined) return;
    if (restoreScrollTo === null) {
      scrolled.current = true;
      window.scrollTo(0, 0);
    } else if (loaded) {
      scrolled.current = true;
      window.scrollTo(0, restoreScrollTo);
    }
  }, [loaded, restoreScrollTo]);

  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => saveNow(false), FIRST_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, saveNow]);

  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => saveNow(false), SCROLL_SAVE_DEBOUNCE_MS);
    };
    const onPageHide = () => saveNow(false);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveNow(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [saveNow]);

  return useCallback(() => saveNow(true), [saveNow]);
}
