import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { positionAtTop, scrollToPosition } from './reading-position';

interface Options {
  scrollRef: RefObject<HTMLElement | null>;
  /** True once the chapter's text is on the page. */
  ready: boolean;
  /** Where to open the chapter (a character offset); null while it is not known yet. */
  initialPosition: number | null;
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

  // A passive effect: it runs after the reader screen's layout effect that puts a new chapter at its top.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!ready || restored.current || initialPosition === null || !scroller) return;
    restored.current = true;
    if (initialPosition > 0) scrollToPosition(scroller, initialPosition);
  }, [ready, initialPosition, scrollRef]);

  // Until the saved place is known and shown, the top of the page is not the reader's place: telling
  // it would overwrite the place saved on another device with the start of the chapter.
  const readPosition = useCallback(() => {
    const scroller = scrollRef.current;
    return scroller && restored.current ? positionAtTop(scroller) : null;
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
