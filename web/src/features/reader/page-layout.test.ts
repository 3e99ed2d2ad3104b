import { describe, expect, it } from 'vitest';
import { currentPage, pageCount, pageForFraction, pageFraction, tapZone, turnPage } from './page-layout';

describe('page layout', () => {
  it('counts the pages the columns fill', () => {
    expect(pageCount(390 * 5, 390)).toBe(5);
    expect(pageCount(390 * 5 + 1, 390)).toBe(5);
    expect(pageCount(390 * 5 + 40, 390)).toBe(6);
    expect(pageCount(100, 390)).toBe(1);
    expect(pageCount(100, 0)).toBe(1);
  });

  it('tells the page shown from the scroll offset', () => {
    expect(currentPage(0, 390)).toBe(0);
    expect(currentPage(779.5, 390)).toBe(2);
  });

  it('turns pages and leads to the neighbouring chapters at both ends', () => {
    expect(turnPage(0, 3, 1)).toEqual({ kind: 'page', page: 1 });
    expect(turnPage(2, 3, 1)).toEqual({ kind: 'next-chapter' });
    expect(turnPage(0, 3, -1)).toEqual({ kind: 'previous-chapter' });
    expect(turnPage(1, 3, -1)).toEqual({ kind: 'page', page: 0 });
  });

  it('keeps the place when the pages are laid out again', () => {
    // Page 4 of 10 holds the text from 30% to 40%: at a smaller font (6 pages) that is page 2 (33%-50%).
    const fraction = pageFraction(3, 10);
    expect(pageForFraction(fraction, 6)).toBe(1);
    expect(pageForFraction(pageFraction(5, 10), 20)).toBe(10);
    expect(pageForFraction(pageFraction(9, 10), 4)).toBe(3);
    expect(pageForFraction(0.999, 3)).toBe(2);
    expect(pageForFraction(Number.NaN, 3)).toBe(0);
    // Back and forth lands on the same page.
    for (let page = 0; page < 10; page++) expect(pageForFraction(pageFraction(page, 10), 10)).toBe(page);
  });

  it('splits the width into three tap zones', () => {
    expect(tapZone(10, 390)).toBe('previous');
    expect(tapZone(195, 390)).toBe('bars');
    expect(tapZone(380, 390)).toBe('next');
  });
});
