import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { currentPage, PAGE_SHOWN_EVENT, pageCount, turnPage } from './page-layout';
import { isPaged, positionAtTop, scrollToPosition } from './reading-position';

/** How long after the last scroll event the scrolling counts as stopped. */
export const SCROLL_SETTLED_MS = 150;

interface Options {
  scrollRef: RefObject<HTMLElement | null>;
  /** True in page-turn mode. */
  enabled: boolean;
  /** Changes whenever the pages are laid out again (chapter, font size, line height): the place is kept. */
  layoutKey: string;
  /** A new chapter starts on its first page. */
  chapterId: string;
  onPreviousChapter: () => void;
  onNextChapter: () => void;
}

/**
 * Page-turn mode over the reading area (its columns are laid out by CSS): turns one page at a time,
 * leads to the neighbouring chapter at either end, and keeps the place (the character offset where
 * the page starts, reading-position.ts) when the text re-flows, the screen changes size or the
 * reader switches between pages and scrolling. A share of the pages would not do: the title and the
 * chapter's end take the same room at any size, so the pages do not grow in proportion.
 */
export function usePageTurner({ scrollRef, enabled, layoutKey, chapterId, onPreviousChapter, onNextChapter }: Options) {
  const place = useRef(0);
  const callbacks = useRef({ onPreviousChapter, onNextChapter });
  useEffect(() => {
    callbacks.current = { onPreviousChapter, onNextChapter };
  });

  const showPage = useCallback(
    (page: number) => {
      const element = scrollRef.current;
      if (!element) return;
      element.scrollTo({ left: page * element.clientWidth, top: 0 });
    },
    [scrollRef],
  );

  /** The place on screen now becomes the place kept (unless there is no text to tell it). */
  const notePlace = useCallback((element: HTMLElement) => {
    place.current = positionAtTop(element) ?? place.current;
  }, []);

  /** Puts the page holding the remembered place on screen, after the text has been laid out again. */
  const realign = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const kept = place.current;
    if (!scrollToPosition(element, kept)) showPage(0);
    // The page shown is noted as the place (below), and it starts a little before the place: keep the
    // place itself, or every new layout would move it back.
    place.current = kept;
  }, [scrollRef, showPage]);

  useLayoutEffect(() => {
    place.current = 0;
  }, [chapterId]);

  useLayoutEffect(() => {
    if (enabled) realign();
  }, [enabled, layoutKey, realign]);

  // Back to scroll mode (by the reader, a reset, or the account's settings): the page read last
  // becomes the top of the screen, instead of the chapter's start that the layout falls back to.
  const wasEnabled = useRef(enabled);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (wasEnabled.current && !enabled && element) {
      element.scrollTo({ left: 0, top: 0 });
      scrollToPosition(element, place.current);
    }
    wasEnabled.current = enabled;
  }, [enabled, scrollRef]);

  // The saved place put on screen when the chapter opened (reading-position.ts): the place from now on.
  // Not every scroll: those of a chapter being swapped would leave the old chapter's page behind.
  // A layout effect, listening from the first commit on: the chapter view puts the place on screen
  // in its own effects, which run before this screen's passive ones.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const remember = () => notePlace(element);
    element.addEventListener(PAGE_SHOWN_EVENT, remember);
    return () => element.removeEventListener(PAGE_SHOWN_EVENT, remember);
  }, [scrollRef, notePlace]);

  // In scroll mode, the place at the top of the screen: page-turn mode opens there when it is
  // switched on (by the reader, or by the account's settings arriving after the chapter opened at
  // its saved place). Noted at the first scroll of a run (a place restored is one scroll) and once
  // the scrolling stops: measuring at every scroll event would read the layout at every frame.
  useEffect(() => {
    const element = scrollRef.current;
    if (enabled || !element) return;
    let timer: number | undefined;
    const note = () => {
      // The scroll the switch to pages makes (its top back to 0) is not the reader's place.
      if (!isPaged(element)) notePlace(element);
    };
    const follow = () => {
      if (timer === undefined) note();
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        timer = undefined;
        note();
      }, SCROLL_SETTLED_MS);
    };
    element.addEventListener('scroll', follow, { passive: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('scroll', follow);
    };
  }, [enabled, scrollRef, notePlace]);

  // Another screen size or orientation: the same place on the new pages.
  useEffect(() => {
    const element = scrollRef.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => realign());
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, realign, scrollRef]);

  const turn = useCallback(
    (direction: 1 | -1) => {
      const element = scrollRef.current;
      if (!element) return;
      const count = pageCount(element.scrollWidth, element.clientWidth);
      const result = turnPage(currentPage(element.scrollLeft, element.clientWidth), count, direction);
      if (result.kind === 'previous-chapter') callbacks.current.onPreviousChapter();
      else if (result.kind === 'next-chapter') callbacks.current.onNextChapter();
      else {
        showPage(result.page);
        notePlace(element);
      }
    },
    [scrollRef, showPage, notePlace],
  );

  return { turn };
}
