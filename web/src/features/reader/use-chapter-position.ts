import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { positionAtTop, scrollToPosition } from './reading-position';

interface Options {
  scrollRef: RefObject<HTMLElement | null>;
  /** True once the chapter's text is on the page. */
  ready: boolean;
  /** Where to open the chapter (a character offset); null while it is not known yet. */
  initialPosition: number | null;
}

/** How far the page is scrolled along either axis (scroll mode: down; page-turn mode: across). */
function scrollOffset(scroller: HTMLElement): number {
  return scroller.scrollTop + scroller.scrollLeft;
}

export interface ChapterPosition {
  /** The place at the top of the page now (a character offset); null while the text or the saved place is not on the page. */
  readPosition: () => number | null;
  /** Scrolls the page so that the character offset is at its top. */
  goToPosition: (position: number) => void;
}

/**
 * The reader's place in the chapter view (scroll mode): opens the chapter once at `initialPosition`
 * as soon as its text and that place are both known, and tells the place at any time. Page-turn
 * mode can use the same character offsets (reading-position.ts) with its own pages.
 */
export function useChapterPosition({ scrollRef, ready, initialPosition }: Options): ChapterPosition {
  const restored = useRef(false);
  // Where the restore left the page, and the place it opened: read back from the page, that place
  // comes out earlier (the whole line or page holding it), and saving that would move the place back
  // a little at every visit, to the chapter's start when it sits on the first line.
  const opened = useRef<{ scroll: number; position: number } | null>(null);

  // A passive effect: it runs after the reader screen's layout effect that puts a new chapter at its top.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!ready || restored.current || initialPosition === null || !scroller) return;
    restored.current = true;
    if (initialPosition > 0 && scrollToPosition(scroller, initialPosition)) {
      opened.current = { scroll: scrollOffset(scroller), position: initialPosition };
    }
  }, [ready, initialPosition, scrollRef]);

  // Until the saved place is known and shown, the top of the page is not the reader's place: telling
  // it would overwrite the place saved on another device with the start of the chapter. Until the
  // reader moves, the place is the one opened.
  const readPosition = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller || !restored.current) return null;
    const start = opened.current;
    if (start && Math.abs(scrollOffset(scroller) - start.scroll) <= 1) return start.position;
    return positionAtTop(scroller);
  }, [scrollRef]);

  const goToPosition = useCallback(
    (position: number) => {
      const scroller = scrollRef.current;
      if (scroller) scrollToPosition(scroller, position);
    },
    [scrollRef],
  );

  return { readPosition, goToPosition };
}
