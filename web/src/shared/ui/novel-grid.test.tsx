import { describe, expect, it } from 'vitest';
import { getFragmentData, makeFragmentData } from '@/__generated__';
import { renderWithProviders } from '@/shared/testing/render';
import { NovelCardFragment } from './novel-card';
import { EAGER_COVER_COUNT } from '@/shared/lib/eager-covers';
import { NovelGrid } from './novel-grid';

const books = Array.from({ length: 6 }, (_, index) => ({
  id: String(index + 1),
  ...makeFragmentData(
    {
      __typename: 'Book',
      id: String(index + 1),
      title: `小说 ${index + 1}`,
      author: '烽火',
      coverImage: `/covers/${index + 1}.svg`,
      tags: [],
      isFavorited: false,
      isVip: false,
      coinsRequired: 0,
    },
    NovelCardFragment,
  ),
}));

describe('NovelGrid', () => {
  it('fetches the first covers at once and leaves the rest to load lazily', () => {
    const { container } = renderWithProviders(<NovelGrid books={books} columns={2} />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(EAGER_COVER_COUNT);
  });

  it("titles its cards one level below the heading it sits under: h3 by default, h2 right under the page's h1", () => {
    const underSection = renderWithProviders(<NovelGrid books={books} columns={2} />);
    expect([...underSection.container.querySelectorAll('h3')].map((title) => title.textContent)).toEqual(books.map((_, index) => `小说 ${index + 1}`));
    underSection.unmount();
    const underPage = renderWithProviders(<NovelGrid books={books} columns={2} cardTitleLevel={2} />);
    expect(underPage.container.querySelectorAll('h2')).toHaveLength(6);
    expect(underPage.container.querySelectorAll('h3')).toHaveLength(0);
  });

  it("marks each card's title and author with the book's language, whatever the interface's", () => {
    const english = { id: '9', ...makeFragmentData({ ...getFragmentData(NovelCardFragment, books[0]!), id: '9', title: 'The Long Night', author: 'A. Writer' }, NovelCardFragment) };
    const { container } = renderWithProviders(<NovelGrid books={[books[0]!, english]} columns={2} />, { language: 'en-US' });
    expect([...container.querySelectorAll('h3, p')].map((node) => [node.textContent, node.getAttribute('lang')])).toEqual([
      ['小说 1', 'zh-CN'],
      ['烽火', 'zh-CN'],
      ['The Long Night', 'en-US'],
      ['A. Writer', 'en-US'],
    ]);
  });
});
