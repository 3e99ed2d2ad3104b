import 'fake-indexeddb/auto';
import type { ApolloCache } from '@apollo/client/cache';
import { useApolloClient } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContinueReadingShelfDocument,
  FavoritesPageDocument,
  HomeBooksDocument,
  NovelDetailDocument,
  ReadingStreakDocument,
  TasksScreenDocument,
} from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import FavoritesPage from '@/features/favorites/favorites-page';
import { HomePagedList } from '@/features/home/home-paged-list';
import NovelDetailPage from '@/features/novel/novel-detail-page';
import { imagePreloader } from '@/shared/preload/image-preloader';
import { favoritesAnswer, hotListAnswer, novelDetailAnswer, readingStreakAnswer } from '@/shared/testing/catalog-answers';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderHookWithProviders, renderWithProviders } from '@/shared/testing/render';
import { preloadAfterLogin } from './home-preload';
import { preloadHomePage, preloadOtherTabs } from './screen-preload';

/**
 * What is preloaded is what the screens read: after a preload, a screen shows its data on its
 * first render, with no loading state, while a server that takes 5 s has not answered it yet.
 */

function server({ delayMs = 0 } = {}) {
  return [
    mockEvery(HomeBooksDocument, (variables) => hotListAnswer(variables.page, variables.pageSize), { delayMs }).mock,
    mockEvery(ContinueReadingShelfDocument, () => ({ data: { __typename: 'Query' as const, continueReading: [] } }), { delayMs }).mock,
    mockEvery(FavoritesPageDocument, () => favoritesAnswer(3), { delayMs }).mock,
    mockEvery(TasksScreenDocument, () => refusal('INTERNAL_SERVER_ERROR'), { delayMs }).mock,
    mockEvery(ReadingStreakDocument, () => readingStreakAnswer(), { delayMs }).mock,
    mockEvery(NovelDetailDocument, (variables) => novelDetailAnswer(variables.id), { delayMs }).mock,
  ];
}

/** Runs `preload` with a client over `cache` and a server that answers at once. */
async function preloadInto(cache: ApolloCache, preload: (client: ReturnType<typeof useApolloClient>) => Promise<void>) {
  const { result, unmount } = renderHookWithProviders(() => useApolloClient(), { mocks: server(), cache });
  await act(async () => {
    const done = preload(result.current);
    await vi.advanceTimersByTimeAsync(50);
    await done;
  });
  unmount();
}

const loading = () => screen.queryByText('加载中…');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(imagePreloader, 'preload').mockResolvedValue(true);
});

describe('preloaded screens', () => {
  it('home (desktop) shows the list preloaded after login at once', async () => {
    const cache = createApolloCache();
    await preloadInto(cache, preloadAfterLogin);
    renderWithProviders(<HomePagedList />, { mocks: server({ delayMs: 5000 }), cache, route: '/' });
    expect(loading()).toBeNull();
    expect(screen.getByRole('link', { name: /小说 1\b/ })).not.toBeNull();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('[aria-label="热门推荐"]'))).toHaveLength(30);
  });

  it('favorites, preloaded from another tab, shows its rows at once', async () => {
    const cache = createApolloCache();
    await preloadInto(cache, (client) => preloadOtherTabs(client, '/'));
    renderWithProviders(<FavoritesPage />, { mocks: server({ delayMs: 5000 }), cache, route: '/favorites' });
    expect(loading()).toBeNull();
    expect(screen.getByRole('link', { name: /小说 3/ })).not.toBeNull();
  });

  it('a novel among home’s first five opens with its details at once; the sixth with its card, then its details', async () => {
    const cache = createApolloCache();
    await preloadInto(cache, preloadHomePage);
    const detail = (id: string) =>
      renderWithProviders(
        <Routes>
          <Route path="/novel/:id" element={<NovelDetailPage />} />
        </Routes>,
        { mocks: server({ delayMs: 5000 }), cache, route: `/novel/${id}` },
      );

    const fifth = detail('b5');
    expect(loading()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '小说 5' })).not.toBeNull();
    expect(screen.getByText('简介 5')).not.toBeNull();
    fifth.unmount();

    const sixth = detail('b6');
    // Not preloaded: what home's card holds shows at once, the rest when the server answers.
    expect(loading()).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['小说 6']);
    expect(screen.queryByText('简介 6')).toBeNull();
    expect(screen.queryByRole('button', { name: '开始阅读' })).toBeNull();
    const cover = sixth.container.querySelector('img');
    expect(cover).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('简介 6')).not.toBeNull();
    // The hero stayed mounted: the same cover element, not a new one loading again.
    expect(sixth.container.querySelector('img')).toBe(cover);
    expect(screen.getByRole('heading', { level: 1, name: '小说 6' })).not.toBeNull();
    sixth.unmount();

    // A novel no list has shown (a shared link): the page's spinner until the server answers.
    detail('b999');
    expect(loading()).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['小说详情']);
  });
});
