import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchResultsDocument } from '@/__generated__/graphql';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
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

  it("keeps the category and sort in the address by the spec's names (category=wuxia, sort=readCount...), and searches with the ones it holds", async () => {
    const search = answers();
    renderWithProviders(<SearchPage />, { route: '/search?q=abc&category=wuxia&sort=rating', mocks: [search.mock], language: 'en-US' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('wuxia');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('rating');
    await vi.waitFor(() => expect(search.calls.at(-1)?.variables).toMatchObject({ query: 'abc', genre: 'WUXIA', sort: 'RATING' }));

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    expect(address()).toBe('/search?q=abc&sort=rating');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevance' } });
    expect(address()).toBe('/search?q=abc');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'romance' } });
    expect(address()).toBe('/search?q=abc&category=romance');
    await vi.waitFor(() => expect(search.calls.at(-1)?.variables).toMatchObject({ genre: 'ROMANCE', sort: 'RELEVANCE' }));

    // A new query keeps the filters.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '剑' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/search?q=%E5%89%91&category=romance');
  });

  it('names the query as typed, isolated: a right-to-left override in it must not reorder the sentence', async () => {
    const search = answers();
    renderWithProviders(<SearchPage />, { route: '/search?q=x%E2%80%AEabc', mocks: [search.mock], language: 'en-US' });
    const sentence = await screen.findByText(/^Results for/);
    expect(sentence.textContent).toBe('Results for “x\u202eabc”: 0');
    expect(sentence.querySelector('bdi')?.textContent).toBe('x\u202eabc');
    expect(search.calls.at(-1)?.variables).toMatchObject({ query: 'x\u202eabc' });
  });

  it("offers the spec's values: fantasy, urban, history, scifi, wuxia, romance; relevance, rating, readCount, viewCount, createdAt", () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=abc', mocks: [answers().mock], language: 'en-US' });
    const values = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value);
    expect(values('Category')).toEqual(['', 'fantasy', 'urban', 'history', 'scifi', 'wuxia', 'romance']);
    expect(values('Sort by')).toEqual(['relevance', 'rating', 'readCount', 'viewCount', 'createdAt']);
  });

  it('takes no filter it does not know from the address', () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=abc&category=POETRY&sort=price', mocks: [answers().mock], language: 'en-US' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('relevance');
  });
});

describe('SearchPage when the search fails', () => {
  it('offers a retry when the request failed, and none when the words themselves were refused', async () => {
    const tooLong = mockEvery(SearchResultsDocument, () => refusal('SEARCH_KEYWORDS_TOO_LONG', 'Search keywords too long'));
    const first = renderWithProviders(<SearchPage />, { route: `/search?q=${'a'.repeat(101)}`, mocks: [tooLong.mock], language: 'en-US' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    first.unmount();

    const down = mockEvery(SearchResultsDocument, () => refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'));
    renderWithProviders(<SearchPage />, { route: '/search?q=abc', mocks: [down.mock], language: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
