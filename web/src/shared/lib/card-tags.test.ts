import { describe, expect, it } from 'vitest';
import { cardTags } from './card-tags';

describe('cardTags', () => {
  it('keeps at most two tags', () => {
    expect(cardTags(['总裁', '言情', '校园'])).toEqual(['总裁', '言情']);
    expect(cardTags(['one'])).toEqual(['one']);
    expect(cardTags([])).toEqual([]);
  });

  it('cuts a longer tag to nine characters and an ellipsis, ten in all', () => {
    expect(cardTags(['豪门千金的契约婚姻生活', 'Enemies to lovers'])).toEqual(['豪门千金的契约婚姻…', 'Enemies t…']);
    expect(cardTags(['exactly10c'])).toEqual(['exactly10c']);
    expect(cardTags(['battlefield']).map((tag) => Array.from(tag).length)).toEqual([10]);
  });

  it('skips blank tags before counting and trims the rest', () => {
    expect(cardTags(['  ', ' magic ', '', 'dragons', 'quests'])).toEqual(['magic', 'dragons']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cardTags(['😀😀😀😀😀😀😀😀😀😀😀😀'])).toEqual(['😀😀😀😀😀😀😀😀😀…']);
    expect(cardTags(['😀😀😀😀😀😀😀😀😀😀'])).toEqual(['😀😀😀😀😀😀😀😀😀😀']);
  });
});
