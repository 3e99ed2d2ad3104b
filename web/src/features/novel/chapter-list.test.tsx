import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { ChapterItems, ChapterList } from './chapter-list';

const chapter = (id: string, { coins = 0, purchased = false } = {}) => ({
  __typename: 'Chapter' as const,
  id,
  title: `Chapter ${id}`,
  hasContent: true,
  isFree: coins === 0,
  coinsRequired: coins,
  readingProgress: { __typename: 'ChapterReadingProgress' as const, isCompleted: false, purchased },
});

describe('ChapterItems', () => {
  it('shows the price of a paid chapter until the reader buys it, then that it is unlocked', () => {
    const chapters = [chapter('1'), chapter('2', { coins: 20, purchased: true }), chapter('3', { coins: 20 })];
    renderWithProviders(<ChapterItems chapters={chapters} onOpen={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByRole('button', { name: /^Chapter 1/ }).textContent).toBe('Chapter 1');
    expect(screen.getByRole('button', { name: /^Chapter 2/ }).textContent).toBe('Chapter 2Unlocked');
    expect(screen.getByRole('button', { name: /^Chapter 3/ }).textContent).toBe('Chapter 320 coins');
  });

  it("marks each chapter's title with its own language, and not the badges in the interface's", () => {
    const chapters = [{ ...chapter('1'), title: '第一章 初见' }, { ...chapter('2', { coins: 20 }), title: 'Chapter Two' }];
    renderWithProviders(<ChapterItems chapters={chapters} onOpen={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByText('第一章 初见').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('Chapter Two').getAttribute('lang')).toBe('en-US');
    expect(screen.getByText('20 coins').closest('[lang]')?.getAttribute('lang')).not.toBe('zh-CN');
  });
});

describe('ChapterList', () => {
  const fetched = Array.from({ length: 50 }, (_, index) => chapter(String(index + 1)));

  it('offers "all" chapters only when it holds them all, and otherwise the first ones it has', () => {
    const { unmount } = renderWithProviders(<ChapterList chapters={fetched} total={50} onOpen={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByRole('button', { name: 'Show all 50 chapters' })).not.toBeNull();
    unmount();
    renderWithProviders(<ChapterList chapters={fetched} total={60} onOpen={vi.fn()} />, { language: 'zh-CN' });
    expect(screen.getByRole('button', { name: '查看前 50 章' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/查看全部/)).toBeNull();
  });
});
