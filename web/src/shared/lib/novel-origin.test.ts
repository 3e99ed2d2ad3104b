import { describe, expect, it } from 'vitest';
import { novelBackHref, searchOriginState } from './novel-origin';

describe('novelBackHref', () => {
  it('goes back to the search, keeping its query', () => {
    expect(novelBackHref(searchOriginState('十年'))).toBe('/search?q=%E5%8D%81%E5%B9%B4');
    expect(novelBackHref(searchOriginState('Silent Storm'))).toBe('/search?q=Silent%20Storm');
  });

  it('goes back to the search with its category and sort', () => {
    expect(novelBackHref(searchOriginState('剑', { genre: 'wuxia', sort: 'rating' }))).toBe('/search?q=%E5%89%91&category=wuxia&sort=rating');
    expect(novelBackHref(searchOriginState('剑', { genre: null, sort: 'relevance' }))).toBe('/search?q=%E5%89%91');
    // Whatever else the router state holds stays out of the address.
    expect(novelBackHref({ fromSearch: 'a', searchFilters: { genre: 'X&admin=1', sort: 42 } })).toBe('/search?q=a&category=X%26admin%3D1');
  });

  it('goes home otherwise', () => {
    expect(novelBackHref(null)).toBe('/');
    expect(novelBackHref(undefined)).toBe('/');
    expect(novelBackHref({})).toBe('/');
    expect(novelBackHref({ fromSearch: '   ' })).toBe('/');
    expect(novelBackHref({ fromSearch: 42 })).toBe('/');
  });
});
