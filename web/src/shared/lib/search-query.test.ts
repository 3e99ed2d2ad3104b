import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, searchResultsHref } from './search-query';

describe('normalizeSearchQuery', () => {
  it('rejects blank and whitespace-only text', () => {
    expect(normalizeSearchQuery('')).toBeNull();
    expect(normalizeSearchQuery('   ')).toBeNull();
    expect(normalizeSearchQuery('\t\n　')).toBeNull();
    // Invisible characters alone are blank too: a pasted zero-width space, a byte-order mark.
    expect(normalizeSearchQuery('\u200b')).toBeNull();
    expect(normalizeSearchQuery(' \ufeff\u200b ')).toBeNull();
    // Inside a query they stay (a joiner in an emoji sequence).
    expect(normalizeSearchQuery('\u200b剑\u200d来\u200b')).toBe('剑\u200d来');
  });

  it('trims the query', () => {
    expect(normalizeSearchQuery('  十年  ')).toBe('十年');
    expect(normalizeSearchQuery(' The Silent Storm ')).toBe('The Silent Storm');
  });
});

describe('searchResultsHref', () => {
  it('is null for a blank query', () => {
    expect(searchResultsHref('  ')).toBeNull();
  });

  it('URL-encodes the trimmed query', () => {
    expect(searchResultsHref(' 十年 ')).toBe('/search?q=%E5%8D%81%E5%B9%B4');
    expect(searchResultsHref('Silent Storm')).toBe('/search?q=Silent%20Storm');
    expect(searchResultsHref('a&b=c#d?')).toBe('/search?q=a%26b%3Dc%23d%3F');
  });

  it('round-trips through URLSearchParams', () => {
    const href = searchResultsHref('  love & war / 爱  ');
    expect(new URL(href ?? '', 'http://x').searchParams.get('q')).toBe('love & war / 爱');
  });
});
