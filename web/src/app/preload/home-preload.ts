import type { ApolloClient } from '@apollo/client';
import { ContinueReadingShelfQuery } from '@/features/home/continue-reading-shelf';
import { canRestoreFeed, HOME_DEFAULT_PAGE_SIZE, parseHomeCache } from '@/features/home/home-cache';
import { HomeFeedQuery } from '@/features/home/home-feed';
import { HomeBooksQuery } from '@/features/home/home-paged-list';
import { SHELF_SIZE } from '@/features/home/shelf-size';
import { preloadQuery } from '@/shared/api/preload-query';
import { readAsShown } from '@/shared/api/read-as-shown';
import { readString, storageKeys } from '@/shared/lib/storage';
import { isMobileViewport } from '@/shared/lib/viewport';
import { imagePreloader } from '@/shared/preload/image-preloader';
import { createPreloadScheduler } from '@/shared/preload/preload-scheduler';
import { screens } from '../screens';

/**
 * Home's data, preloaded with the very documents and variables the home screen reads (so its
 * queries answer from the Apollo cache), and its covers. Loaded on demand: nothing here is part
 * of the first load of any screen.
 */

/**
 * Spec section 9, "the home preload fetches 20 books": the covers of the first 20 hot novels.
 * The list itself is the home screen's own first page (30), a cache entry the screen reads; a
 * 20-novel list would be one no screen asks for.
 */
export const HOME_PRELOAD_COVER_COUNT = 20;

export interface PreloadedNovel {
  id: string;
  coverImage: string;
}

const firstPage = { page: 1, pageSize: HOME_DEFAULT_PAGE_SIZE };

export function preloadCovers(novels: readonly { coverImage: string }[]): void {
  for (const { coverImage } of novels) {
    if (coverImage !== '') void imagePreloader.preload(coverImage, 'cover');
  }
}

/**
 * The hot list as home will read it in this viewport (the phone feed or the first numbered page),
 * from the cache when it is there, and its novels.
 */
export async function preloadHomeList(client: ApolloClient): Promise<readonly PreloadedNovel[]> {
  if (isMobileViewport()) {
    // Home puts its saved place back into an empty feed; a fetched first page would take its place.
    const saved = parseHomeCache(readString(storageKeys.homepageCache) ?? '', Date.now());
    if (saved && canRestoreFeed(saved, HOME_DEFAULT_PAGE_SIZE)) return saved.novels;
    await preloadQuery(client, { query: HomeFeedQuery, variables: firstPage });
    return readAsShown(client, { query: HomeFeedQuery, variables: firstPage })?.books.items ?? [];
  }
  await preloadQuery(client, { query: HomeBooksQuery, variables: firstPage });
  return readAsShown(client, { query: HomeBooksQuery, variables: firstPage })?.books.items ?? [];
}

/** Runs the after-login preload: online only, and one at a time. */
export const afterLoginPreloads = createPreloadScheduler();

/** Spec section 4: after login, home's data and the covers of its first novels. */
export async function preloadAfterLogin(client: ApolloClient): Promise<void> {
  const novels = await preloadHomeList(client);
  preloadCovers(novels.slice(0, HOME_PRELOAD_COVER_COUNT));
}

/** Home as a tab: the hot list with its first covers, and the continue-reading shelf. */
export async function preloadHomeTab(client: ApolloClient): Promise<void> {
  // The screen's code too (its lists come with this module already).
  screens.home.load().catch(() => undefined);
  const shelf = { limit: SHELF_SIZE };
  const [list] = await Promise.allSettled([preloadHomeList(client), preloadQuery(client, { query: ContinueReadingShelfQuery, variables: shelf })]);
  if (list.status === 'fulfilled') preloadCovers(list.value.slice(0, HOME_PRELOAD_COVER_COUNT));
  preloadCovers(
    readAsShown(client, { query: ContinueReadingShelfQuery, variables: shelf })?.continueReading.map((entry) => entry.book) ?? [],
  );
}
