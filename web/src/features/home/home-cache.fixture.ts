import type { HomeCache } from './home-cache';

/** A novel of the saved list as the card's fragment holds it. */
export const savedNovel = (id: number) => ({
  __typename: 'Book' as const,
  id: String(id),
  title: `Book ${id}`,
  author: 'Someone',
  coverImage: `/covers/${id}.svg`,
  tags: ['a', 'b'],
  isFavorited: false,
  isVip: false,
  coinsRequired: 0,
});

/** Tests' saved home place: the first page of the phone feed (30 novels), saved at `timestamp`. */
export function savedHomePlace(timestamp: number, overrides: Partial<HomeCache> = {}): HomeCache {
  return {
    novels: Array.from({ length: 30 }, (_, index) => savedNovel(index + 1)),
    currentPage: 1,
    totalPages: 4,
    totalBooks: 120,
    pageSize: 30,
    scrollPosition: 800,
    fromNovelClick: true,
    timestamp,
    ...overrides,
  };
}
