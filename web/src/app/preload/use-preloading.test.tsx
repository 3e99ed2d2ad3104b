import { useQuery } from '@apollo/client/react';
import { act } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContinueReadingShelfDocument,
  FavoritesPageDocument,
  HomeBooksDocument,
  NovelDetailDocument,
  ReadingStreakDocument,
  TasksScreenDocument,
} from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { imagePreloader } from '@/shared/preload/image-preloader';
import { coverOf, favoritesAnswer, hotListAnswer, novelDetailAnswer, readingStreakAnswer } from '@/shared/testing/catalog-answers';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderHookWithProviders } from '@/shared/testing/render';
import { usePreloading } from './use-preloading';

/**
 * Spec sections 4 and 9 in the signed-in frame: the other tab pages 1-2 s after arriving at a
 * tab (3 s when returning home), home's first 5 novels' details 2 s after home is shown, one
 * preload at a time, and nothing for a guest, offline, or before the screen has its own data.
 */

const start = 1_800_000_000_000;

function server({ delayMs = 0 } = {}) {
  const hot = mockEvery(HomeBooksDocument, (variables) => hotListAnswer(variables.page, variables.pageSize), { delayMs });
  const shelf = mockEvery(ContinueReadingShelfDocument, () => ({ data: { __typename: 'Query' as const, continueReading: [] } }), {
    delayMs,
  });
  const favorites = mockEvery(FavoritesPageDocument, () => favoritesAnswer(3), { delayMs });
  const tasks = mockEvery(TasksScreenDocument, () => refusal('INTERNAL_SERVER_ERROR'), { delayMs });
  const streak = mockEvery(ReadingStreakDocument, () => readingStreakAnswer(), { delayMs });
  const details = mockEvery(NovelDetailDocument, (variables) => novelDetailAnswer(variables.id), { delayMs });
  return {
    mocks: [hot.mock, shelf.mock, favorites.mock, tasks.mock, streak.mock, details.mock],
    calls: {
      hot: hot.calls,
      shelf: shelf.calls,
      favorites: favorites.calls,
      tasks: tasks.calls,
      streak: streak.calls,
      details: details.calls,
    },
  };
}

/** Milliseconds after the start of the test at which each call came. */
const times = (calls: { at: number }[]) => calls.map((call) => call.at - start);

/**
 * Each preload starts in a task of its own (screen-preload.ts): a zero-delay timer, which fake
 * timers run 1 ms later when it is set while timers run. A preload due at `t` has started by `t + startGap`.
 */
const startGap = 5;

/** `count` calls, each started within `startGap` ms of `due`. */
function expectStartedAt(calls: { at: number }[], due: number, count = 1) {
  expect(calls).toHaveLength(count);
  for (const at of times(calls)) {
    expect(at).toBeGreaterThanOrEqual(due);
    expect(at).toBeLessThan(due + startGap);
  }
}

function open(route: string, { user, delayMs }: { user?: null; delayMs?: number } = {}) {
  const { mocks, calls } = server({ delayMs });
  const rendered = renderHookWithProviders(
    () => {
      usePreloading();
      return useNavigate();
    },
    { mocks, cache: createApolloCache(), route, ...(user === null ? { user } : {}) },
  );
  const navigate = (to: string) => act(() => void rendered.result.current(to));
  return { calls, navigate, ...rendered };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  // Loaded once up front, so the on-demand import inside the hook settles within fake time.
  await import('./screen-preload');
});

beforeEach(() => {
  vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // The 1-2 s draw lands at 1.5 s.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.spyOn(imagePreloader, 'preload').mockResolvedValue(true);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePreloading', () => {
  it('on home: favorites and tasks after 1.5 s, then the details of the first 5 hot novels at 2 s', async () => {
    const { calls } = open('/');
    await advance(1499);
    expect(calls.favorites).toHaveLength(0);
    expect(calls.tasks).toHaveLength(0);

    await advance(1 + startGap);
    expectStartedAt(calls.favorites, 1500);
    expect(calls.favorites[0]!.variables).toEqual({ page: 1, pageSize: 20 });
    expectStartedAt(calls.tasks, 1500);
    expectStartedAt(calls.streak, 1500);
    // Home is the page on view: not preloaded as another tab.
    expect(calls.hot).toHaveLength(0);
    // Once the favorites have come, their covers.
    await advance(10);
    expect(vi.mocked(imagePreloader.preload).mock.calls).toEqual([1, 2, 3].map((index) => [coverOf(index), 'cover']));

    await advance(489 - startGap);
    expect(calls.details).toHaveLength(0);
    expect(calls.hot).toHaveLength(0);
    await advance(1 + startGap);
    // The home page's preloader: the hot list as the screen reads it (30), then its top 5.
    expect(calls.hot.map((call) => call.variables)).toEqual([{ page: 1, pageSize: 30 }]);
    await advance(10);
    expect(calls.details.map((call) => call.variables)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'].map((id) => ({ id, chapterPageSize: 50 })));
    expect(times(calls.details).every((at) => at >= 2000 && at < 2000 + startGap + 10)).toBe(true);
    // One detail a task: no two started in the same one.
    expect(new Set(times(calls.details)).size).toBe(5);

    // Nothing more comes by itself.
    await advance(30_000);
    expect(calls.favorites).toHaveLength(1);
    expect(calls.details).toHaveLength(5);
  });

  it('on another tab: home (its list, shelf and first 20 covers) and the remaining tab', async () => {
    const { calls } = open('/favorites');
    await advance(1500 + startGap);
    expect(calls.hot.map((call) => call.variables)).toEqual([{ page: 1, pageSize: 30 }]);
    expect(calls.shelf.map((call) => call.variables)).toEqual([{ limit: 10 }]);
    expect(calls.tasks).toHaveLength(1);
    expect(calls.favorites).toHaveLength(0);
    await advance(10);
    const covers = vi.mocked(imagePreloader.preload).mock.calls;
    expect(covers).toEqual(Array.from({ length: 20 }, (_, index) => [coverOf(index + 1), 'cover']));
    // The details of home's novels are home's own preload.
    await advance(5000);
    expect(calls.details).toHaveLength(0);
  });

  it('returning home from a novel waits 3 s before preloading the other tabs', async () => {
    const { calls, navigate } = open('/novel/b9');
    await advance(5000);
    // A novel is no tab page: nothing is preloaded there.
    expect(calls.favorites).toHaveLength(0);
    expect(calls.hot).toHaveLength(0);

    navigate('/');
    await advance(2999);
    expect(calls.favorites).toHaveLength(0);
    await advance(1 + startGap);
    expectStartedAt(calls.favorites, 8000);
    expectStartedAt(calls.tasks, 8000);
  });

  it('leaving a tab before its preload is due drops it', async () => {
    const { calls, navigate } = open('/');
    await advance(1000);
    navigate('/novel/b1');
    await advance(10_000);
    expect(calls.favorites).toHaveLength(0);
    expect(calls.tasks).toHaveLength(0);
    expect(calls.details).toHaveLength(0);
  });

  it('skips a tab preload that falls due while the previous one is still preloading', async () => {
    // The server takes 5 s to answer.
    const { calls, navigate } = open('/', { delayMs: 5000 });
    await advance(1500 + startGap);
    expect(calls.favorites).toHaveLength(1);
    expect(calls.tasks).toHaveLength(1);

    // Off to favorites while that preload is in flight: its own preload (home and tasks) falls
    // due at 1.6 + 1.5 s, still in flight, and is skipped.
    await advance(100);
    navigate('/favorites');
    await advance(20_000);
    expect(calls.tasks).toHaveLength(1);
    expect(calls.hot).toHaveLength(0);
  });

  it('waits for the screen on view to have its own data', async () => {
    const { mocks, calls } = server();
    const slowHome = mockEvery(HomeBooksDocument, (variables) => hotListAnswer(variables.page, variables.pageSize), { delayMs: 4000 });
    renderHookWithProviders(
      () => {
        usePreloading();
        // The screen's own query, answered after 4 s.
        return useQuery(HomeBooksDocument, { variables: { page: 1, pageSize: 30 } });
      },
      { mocks: [slowHome.mock, ...mocks.slice(1)], cache: createApolloCache(), route: '/' },
    );
    await advance(3999);
    expect(calls.favorites).toHaveLength(0);
    await advance(1000);
    expect(calls.favorites).toHaveLength(1);
    expect(times(calls.favorites)[0]).toBeGreaterThanOrEqual(4000);
    // The home page's preloader found the list in the cache: one request for it, the screen's.
    expect(slowHome.calls).toHaveLength(1);
    expect(calls.details).toHaveLength(5);
  });

  it('preloads nothing for a guest', async () => {
    const { calls } = open('/', { user: null });
    await advance(10_000);
    expect(Object.values(calls).flat()).toHaveLength(0);
  });

  it('preloads nothing while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = open('/');
    await advance(10_000);
    expect(Object.values(calls).flat()).toHaveLength(0);
    expect(imagePreloader.preload).not.toHaveBeenCalled();
  });
});
