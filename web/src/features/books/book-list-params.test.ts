import { describe, expect, it } from 'vitest';
import { readBookListState, toBookListParams } from './book-list-params';

describe('book list URL state', () => {
  it('reads category, query and page', () => {
    expect(readBookListState(new URLSearchParams('category=FANTASY_MAGIC&page=3'))).toEqual({
      category: 'FANTASY_MAGIC',
      query: null,
      page: 3,
    });
    expect(readBookListState(new URLSearchParams('q=%20%E5%8D%81%E5%B9%B4%20'))).toEqual({ category: null, query: '十年', page: 1 });
  });

  it('falls back to defaults for unknown or broken values', () => {
    expect(readBookListState(new URLSearchParams('category=POETRY&page=-2&q=%20'))).toEqual({ category: null, query: null, page: 1 });
    expect(readBookListState(new URLSearchParams('page=2.5'))).toEqual({ category: null, query: null, page: 1 });
  });

  it('writes only what differs from the defaults; a search replaces the category', () => {
    expect(toBookListParams({ category: null, query: null, page: 1 })).toEqual({});
    expect(toBookListParams({ category: 'SCIFI_FUTURE', query: null, page: 2 })).toEqual({ category: 'SCIFI_FUTURE', page: '2' });
    expect(toBookListParams({ category: 'SCIFI_FUTURE', query: 'storm', page: 1 })).toEqual({ q: 'storm' });
  });

  it('round-trips', () => {
    const state = { category: 'MYSTERY_THRILLER' as const, query: null, page: 4 };
    expect(readBookListState(new URLSearchParams(toBookListParams(state)))).toEqual(state);
  });
});
