import { describe, expect, it } from 'vitest';
import { novelBackHref, searchOriginState } from './novel-origin';

describe('novelBackHref', () => {
  it('goes back to the search, keeping its query', () => {
    expect(novelBackHref(searchOriginState('十年'))).toBe('/search?q=%E5%8D%81%E5%B9%B4');
    expect(novelBackHref(searchOriginState('Silent Storm'))).toBe('/search?q=Silent%20Storm');
  });

  it('goes home otherwise', () => {
    expect(novelBackHref(null)).toBe('/');
    expect(novelBackHref(undefined)).toBe('/');
    expect(novelBackHref({})).toBe('/');
    expect(novelBackHref({ fromSearch: '   ' })).toBe('/');
    expect(novelBackHref({ fromSearch: 42 })).toBe('/');
  });
});
