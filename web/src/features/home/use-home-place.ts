import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { NovelCardBook } from '@/shared/ui/novel-card';
import { writeHomeCache } from './home-cache';

/** Spec section 4: saved 1 s after the first load, and on scroll debounced by 500 ms. */
const FIRST_SAVE_DELAY_MS = 1000;
const SCROLL_SAVE_DEBOUNCE_MS = 500;

export interface HomeListSnapshot {
  novels: readonly NovelCardBook[];
  currentPage: number;
  totalPages: number;
  totalBooks: number;
  pageSize: number;
}

/**
 * Keeps `homepage_cache` current while a home list is on screen: 1 s after the first load, on
 * scroll (debounced), when the page is hidden or left, and when a novel is opened (the returned
 * function). Puts the scroll position back once the list is there when `restoreScrollTo` is
 * given; otherwise the screen starts at the top.
 */
export function useHomePlace(snapshot: HomeListSnapshot | null, restoreScrollTo: number | null): () => void {
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });

  // Set once a novel is opened: the home list may stay mounted while the next screen loads, and
  // no later save (a timer, a scroll) may overwrite the place saved for coming back.
  const left = useRef(false);

  const save = useCallback((fromNovelClick: boolean) => {
    const current = latest.current;
    if (left.current || !current || current.novels.length === 0) return;
    if (fromNovelClick) left.current = true;
    writeHomeCache({
      novels: [...current.novels],
      currentPage: current.currentPage,
      totalPages: current.totalPages,
      totalBooks: current.totalBooks,
      pageSize: current.pageSize,
      scrollPosition: Math.round(window.scrollY),
      fromNovelClick,
      timestamp: Date.now(),
    });
  }, []);

  const loaded = snapshot !== null;

  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (scrolled.current) return;
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
    const timer = window.setTimeout(() => save(false), FIRST_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, save]);

  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => save(false), SCROLL_SAVE_DEBOUNCE_MS);
    };
    const onPageHide = () => save(false);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') save(false);
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
  }, [save]);

  return useCallback(() => save(true), [save]);
}
