import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than five buttons', () => {
    expect(MAX_PAGE_BUTTONS).toBe(5);
    for (let page = 1; page <= 20; page++) expect(paginationWindow(page, 20)).toHaveLength(5);
  });

  it('centres the current page away from the ends', () => {
    expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('sticks to the first and last pages near the ends', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps out-of-range pages and handles empty lists', () => {
    expect(paginationWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('honours a smaller button count', () => {
    expect(paginationWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});
