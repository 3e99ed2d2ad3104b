import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
