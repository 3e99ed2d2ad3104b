import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryBooksDocument } from '@/__generated__/graphql';
import { hotListAnswer } from '@/shared/testing/catalog-answers';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import BookListPage from './book-list-page';

/** The library with 45 novels: 5 pages of 10. */
function renderAt(route: string) {
  const pages = mockEvery(CategoryBooksDocument, ({ page, pageSize }) => {
    const answer = hotListAnswer(page, pageSize, 45);
    if (!('data' in answer)) throw new Error('the hot list answers data');
    const { total, totalPages, items } = answer.data.books;
    return { data: { __typename: 'Query' as const, books: { __typename: 'BookPage' as const, page, total, totalPages, items } } };
  });
  renderWithProviders(<BookListPage />, { route, mocks: [pages.mock] });
  return pages.calls;
}

const currentPath = () => screen.getByTestId('current-path').textContent;

describe('the book list', () => {
  it('shows a page of the library and its pager', async () => {
    renderAt('/books?page=2');
    expect(await screen.findByText('小说 11')).toBeTruthy();
    expect(currentPath()).toBe('/books?page=2');
  });

  it('leads a page past the end (an old link) to the last page there is', async () => {
    const calls = renderAt('/books?page=50');
    await waitFor(() => expect(currentPath()).toBe('/books?page=5'));
    expect(await screen.findByText('小说 41')).toBeTruthy();
    expect(calls.map((call) => call.variables.page)).toEqual([50, 5]);
  });

  it('reads a page number too large for the API as the first page', async () => {
    const calls = renderAt('/books?page=3000000000');
    expect(await screen.findByText('小说 1')).toBeTruthy();
    expect(calls.map((call) => call.variables.page)).toEqual([1]);
  });
});
