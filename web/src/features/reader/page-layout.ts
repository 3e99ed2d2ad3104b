/**
 * Page-turn mode: the chapter is laid out in columns as wide as the reading area, side by side,
 * and the reader moves one column (one page) at a time. These are the numbers behind it.
 */

/** How many pages the chapter fills (at least one). A couple of pixels of rounding never make a page. */
export function pageCount(scrollWidth: number, pageWidth: number): number {
  if (pageWidth <= 0) return 1;
  return Math.max(1, Math.ceil((scrollWidth - 2) / pageWidth));
}

/** The page (from 0) the reading area shows now. */
export function currentPage(scrollLeft: number, pageWidth: number): number {
  return pageWidth <= 0 ? 0 : Math.max(0, Math.round(scrollLeft / pageWidth));
}

export type PageTurn = { kind: 'page'; page: number } | { kind: 'previous-chapter' } | { kind: 'next-chapter' };

/** One page forward (+1) or back (-1); past the last page is the next chapter, before the first the previous one. */
export function turnPage(page: number, count: number, direction: 1 | -1): PageTurn {
  const next = page + direction;
  if (next < 0) return { kind: 'previous-chapter' };
  if (next >= count) return { kind: 'next-chapter' };
  return { kind: 'page', page: next };
}

export type TapZone = 'previous' | 'bars' | 'next';

/** The left third turns back, the right third forward, the middle shows or hides the bars. */
export function tapZone(x: number, width: number): TapZone {
  if (width <= 0) return 'bars';
  if (x < width / 3) return 'previous';
  if (x > (width * 2) / 3) return 'next';
  return 'bars';
}

/** Fired on the reading area when a page was put on screen from outside the page turner (a restored place). */
export const PAGE_SHOWN_EVENT = 'reader:page-shown';
