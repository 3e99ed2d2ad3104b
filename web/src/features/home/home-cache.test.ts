import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '@/app/apollo-cache';
import {
  canRestoreFeed,
  canRestorePage,
  HOME_CACHE_TTL_MS,
  initialPaging,
  isHomeCache,
  isHomeCacheValid,
  type HomeCache,
} from './home-cache';
import { toBookPage } from './home-list-snapshot';
import { savedHomePlace, savedNovel as novel } from './home-cache.fixture';

const now = 1_800_000_000_000;

const cache = (overrides: Partial<HomeCache> = {}): HomeCache => savedHomePlace(now, overrides);

describe('home cache validity', () => {
  it('is valid for 10 minutes', () => {
    expect(HOME_CACHE_TTL_MS).toBe(600_000);
    expect(isHomeCacheValid(cache(), now)).toBe(true);
    expect(isHomeCacheValid(cache(), now + 9 * 60_000 + 59_999)).toBe(true);
    expect(isHomeCacheValid(cache(), now + 10 * 60_000)).toBe(false);
    expect(isHomeCacheValid(cache(), now + 60 * 60_000)).toBe(false);
  });

  it('is valid only when it holds novels', () => {
    expect(isHomeCacheValid(cache({ novels: [] }), now)).toBe(false);
    expect(isHomeCacheValid(cache({ novels: [novel(1)] }), now)).toBe(true);
  });

  it('is invalid when saved in the future (clock changed)', () => {
    expect(isHomeCacheValid(cache({ timestamp: now + 5_000 }), now)).toBe(false);
  });

  it('does not depend on fromNovelClick', () => {
    expect(isHomeCacheValid(cache({ fromNovelClick: false }), now)).toBe(true);
  });
});

describe('isHomeCache', () => {
  it('accepts the saved shape and rejects anything else', () => {
    expect(isHomeCache(JSON.parse(JSON.stringify(cache())))).toBe(true);
    expect(isHomeCache(null)).toBe(false);
    expect(isHomeCache({ ...cache(), novels: [{ id: 1 }] })).toBe(false);
    expect(isHomeCache({ ...cache(), currentPage: 0 })).toBe(false);
    const { timestamp: _timestamp, ...withoutTimestamp } = cache();
    expect(isHomeCache(withoutTimestamp)).toBe(false);
  });
});

describe('restoring the list', () => {
  it('restores a phone feed only from pages 1..currentPage at the feed size', () => {
    const feed = cache({ currentPage: 3, novels: Array.from({ length: 90 }, (_, index) => novel(index + 1)) });
    expect(canRestoreFeed(feed, 30)).toBe(true);
    expect(canRestoreFeed(cache({ currentPage: 4, novels: Array.from({ length: 100 }, (_, i) => novel(i)) }), 30)).toBe(true);
    // One desktop page from the middle of the list is not a feed.
    expect(canRestoreFeed(cache({ currentPage: 3 }), 30)).toBe(false);
    expect(canRestoreFeed(cache({ pageSize: 10, novels: [novel(1)] }), 30)).toBe(false);
  });

  it('restores a desktop page only from one page of novels', () => {
    expect(canRestorePage(cache({ currentPage: 3, pageSize: 10, novels: [novel(21), novel(22)] }))).toBe(true);
    expect(canRestorePage(cache({ currentPage: 3, novels: Array.from({ length: 90 }, (_, i) => novel(i)) }))).toBe(false);
    expect(canRestorePage(cache({ pageSize: 25 }))).toBe(false);
  });

  it('starts the desktop list at the saved page and size', () => {
    expect(initialPaging(null)).toEqual({ page: 1, pageSize: 30 });
    expect(initialPaging(cache({ currentPage: 3, pageSize: 10, totalPages: 12 }))).toEqual({ page: 3, pageSize: 10 });
    expect(initialPaging(cache({ currentPage: 30, totalPages: 4 }))).toEqual({ page: 4, pageSize: 30 });
    expect(initialPaging(cache({ pageSize: 7 }))).toEqual({ page: 1, pageSize: 30 });
  });

  it('turns the saved novels back into a page of the books field', () => {
    const page = toBookPage(cache({ currentPage: 2 }), createApolloCache());
    expect(page).toMatchObject({ __typename: 'BookPage', page: 2, pageSize: 30, total: 120, totalPages: 4, hasMore: true });
    expect(page.items).toHaveLength(30);
    expect(page.items[1]).toEqual(novel(2));
  });

  it('keeps the favorite mark the Apollo cache has now, not the older saved one', () => {
    const apolloCache = createApolloCache();
    // Novel 2 was a favorite when the list was saved; since then the detail page said it no longer is.
    apolloCache.writeFragment({
      id: apolloCache.identify({ __typename: 'Book', id: '2' }),
      fragment: gql`
        fragment TestFavorite on Book {
          isFavorited
        }
      `,
      data: { __typename: 'Book', isFavorited: false },
    });
    const page = toBookPage(cache({ novels: [novel(1), { ...novel(2), isFavorited: true }, { ...novel(3), isFavorited: true }] }), apolloCache);
    expect(page.items.map((item) => item.isFavorited)).toEqual([false, false, true]);
  });
});
