import { act, fireEvent, render } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { layOutChapter, PAGE_WIDTH } from './chapter-layout.fixture';
import { PAGE_SHOWN_EVENT } from './page-layout';
import { SCROLL_SETTLED_MS, usePageTurner } from './use-page-turner';

/**
 * Page-turn mode keeps the reader's place (issue 9: "the page position survives a font change";
 * the place is restored when a chapter opens again). jsdom lays nothing out, so the chapter is laid
 * out by hand (chapter-layout.fixture.ts): ten paragraphs of 100 characters (each starting 102 into
 * the text) between a title and an end with the room of 50 and 100 characters at any size, and
 * 2000 / font size characters to a page: 100 at size 20 (12 pages), 125 at size 16 (10 pages).
 */
const PARAGRAPHS = Array.from({ length: 10 }, (_, index) => String(index).repeat(100));

/** As the chapter view does: puts the saved page on screen in its own passive effect, and says so. */
function RestoredAt({ scrollRef, page }: { scrollRef: RefObject<HTMLDivElement | null>; page: number | null }) {
  useEffect(() => {
    const element = scrollRef.current;
    if (page === null || !element) return;
    element.scrollTo({ left: page * PAGE_WIDTH, top: 0 });
    element.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, [page, scrollRef]);
  return null;
}

function Reader({
  enabled,
  font,
  restoreAt,
  columns = enabled,
}: {
  enabled: boolean;
  font: number;
  restoreAt: number | null;
  columns?: boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const fontSize = useRef(font);
  const laidOut = useRef(false);
  // Before the page turner's own effects (declared first), as a real element has its sizes from the start.
  useLayoutEffect(() => {
    fontSize.current = font;
    if (laidOut.current || !scrollRef.current) return;
    laidOut.current = true;
    layOutChapter(scrollRef.current, { titleChars: 50, endChars: 100, charsPerPage: () => 2000 / fontSize.current });
  });
  const { turn } = usePageTurner({
    scrollRef,
    enabled,
    layoutKey: `c1:${font}`,
    chapterId: 'c1',
    onPreviousChapter: () => undefined,
    onNextChapter: () => undefined,
  });
  return (
    <>
      <div ref={scrollRef} data-testid="scroller" style={{ columnWidth: columns ? `${PAGE_WIDTH}px` : 'auto' }}>
        {PARAGRAPHS.map((text, index) => (
          <p key={index} data-offset={index * 102}>
            {text}
          </p>
        ))}
        <RestoredAt scrollRef={scrollRef} page={restoreAt} />
      </div>
      <button onClick={() => turn(1)}>Next page</button>
    </>
  );
}

const pageOf = (element: HTMLElement) => element.scrollLeft / PAGE_WIDTH;

/** Scrolls the reading area down to `top`, as the reader does in scroll mode, and stops there. */
async function scrollDownTo(scroller: HTMLElement, top: number) {
  act(() => {
    scroller.scrollTop = top;
    scroller.dispatchEvent(new Event('scroll'));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, SCROLL_SETTLED_MS + 20)));
}

describe('usePageTurner', () => {
  it('keeps the page the chapter opened at when that happens in the commit that shows the pages, through a font change', () => {
    const { getByTestId, rerender } = render(<Reader enabled font={20} restoreAt={6} />);
    const scroller = getByTestId('scroller');
    expect(pageOf(scroller)).toBe(6);
    // Page 7 at size 20 opens 600 characters in, with the 6th paragraph's 51st character (offset 560);
    // at size 16, 125 characters to a page, that one is on the 5th page.
    rerender(<Reader enabled font={16} restoreAt={6} />);
    expect(pageOf(scroller)).toBe(4);
  });

  it('keeps the text that started the page turned to on screen through font changes, though the title does not shrink with the text', () => {
    const { getByTestId, getByRole, rerender } = render(<Reader enabled font={20} restoreAt={null} />);
    const scroller = getByTestId('scroller');
    for (let turned = 0; turned < 6; turned++) fireEvent.click(getByRole('button', { name: 'Next page' }));
    expect(pageOf(scroller)).toBe(6);
    // Its first character, 600 characters in: on the 5th page at size 16, back on the 7th at size 20.
    // The share of the pages (6 of 12) would have shown the 6th page of 10, after the place.
    rerender(<Reader enabled font={16} restoreAt={null} />);
    expect(pageOf(scroller)).toBe(4);
    rerender(<Reader enabled font={20} restoreAt={null} />);
    expect(pageOf(scroller)).toBe(6);
  });

  it('opens page-turn mode at the place read in scroll mode', async () => {
    const { getByTestId, rerender } = render(<Reader enabled={false} font={16} restoreAt={null} />);
    const scroller = getByTestId('scroller');
    // 8 px a character at size 16: the top of the screen is 600 characters in (offset 560).
    await scrollDownTo(scroller, 4_800);
    rerender(<Reader enabled font={16} restoreAt={null} />);
    // 125 characters to a page: slot 600 is on page 4 (the fifth).
    expect(pageOf(scroller)).toBe(4);
  });

  it('goes back to scroll mode at the page read in page-turn mode', () => {
    const { getByTestId, rerender } = render(<Reader enabled font={20} restoreAt={6} />);
    const scroller = getByTestId('scroller');
    expect(pageOf(scroller)).toBe(6);
    rerender(<Reader enabled={false} font={20} restoreAt={6} />);
    // Page 7 opens 600 characters in; 10 px a character at size 20.
    expect(scroller.scrollTop).toBe(6_000);
    expect(scroller.scrollLeft).toBe(0);
  });

  it('takes no place from a scroll of the pages being laid out (the switch to page-turn mode)', async () => {
    const { getByTestId, rerender } = render(<Reader enabled={false} font={16} restoreAt={null} />);
    const scroller = getByTestId('scroller');
    await scrollDownTo(scroller, 4_800);
    // The columns are on, the scroll-mode listener not yet gone: the scroll the switch makes (its top
    // back to 0) is not a place read.
    rerender(<Reader enabled={false} columns font={16} restoreAt={null} />);
    await scrollDownTo(scroller, 0);
    rerender(<Reader enabled font={16} restoreAt={null} />);
    expect(pageOf(scroller)).toBe(4);
  });

  it('opens page-turn mode at a place just restored in scroll mode (the account asks for pages right after)', async () => {
    const { getByTestId, rerender } = render(<Reader enabled={false} font={16} restoreAt={null} />);
    const scroller = getByTestId('scroller');
    act(() => {
      scroller.scrollTop = 4_800;
      scroller.dispatchEvent(new Event('scroll'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rerender(<Reader enabled font={16} restoreAt={null} />);
    expect(pageOf(scroller)).toBe(4);
  });
});
