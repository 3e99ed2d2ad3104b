import DataLoader from 'dataloader';
import { cacheKeys } from './cache/keys.js';
import { badUserInput } from './errors.js';
import { CACHE_TTL } from './cache/lifetimes.js';
import type { ResponseCache } from './cache/response-cache.js';
import type { NovelApi } from './rest/novel-api.js';
import type { BookDto, BookProgressDto, ChapterDetailDto, ChapterProgressDto, UserDto } from './rest/types.js';

const MAX_BATCH = 100;
const MAX_CHAPTER_TEXTS_PER_REQUEST = 5;

/**
 * Looks keys up in the cache first and fetches only the misses, in one batch call, caching what
 * comes back. Keeps the order of `keys`.
 */
async function cachedBatch<K, V>(
  cache: ResponseCache,
  keys: readonly K[],
  cacheKey: (key: K) => string,
  ttlSeconds: number,
  fetchMisses: (misses: K[]) => Promise<Map<K, V>>,
): Promise<Array<V | undefined>> {
  const hits = await cache.getMany<V>(keys.map(cacheKey));
  const misses = keys.filter((_, index) => hits[index] === undefined);
  if (misses.length === 0) return hits;
  const fetched = await fetchMisses(misses);
  // Not awaited: the answer does not wait on the cache write.
  void cache.setMany(
    [...fetched].map(([key, value]) => [cacheKey(key), value] as const),
    ttlSeconds,
  );
  return keys.map((key, index) => hits[index] ?? fetched.get(key));
}

/**
 * The per-request DataLoaders: every fan-out in the graph (books by id, favorite state, reading
 * progress) becomes one batched REST call per tick. Built per request so no reader's data is
 * ever shared with another's.
 */
export function createLoaders(api: NovelApi, cache: ResponseCache, userId: () => Promise<number | null>) {
  let chapterReads = 0;
  const requireUser = async () => {
    const id = await userId();
    if (id === null) throw new Error('loader used without a signed-in user');
    return id;
  };

  return {
    books: new DataLoader<number, BookDto | null>(
      async (bookIds) => {
        const values = await cachedBatch(cache, bookIds, cacheKeys.book, CACHE_TTL.books, async (misses) => {
          const books = await api.booksByIds(misses);
          return new Map(books.map((book) => [book.book_id, book]));
        });
        return values.map((value) => value ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),

    favoriteState: new DataLoader<number, boolean>(
      async (bookIds) => {
        const user = await requireUser();
        const values = await cachedBatch(cache, bookIds, (bookId) => cacheKeys.favoriteState(user, bookId), CACHE_TTL.favorites, async (misses) => {
          const states = await api.favoriteStates(user, misses);
          return new Map(states.map((state) => [state.bookId, state.isFavorited]));
        });
        return values.map((value) => value ?? false);
      },
      { maxBatchSize: MAX_BATCH },
    ),

    /** Per-book reading summary; never cached (it moves as the reader reads). */
    bookProgress: new DataLoader<number, BookProgressDto>(
      async (bookIds) => {
        const summaries = await api.bookProgress(await requireUser(), bookIds);
        const byBook = new Map(summaries.map((summary) => [summary.bookId, summary]));
        return bookIds.map((bookId) => byBook.get(bookId) ?? { bookId, lastChapterId: null, chaptersStarted: 0, chaptersCompleted: 0, updatedAt: null });
      },
      { maxBatchSize: MAX_BATCH },
    ),

    /** Progress of every chapter of a book, keyed by chapter id; never cached. */
    chapterProgress: new DataLoader<number, Map<number, ChapterProgressDto>>(async (bookIds) => {
      const user = await requireUser();
      return Promise.all(
        bookIds.map(async (bookId) => new Map((await api.chapterProgress(user, bookId)).map((entry) => [entry.chapterId, entry]))),
      );
    }),

    /**
     * A chapter with its text, keyed "bookId:chapterId". Cached only once readable. Each key is a
     * REST call, so one request may read only a few chapter texts: a list asking for every
     * chapter's content is refused rather than fanned out.
     */
    chapter: new DataLoader<string, ChapterDetailDto>(async (keys) => {
      chapterReads += keys.length;
      if (chapterReads > MAX_CHAPTER_TEXTS_PER_REQUEST) {
        return keys.map(() => badUserInput(`At most ${MAX_CHAPTER_TEXTS_PER_REQUEST} chapter texts can be read in one request`));
      }
      const viewer = await userId();
      return Promise.all(
        keys.map(async (key) => {
          const [bookId, chapterId] = key.split(':').map(Number) as [number, number];
          const shared = cacheKeys.chapter(bookId, chapterId, null);
          const personal = cacheKeys.chapter(bookId, chapterId, viewer);
          const [publicHit, personalHit] = await cache.getMany<ChapterDetailDto>(viewer ? [shared, personal] : [shared]);
          const hit = publicHit ?? personalHit;
          if (hit) return hit;
          const chapter = await api.chapter(bookId, chapterId);
          if (!chapter.locked) await cache.set(chapter.isFree ? shared : personal, chapter, CACHE_TTL.chapters);
          return chapter;
        }),
      );
    }),

    /** The signed-in user with a fresh balance (coins are never served from cache). */
    user: new DataLoader<number, UserDto>(async (userIds) =>
      Promise.all(
        userIds.map(async (id) => {
          const user = await api.user(id);
          await cache.set(cacheKeys.user(id), user, CACHE_TTL.user);
          return user;
        }),
      ),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
