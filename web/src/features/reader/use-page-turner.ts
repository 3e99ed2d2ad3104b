import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { currentPage, PAGE_SHOWN_EVENT, pageCount, pageForFraction, pageFraction, turnPage } from './page-layout';
import { isPaged } from './reading-position';

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
 * leads to the neighbouring chapter at either end, and keeps the place (as the fraction of the
 * chapter where the page starts) when the text re-flows or the screen changes size.
 */
export function usePageTurner({ scrollRef, enabled, layoutKey, chapterId, onPreviousChapter, onNextChapter }: Options) {
  const fraction = useRef(0);
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

  /** Puts the page holding the remembered place on screen, after the text has been laid out again. */
  const realign = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const count = pageCount(element.scrollWidth, element.clientWidth);
    showPage(pageForFraction(fraction.current, count));
  }, [scrollRef, showPage]);

  useLayoutEffect(() => {
    fraction.current = 0;
  }, [chapterId]);

  useLayoutEffect(() => {
    if (enabled) realign();
  }, [enabled, layoutKey, realign]);

  // Back to scroll mode (by the reader, a reset, or the account's settings): the page read last
  // becomes the top of the screen, instead of the chapter's start that the layout falls back to.
  const wasEnabled = useRef(enabled);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (wasEnabled.current && !enabled && element) element.scrollTo({ left: 0, top: fraction.current * element.scrollHeight });
    wasEnabled.current = enabled;
  }, [enabled, scrollRef]);

  // The saved place put on screen when the chapter opened (reading-position.ts): the place from now on.
  // Not every scroll: those of a chapter being swapped would leave the old chapter's page behind.
  // A layout effect, listening from the first commit on: the chapter view puts the place on screen
  // in its own effects, which run before this screen's passive ones.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const remember = () => {
      const count = pageCount(element.scrollWidth, element.clientWidth);
      fraction.current = pageFraction(currentPage(element.scrollLeft, element.clientWidth), count);
    };
    element.addEventListener(PAGE_SHOWN_EVENT, remember);
    return () => element.removeEventListener(PAGE_SHOWN_EVENT, remember);
  }, [scrollRef]);

  // In scroll mode, the place as the share of the chapter above the top of the screen: page-turn
  // mode opens there when it is switched on (by the reader, or by the account's settings arriving
  // after the chapter opened at its saved place).
  useEffect(() => {
    const element = scrollRef.current;
    if (enabled || !element) return;
    const follow = () => {
      // The scroll the switch to pages makes (its top back to 0) comes before this listener is gone.
      if (isPaged(element)) return;
      fraction.current = element.scrollHeight > 0 ? Math.min(1, Math.max(0, element.scrollTop / element.scrollHeight)) : 0;
    };
    element.addEventListener('scroll', follow, { passive: true });
    return () => element.removeEventListener('scroll', follow);
  }, [enabled, scrollRef]);

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
        fraction.current = pageFraction(result.page, count);
        showPage(result.page);
      }
    },
    [scrollRef, showPage],
  );

  return { turn };
}
