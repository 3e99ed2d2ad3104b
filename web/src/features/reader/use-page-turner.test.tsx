import { act, render } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_SHOWN_EVENT } from './page-layout';
import { usePageTurner } from './use-page-turner';

/**
 * Page-turn mode keeps the reader's place (issue 9: "the page position survives a font change";
 * the place is restored when a chapter opens again). jsdom lays nothing out, so the reading area's
 * sizes are given: pages of 400 px, 4000 px of pages at font size 16 (10 pages), more at a larger size.
 */
const PAGE = 400;

function fakeScroller(element: HTMLDivElement, fontSize: () => number) {
  let left = 0;
  let top = 0;
  Object.defineProperty(element, 'clientWidth', { get: () => PAGE, configurable: true });
  Object.defineProperty(element, 'scrollWidth', { get: () => 4000 * (fontSize() / 16), configurable: true });
  Object.defineProperty(element, 'scrollHeight', { get: () => 10_000, configurable: true });
  Object.defineProperty(element, 'scrollLeft', { get: () => left, set: (value: number) => (left = value), configurable: true });
  Object.defineProperty(element, 'scrollTop', { get: () => top, set: (value: number) => (top = value), configurable: true });
  element.scrollTo = ((options: ScrollToOptions) => {
    left = options.left ?? left;
    top = options.top ?? top;
  }) as typeof element.scrollTo;
}

/** As the chapter view does: puts the saved page on screen in its own passive effect, and says so. */
function RestoredAt({ scrollRef, page }: { scrollRef: RefObject<HTMLDivElement | null>; page: number | null }) {
  useEffect(() => {
    const element = scrollRef.current;
    if (page === null || !element) return;
    element.scrollTo({ left: page * PAGE, top: 0 });
    element.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, [page, scrollRef]);
  return null;
}

function Reader({ enabled, font, restoreAt, columns = enabled }: { enabled: boolean; font: number; restoreAt: number | null; columns?: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const fontSize = useRef(font);
  const faked = useRef(false);
  // Before the page turner's own effects (declared first), as a real element has its sizes from the start.
  useLayoutEffect(() => {
    fontSize.current = font;
    if (faked.current || !scrollRef.current) return;
    faked.current = true;
    fakeScroller(scrollRef.current, () => fontSize.current);
  });
  usePageTurner({ scrollRef, enabled, layoutKey: `c1:${font}`, chapterId: 'c1', onPreviousChapter: () => undefined, onNextChapter: () => undefined });
  return (
    <div ref={scrollRef} data-testid="scroller" style={{ columnWidth: columns ? `${PAGE}px` : 'auto' }}>
      <RestoredAt scrollRef={scrollRef} page={restoreAt} />
    </div>
  );
}

const pageOf = (element: HTMLElement) => element.scrollLeft / PAGE;

/** Scrolls the reading area down to `top` (of its 10 000 px), as the reader does in scroll mode. */
function scrollDownTo(scroller: HTMLElement, top: number) {
  act(() => {
    scroller.scrollTop = top;
    scroller.dispatchEvent(new Event('scroll'));
  });
}

describe('usePageTurner', () => {
  it('keeps the page the chapter opened at when that happens in the commit that shows the pages, through a font change', () => {
    const { getByTestId, rerender } = render(<Reader enabled font={16} restoreAt={4} />);
    const scroller = getByTestId('scroller');
    expect(pageOf(scroller)).toBe(4);
    // 16 -> 20: 12.5 pages of 400 px, so 13; the place (4/10 of the chapter) is on page 5.
    rerender(<Reader enabled font={20} restoreAt={4} />);
    expect(pageOf(scroller)).toBe(5);
  });

  it('opens page-turn mode at the place read in scroll mode', () => {
    const { getByTestId, rerender } = render(<Reader enabled={false} font={16} restoreAt={null} />);
    const scroller = getByTestId('scroller');
    scrollDownTo(scroller, 4_100);
    rerender(<Reader enabled font={16} restoreAt={null} />);
    // 41% of the chapter, of 10 pages: page 4 (the fifth).
    expect(pageOf(scroller)).toBe(4);
  });

  it('goes back to scroll mode at the page read in page-turn mode', () => {
    const { getByTestId, rerender } = render(<Reader enabled font={16} restoreAt={6} />);
    const scroller = getByTestId('scroller');
    expect(pageOf(scroller)).toBe(6);
    rerender(<Reader enabled={false} font={16} restoreAt={6} />);
    // Page 7 of 10 starts 60% into the chapter: 6000 of its 10 000 px.
    expect(scroller.scrollTop).toBe(6_000);
    expect(scroller.scrollLeft).toBe(0);
  });

  it('takes no place from a scroll of the pages being laid out (the switch to page-turn mode)', () => {
    // The columns are on, the scroll-mode listener not yet gone: the scroll the switch makes is not a place read.
    const { getByTestId, rerender } = render(<Reader enabled={false} columns font={16} restoreAt={null} />);
    scrollDownTo(getByTestId('scroller'), 4_100);
    rerender(<Reader enabled font={16} restoreAt={null} />);
    expect(pageOf(getByTestId('scroller'))).toBe(0);
  });
});
