import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the novel and reader routes', () => {
    expect(paths.novelDetail.getHref('42')).toBe('/novel/42');
    expect(paths.reader.getHref('42', '7')).toBe('/novel/42/read?chapter=7');
    expect(paths.reader.getHref('42')).toBe('/novel/42/read');
  });

  it('trims and encodes the search query', () => {
    expect(paths.search.getHref('  斗破 苍穹 ')).toBe(`/search?q=${encodeURIComponent('斗破 苍穹')}`);
    expect(paths.search.getHref('a&b')).toBe('/search?q=a%26b');
    expect(paths.search.getHref('   ')).toBe('/search');
  });
});
