import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoritesPageDocument, type FavoritesPageQuery } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, refusal, type OperationAnswer } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import FavoritesPage from './favorites-page';
import type { FavoritesPageState, SavedFavorite } from './favorites-page-state';

/**
 * The favorites page shows only real counts (13 favorites are 13, never "totalPages x 20"), and
 * restores the page the reader left for a novel (spec section 4: 5 minutes, used once).
 */

const now = 1_800_000_000_000;

function favorite(index: number): SavedFavorite {
  return {
    __typename: 'Favorite',
    id: `f${index}`,
    book: {
      __typename: 'Book',
      id: `b${index}`,
      isFavorited: true,
      title: `小说 ${index}`,
      author: '作者',
      description: '简介',
      coverImage: `/covers/${index}.svg`,
      totalChapters: 30,
      wordCount: 90000,
      lastUpdateDate: '2026-01-01T00:00:00.000Z',
    },
  };
}

function page(number: number, total: number): OperationAnswer<FavoritesPageQuery> {
  const first = (number - 1) * 20;
  const count = Math.max(0, Math.min(20, total - first));
  return {
    data: {
      __typename: 'Query',
      favorites: {
        __typename: 'FavoritePage',
        page: number,
        total,
        totalPages: Math.ceil(total / 20),
        items: Array.from({ length: count }, (_, index) => favorite(first + index + 1)),
      },
    },
  };
}

function open({ total = 13, saved = null as FavoritesPageState | null } = {}) {
  if (saved) window.localStorage.setItem('favoritesPageState', JSON.stringify(saved));
  // The server takes a moment to answer, so what shows before it is visible.
  const { mock, calls } = mockEvery(FavoritesPageDocument, (variables) => page(variables.page, total), { delayMs: 500 });
  const rendered = renderWithProviders(<FavoritesPage />, { mocks: [mock], cache: createApolloCache(), route: '/favorites' });
  return { ...rendered, calls };
}

const rows = () => screen.queryAllByRole('listitem').filter((item) => item.closest('[aria-label="我的收藏"]'));
const count = () => screen.queryByText(/^共 \d+ 本$/)?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

describe('FavoritesPage', () => {
  it("shows the server's total once it is known", async () => {
    open({ total: 13 });
    expect(count()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(rows()).toHaveLength(13);
    expect(count()).toBe('共 13 本');
    // Each row's title and author are in the book's language.
    expect(rows()[0]!.querySelector('h2')!.getAttribute('lang')).toBe('zh-CN');
    expect(rows()[0]!.querySelector('h2 + p')!.getAttribute('lang')).toBe('zh-CN');
  });

  it('restores the page saved on a novel click, with no made-up count before the server answers', async () => {
    const saved: FavoritesPageState = {
      page: 1,
      totalPages: 1,
      favorites: Array.from({ length: 13 }, (_, i) => favorite(i + 1)),
      fromNovelClick: true,
      timestamp: now - 60_000,
    };
    const { calls } = open({ total: 13, saved });
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The saved rows at once; no count: 13 favorites on one page must never read as 20.
    expect(rows()).toHaveLength(13);
    expect(count()).toBeNull();
    // Used once.
    expect(window.localStorage.getItem('favoritesPageState')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(count()).toBe('共 13 本');
    expect(calls.map((call) => call.variables)).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('starts on the saved page', async () => {
    const saved: FavoritesPageState = {
      page: 2,
      totalPages: 2,
      favorites: [favorite(21), favorite(22), favorite(23)],
      fromNovelClick: true,
      timestamp: now - 60_000,
    };
    const { calls } = open({ total: 23, saved });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.map((call) => call.variables.page)).toEqual([2]);
    expect(rows()).toHaveLength(3);
    expect(count()).toBe('共 23 本');
  });

  it('lands on the last page there is when the saved page is gone (its only book unfavorited since)', async () => {
    const saved: FavoritesPageState = { page: 2, totalPages: 2, favorites: [favorite(21)], fromNovelClick: true, timestamp: now - 60_000 };
    const { calls } = open({ total: 20, saved });
    await act(() => vi.advanceTimersByTimeAsync(600));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.map((call) => call.variables.page)).toEqual([2, 1]);
    expect(rows()).toHaveLength(20);
    expect(count()).toBe('共 20 本');
  });

  it('ignores a saved place older than 5 minutes, or not saved by a novel click', async () => {
    const stale: FavoritesPageState = {
      page: 2,
      totalPages: 2,
      favorites: [favorite(21)],
      fromNovelClick: true,
      timestamp: now - 5 * 60_000,
    };
    const first = open({ total: 23, saved: stale });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(first.calls.map((call) => call.variables.page)).toEqual([1]);
    first.unmount();

    const notFromClick: FavoritesPageState = { ...stale, timestamp: now - 60_000, fromNovelClick: false };
    const second = open({ total: 23, saved: notFromClick });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(second.calls.map((call) => call.variables.page)).toEqual([1]);
  });

  it('says a page that failed to load, with a retry, instead of showing the page before under its number', async () => {
    const { mock } = mockEvery(FavoritesPageDocument, (variables) =>
      variables.page === 2 ? refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached') : page(variables.page, 25),
    );
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(<FavoritesPage />, { mocks: [mock], cache: createApolloCache(), route: '/favorites' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy();
  });
});
