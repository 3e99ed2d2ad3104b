import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContinueReadingShelfDocument, HomeBooksDocument, HomeFeedDocument } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { HOME_CACHE_TTL_MS, type HomeCache } from '@/features/home/home-cache';
import { noteSignIn, takeSignIn } from '@/shared/auth/session-events';
import { MOBILE_MEDIA_QUERY } from '@/shared/lib/viewport';
import { imagePreloader } from '@/shared/preload/image-preloader';
import { coverOf, hotListAnswer } from '@/shared/testing/catalog-answers';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderHookWithProviders } from '@/shared/testing/render';
import { usePreloading } from './use-preloading';

/** Spec sections 4 and 9: after login, home's data (the screen's own first page) and the covers of its first 20 novels. */

const start = 1_800_000_000_000;

/** Opens the signed-in frame on `route` (a novel: no tab preloads get in the way). */
function openFrame(route = '/novel/b1') {
  const desktop = mockEvery(HomeBooksDocument, (variables) => hotListAnswer(variables.page, variables.pageSize));
  const phone = mockEvery(HomeFeedDocument, (variables) => hotListAnswer(variables.page, variables.pageSize));
  const shelf = mockEvery(ContinueReadingShelfDocument, () => ({ data: { __typename: 'Query' as const, continueReading: [] } }));
  renderHookWithProviders(() => usePreloading(), { mocks: [desktop.mock, phone.mock, shelf.mock], cache: createApolloCache(), route });
  return { desktop: desktop.calls, phone: phone.calls };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const preloadedCovers = () => vi.mocked(imagePreloader.preload).mock.calls;

function phoneViewport() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query === MOBILE_MEDIA_QUERY, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

beforeAll(async () => {
  // Loaded once up front, so the on-demand import settles within fake time.
  await import('./home-preload');
  await import('./screen-preload');
});

beforeEach(() => {
  vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(imagePreloader, 'preload').mockResolvedValue(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  takeSignIn();
});

describe('after login', () => {
  it('after login, fetches home’s first page as the screen reads it and preloads the covers of its first 20 novels', async () => {
    noteSignIn();
    const calls = openFrame();
    await advance(10);
    expect(calls.desktop.map((call) => call.variables)).toEqual([{ page: 1, pageSize: 30 }]);
    expect(calls.desktop[0]!.at).toBe(start);
    expect(preloadedCovers()).toEqual(Array.from({ length: 20 }, (_, index) => [coverOf(index + 1), 'cover']));
  });

  it('on a phone, preloads the feed the phone home reads', async () => {
    phoneViewport();
    noteSignIn();
    const calls = openFrame();
    await advance(10);
    expect(calls.desktop).toHaveLength(0);
    expect(calls.phone.map((call) => call.variables)).toEqual([{ page: 1, pageSize: 30 }]);
    expect(preloadedCovers()).toHaveLength(20);
  });

  it('on a phone with a saved home place, leaves the feed to it and preloads its covers', async () => {
    phoneViewport();
    const answer = hotListAnswer(1, 30);
    if (!('data' in answer)) throw new Error('expected data');
    // Left 5 minutes ago for a novel, deep in the feed: home puts it back itself.
    const saved: HomeCache = {
      novels: answer.data.books.items,
      currentPage: 1,
      totalPages: 4,
      totalBooks: 120,
      pageSize: 30,
      scrollPosition: 1200,
      fromNovelClick: true,
      timestamp: start - HOME_CACHE_TTL_MS / 2,
    };
    window.localStorage.setItem('homepage_cache', JSON.stringify(saved));
    noteSignIn();
    const calls = openFrame();
    await advance(10);
    expect(calls.phone).toHaveLength(0);
    expect(preloadedCovers()).toHaveLength(20);
  });

  it('once per sign-in: the frame opened by a start-up session check (or opened again) preloads nothing', async () => {
    const calls = openFrame();
    await advance(5000);
    expect(calls.desktop).toHaveLength(0);
    expect(preloadedCovers()).toHaveLength(0);
  });

  it('on home after login, home is preloaded once: the screen and the home page preloader read it from the cache', async () => {
    noteSignIn();
    const calls = openFrame('/');
    await advance(5000);
    expect(calls.desktop).toHaveLength(1);
  });
});
