import type { FavoritesPageQuery, HomeBooksQuery, NovelDetailQuery, ReadingStreakQuery } from '@/__generated__/graphql';
import type { OperationAnswer } from './mock-operation';

/**
 * Server answers about the catalog for tests that need many novels (lists, details, favorites):
 * novel `b<n>` has the title `小说 <n>` and the cover `/covers/<n>.svg`.
 */

export const coverOf = (index: number) => `/covers/${index}.svg`;

function card(index: number) {
  return {
    __typename: 'Book' as const,
    id: `b${index}`,
    title: `小说 ${index}`,
    author: '作者',
    coverImage: coverOf(index),
    tags: [],
    isFavorited: false,
    isVip: false,
    coinsRequired: 0,
  };
}

/** A page of the hot list (HomeBooks or HomeFeed) out of `total` novels. */
export function hotListAnswer(page: number, pageSize: number, total = 120): OperationAnswer<HomeBooksQuery> {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    data: {
      __typename: 'Query',
      books: {
        __typename: 'BookPage',
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
        hasMore: page * pageSize < total,
        items: Array.from({ length: count }, (_, index) => card(first + index + 1)),
      },
    },
  };
}

/** The detail screen's answer for novel `id` (b<n>), with `chapterCount` free chapters (3 unless told). */
export function novelDetailAnswer(id: string, chapterCount = 3): OperationAnswer<NovelDetailQuery> {
  const index = Number(id.slice(1));
  return {
    data: {
      __typename: 'Query',
      book: {
        __typename: 'Book',
        id,
        title: `小说 ${index}`,
        author: '作者',
        coverImage: coverOf(index),
        description: `简介 ${index}`,
        publishDate: '2026-01-01T00:00:00.000Z',
        viewCount: 1000,
        totalChapters: chapterCount,
        tags: [],
        isFavorited: false,
        readingProgress: null,
        chapters: {
          __typename: 'ChapterPage',
          total: chapterCount,
          items: Array.from({ length: chapterCount }, (_, position) => position + 1).map((number) => ({
            __typename: 'Chapter' as const,
            id: `${id}-c${number}`,
            title: `第${number}章`,
            hasContent: true,
            isFree: true,
            coinsRequired: 0,
            readingProgress: { __typename: 'ChapterReadingProgress' as const, isCompleted: false, purchased: false },
          })),
        },
      },
    },
  };
}

/** The first page of favorites, holding novels 1..count. */
export function favoritesAnswer(count: number): OperationAnswer<FavoritesPageQuery> {
  return {
    data: {
      __typename: 'Query',
      favorites: {
        __typename: 'FavoritePage',
        page: 1,
        total: count,
        totalPages: Math.ceil(count / 20),
        items: Array.from({ length: count }, (_, offset) => {
          const index = offset + 1;
          return {
            __typename: 'Favorite' as const,
            id: `f${index}`,
            book: {
              __typename: 'Book' as const,
              id: `b${index}`,
              isFavorited: true,
              title: `小说 ${index}`,
              author: '作者',
              description: '简介',
              coverImage: coverOf(index),
              totalChapters: 30,
              wordCount: 90000,
              lastUpdateDate: '2026-01-01T00:00:00.000Z',
            },
          };
        }),
      },
    },
  };
}

export function readingStreakAnswer(currentStreak = 2): OperationAnswer<ReadingStreakQuery> {
  return { data: { __typename: 'Query', readingStats: { __typename: 'ReadingStats', currentStreak } } };
}
