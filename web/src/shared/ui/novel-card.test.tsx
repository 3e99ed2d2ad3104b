import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import { renderWithProviders } from '@/shared/testing/render';
import { NovelCard, NovelCardFragment } from './novel-card';

const book = (overrides: { isVip: boolean; coinsRequired: number }) =>
  makeFragmentData(
    { __typename: 'Book', id: '7', title: '剑来', author: '烽火', coverImage: '/covers/7.svg', tags: ['仙侠'], isFavorited: false, ...overrides },
    NovelCardFragment,
  );

/** Paid chapters are no surprise: a VIP novel's card says VIP and what each paid chapter costs. */
describe('NovelCard', () => {
  it('marks a VIP novel with the price of each paid chapter, in both languages', () => {
    renderWithProviders(<NovelCard book={book({ isVip: true, coinsRequired: 15 })} />);
    const badge = screen.getByTestId('vip-badge');
    expect(badge.textContent).toContain('VIP');
    expect(badge.textContent).toContain('VIP 付费章节每章 15 金币');
    expect(badge.getAttribute('title')).toBe('VIP 付费章节每章 15 金币');

    renderWithProviders(<NovelCard book={book({ isVip: true, coinsRequired: 8 })} />, { language: 'en-US' });
    expect(screen.getAllByTestId('vip-badge')[1]!.textContent).toContain('VIP: paid chapters cost 8 coins each');
  });

  it('names a VIP card once as VIP, with its price, and marks the tags in the book’s language', () => {
    renderWithProviders(<NovelCard book={book({ isVip: true, coinsRequired: 8 })} />, { language: 'en-US' });
    const name = screen.getByRole('link', { name: /^VIP: paid chapters cost 8 coins each/ });
    expect(name).toBeTruthy();
    expect(screen.queryByRole('link', { name: /VIP VIP/ })).toBeNull();
    expect(screen.getByText('仙侠').getAttribute('lang')).toBe('zh-CN');
  });

  it('shows no badge on a free novel', () => {
    renderWithProviders(<NovelCard book={book({ isVip: false, coinsRequired: 0 })} />);
    expect(screen.queryByTestId('vip-badge')).toBeNull();
    expect(screen.getByRole('link').textContent).toContain('剑来');
  });
});
