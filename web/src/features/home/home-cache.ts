import type { Unmasked } from '@apollo/client';
import type { HomeFeedQuery } from '@/__generated__/graphql';
import { parseJson } from '@/shared/lib/storage';

/**
 * The home page's saved place (spec sections 3 and 4, localStorage `homepage_cache`): the novels
 * on screen, which page, the page size and the scroll position. Valid for 10 minutes, and only
 * when it holds novels; the scroll position is put back only when the reader left for a novel.
 */
/** A novel of the list as the Apollo cache holds it (the card's fields included), ready to be written back. */
export type HomeNovel = Unmasked<HomeFeedQuery['books']['items'][number]>;

export interface HomeCache {
  novels: HomeNovel[];
  currentPage: number;
  totalPages: number;
  totalBooks: number;
  pageSize: number;
  scrollPosition: number;
  fromNovelClick: boolean;
  timestamp: number;
}

export const HOME_CACHE_TTL_MS = 10 * 60 * 1000;
/** Spec section 9: the page-size choices on desktop, and the default (also the phone feed's page). */
export const HOME_PAGE_SIZES: readonly number[] = [6, 10, 15, 20, 30];
export const HOME_DEFAULT_PAGE_SIZE = 30;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isNovel(value: unknown): value is HomeNovel {
  if (typeof value !== 'object' || value === null) return false;
  const novel = value as Record<string, unknown>;
  return (
    novel.__typename === 'Book' &&
    typeof novel.id === 'string' &&
    typeof novel.title === 'string' &&
    typeof novel.author === 'string' &&
    typeof novel.coverImage === 'string' &&
    typeof novel.isFavorited === 'boolean' &&
    typeof novel.isVip === 'boolean' &&
    typeof novel.coinsRequired === 'number' &&
    Array.isArray(novel.tags) &&
    novel.tags.every((tag) => typeof tag === 'string')
  );
}

export function isHomeCache(value: unknown): value is HomeCache {
  if (typeof value !== 'object' || value === null) return false;
  const cache = value as Record<string, unknown>;
  return (
    Array.isArray(cache.novels) &&
    cache.novels.every(isNovel) &&
    isCount(cache.currentPage) &&
    cache.currentPage >= 1 &&
    isCount(cache.totalPages) &&
    isCount(cache.totalBooks) &&
    isCount(cache.pageSize) &&
    cache.pageSize >= 1 &&
    typeof cache.scrollPosition === 'number' &&
    typeof cache.fromNovelClick === 'boolean' &&
    typeof cache.timestamp === 'number'
  );
}

/** Younger than 10 minutes (and not from the future) and holding at least one novel. */
export function isHomeCacheValid(cache: HomeCache, now: number): boolean {
  const age = now - cache.timestamp;
  return age >= 0 && age < HOME_CACHE_TTL_MS && cache.novels.length > 0;
}

/** The stored text of the saved place when it is valid, else null. */
export function parseHomeCache(raw: string, now: number): HomeCache | null {
  const cache = parseJson(raw, isHomeCache);
  return cache && isHomeCacheValid(cache, now) ? cache : null;
}

/** True when the saved novels are pages 1..currentPage of the phone feed (so they can stand in for it). */
export function canRestoreFeed(cache: HomeCache, feedPageSize: number): boolean {
  const count = cache.novels.length;
  return cache.pageSize === feedPageSize && count > (cache.currentPage - 1) * cache.pageSize && count <= cache.currentPage * cache.pageSize;
}

/** True when the saved novels are exactly one numbered page (desktop). */
export function canRestorePage(cache: HomeCache): boolean {
  return HOME_PAGE_SIZES.includes(cache.pageSize) && cache.novels.length <= cache.pageSize;
}

/** Where the desktop list starts: the saved page and size when valid, else page 1 at the default size. */
export function initialPaging(cache: HomeCache | null): { page: number; pageSize: number } {
  if (!cache || !HOME_PAGE_SIZES.includes(cache.pageSize)) return { page: 1, pageSize: HOME_DEFAULT_PAGE_SIZE };
  return { page: Math.max(1, Math.min(cache.currentPage, Math.max(cache.totalPages, 1))), pageSize: cache.pageSize };
}
