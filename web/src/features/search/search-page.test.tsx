import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchResultsDocument } from '@/__generated__/graphql';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import SearchPage from './search-page';

/** The search screen without a query (spec section 5: "An empty search elsewhere shows 'Please enter search keywords'"). */
describe('SearchPage without a query', () => {
  it.each(['/search', '/search?q=%20%20'])('%s asks for keywords in the spec’s words', (route) => {
    renderWithProviders(<SearchPage />, { route });
    expect(screen.getByText('请输入搜索关键词')).toBeTruthy();
  });

  it('in English too', () => {
    renderWithProviders(<SearchPage />, { route: '/search', language: 'en-US' });
    expect(screen.getByText('Please enter search keywords')).toBeTruthy();
  });
});

describe('SearchPage filters', () => {
  const answers = () =>
    mockEvery(SearchResultsDocument, ({ page, pageSize }) => ({
      data: { searchBooks: { __typename: 'BookPage' as const, page, pageSize, total: 0, totalPages: 0, hasMore: false, items: [] } },
    }));
  const address = () => screen.getByTestId('current-path').textContent;

  it('keeps the category and sort in the address, and searches with the ones it holds', async () => {
    const search = answers();
    renderWithProviders(<SearchPage />, { route: '/search?q=abc&genre=WUXIA&sort=RATING', mocks: [search.mock], language: 'en-US' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('WUXIA');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('RATING');
    await vi.waitFor(() => expect(search.calls.at(-1)?.variables).toMatchObject({ query: 'abc', genre: 'WUXIA', sort: 'RATING' }));

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    expect(address()).toBe('/search?q=abc&sort=RATING');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'RELEVANCE' } });
    expect(address()).toBe('/search?q=abc');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'ROMANCE' } });
    expect(address()).toBe('/search?q=abc&genre=ROMANCE');
    await vi.waitFor(() => expect(search.calls.at(-1)?.variables).toMatchObject({ genre: 'ROMANCE', sort: 'RELEVANCE' }));

    // A new query keeps the filters.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '剑' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/search?q=%E5%89%91&genre=ROMANCE');
  });

  it('takes no filter it does not know from the address', () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=abc&genre=POETRY&sort=price', mocks: [answers().mock], language: 'en-US' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('RELEVANCE');
  });
});
