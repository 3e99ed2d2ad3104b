import type { ApolloClient } from '@apollo/client';
import { paths, tabBarPaths } from '@/config/paths';
import { FavoritesPageQuery } from '@/features/favorites/favorites-page';
import { FAVORITES_PAGE_SIZE } from '@/features/favorites/favorites-page-state';
import { DETAIL_CHAPTER_COUNT } from '@/features/novel/detail-chapter-count';
import { NovelDetailQuery } from '@/features/novel/novel-detail-page';
import { ReadingStreakQuery } from '@/features/tasks/local-task-list';
import { TasksScreenQuery } from '@/features/tasks/tasks-page';
import { preloadQuery } from '@/shared/api/preload-query';
import { readAsShown } from '@/shared/api/read-as-shown';
import { yieldToMain } from '@/shared/lib/yield-to-main';
import { preloadCovers, preloadHomeList, preloadHomeTab } from './home-preload';

/**
 * The tab pages' data (and, through these imports, their code), preloaded with the documents and
 * variables the screens read, so a warm session moves between tabs and into a novel from home
 * with the data already on screen. A screen that refreshes on opening (cache-and-network) shows
 * the preloaded answer at once while it asks again.
 */

/** Spec section 9: the home page's preloader reads the hot list and preloads the details of its first 5 novels. */
export const HOME_DETAIL_PRELOAD_COUNT = 5;

async function preloadFavoritesTab(client: ApolloClient): Promise<void> {
  const firstPage = { page: 1, pageSize: FAVORITES_PAGE_SIZE };
  await preloadQuery(client, { query: FavoritesPageQuery, variables: firstPage });
  preloadCovers(
    readAsShown(client, { query: FavoritesPageQuery, variables: firstPage })?.favorites.items.map((favorite) => favorite.book) ?? [],
  );
}

async function preloadTasksTab(client: ApolloClient): Promise<void> {
  // As the screen asks: a section that fails comes back null next to those that worked.
  await Promise.all([
    preloadQuery(client, { query: TasksScreenQuery, errorPolicy: 'all' }),
    preloadQuery(client, { query: ReadingStreakQuery }),
  ]);
}

const tabPreloads: Record<string, (client: ApolloClient) => Promise<void>> = {
  [paths.home.path]: preloadHomeTab,
  [paths.favorites.path]: preloadFavoritesTab,
  [paths.tasks.path]: preloadTasksTab,
};

/**
 * Starts each of `starts` in a task of its own, and resolves once all have settled. A preload's
 * start (its module's code, the query's setup and its request) is a few milliseconds on a phone;
 * run back to back in one task, they make a long one that holds up a tap in the middle of it.
 */
async function startEachInItsOwnTask(starts: ReadonlyArray<() => Promise<unknown> | undefined>): Promise<void> {
  const runs: Array<Promise<unknown>> = [];
  for (const start of starts) {
    await yieldToMain();
    // Settled at once: a preload that fails while the next waits for its task is not left unhandled.
    runs.push(Promise.allSettled([start()]));
  }
  await Promise.all(runs);
}

/** Spec section 4: every tab page but the one on view. Resolves once all have settled. */
export async function preloadOtherTabs(client: ApolloClient, currentPath: string): Promise<void> {
  const others = tabBarPaths.filter((path) => path !== currentPath);
  await startEachInItsOwnTask(others.map((path) => () => tabPreloads[path]?.(client)));
}

/** Spec section 9: the hot list (the screen's own 30, from the cache) and the detail screens of its first novels. */
export async function preloadHomePage(client: ApolloClient): Promise<void> {
  await yieldToMain();
  const novels = await preloadHomeList(client);
  await startEachInItsOwnTask(
    novels
      .slice(0, HOME_DETAIL_PRELOAD_COUNT)
      .map(
        (novel) => () =>
          preloadQuery(client, { query: NovelDetailQuery, variables: { id: novel.id, chapterPageSize: DETAIL_CHAPTER_COUNT } }),
      ),
  );
}
