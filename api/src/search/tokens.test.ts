import { describe, expect, it } from 'vitest';
import { indexTokens, toTsQuery } from './tokens.js';

describe('search tokens', () => {
  it('indexes CJK runs as unigrams and bigrams and Latin text as lower-cased words', () => {
    expect(indexTokens('斗破苍穹 The Sword-Saint')).toBe('斗 破 苍 穹 斗破 破苍 苍穹 the sword saint');
  });

  it('can leave single CJK characters out of long texts', () => {
    expect(indexTokens('斗破苍穹 剑', { unigrams: false })).toBe('斗破 破苍 苍穹 剑');
  });

  it('turns a CJK query into its bigrams, all required', () => {
    expect(toTsQuery('破苍穹')).toBe("'破苍' & '苍穹'");
  });

  it('keeps a single CJK character as a unigram', () => {
    expect(toTsQuery('剑')).toBe("'剑'");
  });

  it('matches the last Latin word as a prefix', () => {
    expect(toTsQuery('Dragon Empe')).toBe("'dragon' & 'empe':*");
  });

  it('splits Chinese text from the letters and digits it is written against', () => {
    expect(indexTokens('斗罗大陆2绝世唐门')).toBe('斗 罗 大 陆 斗罗 罗大 大陆 2 绝 世 唐 门 绝世 世唐 唐门');
    expect(indexTokens('iPhone少年')).toBe('iphone 少 年 少年');
    expect(toTsQuery('绝世唐门')).toBe("'绝世' & '世唐' & '唐门'");
    expect(toTsQuery('1v1甜宠')).toBe("'1v1' & '甜宠'");
  });

  it('treats every Chinese character as Chinese, those beyond the common block included', () => {
    expect(indexTokens('𠮷野家')).toBe('𠮷 野 家 𠮷野 野家');
  });

  it('drops punctuation and operators so user input cannot change the query', () => {
    expect(toTsQuery("a' | b & !c")).toBe("'a' & 'b' & 'c':*");
    expect(toTsQuery(' !!! ')).toBeNull();
  });
});
