import { describe, expect, it } from 'vitest';
import { currentPage, pageCount, tapZone, turnPage } from './page-layout';

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

  it('splits the width into three tap zones', () => {
    expect(tapZone(10, 390)).toBe('previous');
    expect(tapZone(195, 390)).toBe('bars');
    expect(tapZone(380, 390)).toBe('next');
  });
});
