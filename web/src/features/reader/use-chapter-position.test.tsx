import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChapterPosition } from './use-chapter-position';

const LINE = 40;
const TITLE = 60;

/**
 * A scroll-mode reading area laid out by hand (jsdom lays nothing out): a title, then paragraphs of
 * whole 40px lines, each at its offset in the text. Boxes move with scrollTop as a browser's would.
 */
function readingArea(paragraphs: { offset: number; length: number; lines: number }[]) {
  const scroller = document.createElement('div');
  // Scroll mode: no columns (page-turn mode sets a column width).
  scroller.style.setProperty('column-width', 'auto');
  let scrollTop = 0;
  Object.defineProperty(scroller, 'scrollTop', { get: () => scrollTop, set: (value: number) => (scrollTop = value) });
  Object.defineProperty(scroller, 'scrollLeft', { get: () => 0 });
  scroller.scrollTo = ((options: ScrollToOptions) => (scrollTop = options.top ?? scrollTop)) as typeof scroller.scrollTo;
  scroller.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 390, height: 400 });
  let y = TITLE;
  for (const { offset, length, lines } of paragraphs) {
    const paragraph = document.createElement('p');
    paragraph.dataset.offset = String(offset);
    paragraph.textContent = 'x'.repeat(length);
    paragraph.style.lineHeight = `${LINE}px`;
    const top = y;
    paragraph.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top - scrollTop, width: 390, height: lines * LINE });
    scroller.append(paragraph);
    y += lines * LINE;
  }
  document.body.append(scroller);
  return { scroller, scrollTo: (top: number) => (scrollTop = top) };
}

describe('useChapterPosition', () => {
  const chapter = [
    { offset: 0, length: 138, lines: 3 },
    { offset: 138, length: 200, lines: 5 },
    { offset: 338, length: 200, lines: 5 },
  ];

  it('tells nothing until the saved place is known, so the start of the chapter is never saved over it', () => {
    const { scroller } = readingArea(chapter);
    const { result, rerender } = renderHook(
      (props: { initialPosition: number | null }) =>
        useChapterPosition({ scrollRef: { current: scroller }, ready: true, initialPosition: props.initialPosition }),
      { initialProps: { initialPosition: null as number | null } },
    );
    expect(result.current.readPosition()).toBeNull();
    rerender({ initialPosition: 0 });
    expect(result.current.readPosition()).toBe(0);
  });

  it('keeps the place it opened at until the reader moves, though the page only shows whole lines', () => {
    const { scroller, scrollTo } = readingArea(chapter);
    const { result } = renderHook(() => useChapterPosition({ scrollRef: { current: scroller }, ready: true, initialPosition: 52 }));
    // Opened on the line holding offset 52 (the second line of the first paragraph)...
    expect(scroller.scrollTop).toBeCloseTo(TITLE + LINE);
    // ...which, read back from the page, starts at 46: the place must not creep back at every visit.
    expect(result.current.readPosition()).toBe(52);

    scrollTo(TITLE + 3 * LINE + 2 * LINE);
    expect(result.current.readPosition()).toBe(138 + 80);
    // Back on the line it opened at: still the place opened.
    scrollTo(TITLE + LINE);
    expect(result.current.readPosition()).toBe(52);
  });

  it('opens a place on the first line at the chapter text, and reports what the page shows once moved', () => {
    const { scroller, scrollTo } = readingArea(chapter);
    const { result } = renderHook(() => useChapterPosition({ scrollRef: { current: scroller }, ready: true, initialPosition: 20 }));
    expect(scroller.scrollTop).toBeCloseTo(TITLE);
    expect(result.current.readPosition()).toBe(20);
    scrollTo(0);
    expect(result.current.readPosition()).toBe(0);
  });
});
