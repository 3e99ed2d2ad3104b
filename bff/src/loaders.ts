import DataLoader from 'dataloader';
import { cacheKeys } from './cache/keys.js';
import { CACHE_TTL } from './cache/lifetimes.js';
import type { ResponseCache } from './cache/response-cache.js';
import { batchSizeObserver } from './metrics/metrics.js';
import type { NovelApi } from './rest/novel-api.js';
import type { BookDto, BookProgressDto, ChapterDetailDto, ChapterListDto, ChapterProgressDto, UserDto } from './rest/dto.js';

/** The API's batch routes take at most this many ids. */
export const MAX_BATCH = 100;

/** Keys per batch, by loader (dataloader_batch_size): whether fan-outs really batch. */
const batchSize = {
  books: batchSizeObserver('books'),
  favoriteState: batchSizeObserver('favoriteState'),
  bookProgress: batchSizeObserver('bookProgress'),
  chapterPages: batchSizeObserver('chapterPages'),
  chapterProgress: batchSizeObserver('chapterProgress'),
  chapter: batchSizeObserver('chapter'),
  user: batchSizeObserver('user'),
};

/**
 * The answers of a batch whose keys are fetched one by one: a key that failed gets its own error
 * (DataLoader rejects only that key's load), and the batch's other keys their values.
 */
async function eachOnItsOwn<V>(loads: ReadonlyArray<Promise<V>>): Promise<Array<V | Error>> {
  return (await Promise.allSettled(loads)).map((settled) =>
    settled.status === 'fulfilled' ? settled.value : settled.reason instanceof Error ? settled.reason : new Error(String(settled.reason)),
  );
}

/** The reader's records of one book's chapters: progress by chapter id, and the paid chapters bought. */
export interface ChapterRecords {
  progress: ReadonlyMap<number, ChapterProgressDto>;
  purchased: ReadonlySet<number>;
}

/** A page of one book's chapter list: the key of the chapter-list loader. */
export interface ChapterPageKey {
  bookId: number;
  page: number;
  pageSize: number;
}

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
  // Not awaited: the answer does not wait on the cache write. Written only where the key is still
  // empty: a mutation that landed while the API answered (a favorite toggle) stored the newer value.
  void cache.addMany(
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
  const requireUser = async () => {
    const id = await userId();
    if (id === null) throw new Error('loader used without a signed-in user');
    return id;
  };

  return {
    books: new DataLoader<number, BookDto | null>(
      async (bookIds) => {
        batchSize.books(bookIds.length);
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
        batchSize.favoriteState(bookIds.length);
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
        batchSize.bookProgress(bookIds.length);
        const summaries = await api.bookProgress(await requireUser(), bookIds);
        const byBook = new Map(summaries.map((summary) => [summary.bookId, summary]));
        return bookIds.map((bookId) => byBook.get(bookId) ?? { bookId, lastChapterId: null, chaptersStarted: 0, chaptersCompleted: 0, updatedAt: null });
      },
      { maxBatchSize: MAX_BATCH },
    ),

    /**
     * A page of a book's chapter list. The chapter lists of many books come in one REST call per
     * page shape (cached per book for the chapters lifetime), so a list of books with their
     * chapters costs one call, not one per book.
     */
    chapterPages: new DataLoader<ChapterPageKey, ChapterListDto | null, string>(
      async (keys) => {
        batchSize.chapterPages(keys.length);
        const values = new Map<string, ChapterListDto | null>();
        const shapes = new Map<string, ChapterPageKey[]>();
        for (const key of keys) {
          const shape = `${key.page}:${key.pageSize}`;
          shapes.set(shape, [...(shapes.get(shape) ?? []), key]);
        }
        await Promise.all(
          [...shapes.values()].map(async (group) => {
            const { page, pageSize } = group[0]!;
            const lists = await cachedBatch(cache, group.map((key) => key.bookId), (bookId) => cacheKeys.chapterList(bookId, page, pageSize), CACHE_TTL.chapters, async (misses) => {
              const books = await api.chaptersOfBooks(misses, page, pageSize);
              return new Map(books.map(({ bookId, chapters, pagination }) => [bookId, { chapters, pagination }]));
            });
            group.forEach((key, index) => values.set(chapterPageKey(key), lists[index] ?? null));
          }),
        );
        return keys.map((key) => values.get(chapterPageKey(key)) ?? null);
      },
      { maxBatchSize: MAX_BATCH, cacheKeyFn: chapterPageKey },
    ),

    /** Progress of every chapter of a book, keyed by chapter id, for many books in one call; never cached. */
    chapterProgress: new DataLoader<number, ChapterRecords>(
      async (bookIds) => {
        batchSize.chapterProgress(bookIds.length);
        const books = await api.chapterProgressOfBooks(await requireUser(), bookIds);
        const byBook = new Map(books.map((book) => [book.bookId, book]));
        return bookIds.map((bookId) => {
          const book = byBook.get(bookId);
          return {
            progress: new Map((book?.chapters ?? []).map((entry) => [entry.chapterId, entry])),
            purchased: new Set(book?.purchasedChapterIds ?? []),
          };
        });
      },
      { maxBatchSize: MAX_BATCH },
    ),

    /** A chapter with its text, keyed "bookId:chapterId". Cached only once readable. */
    chapter: new DataLoader<string, ChapterDetailDto>(async (keys) => {
      batchSize.chapter(keys.length);
      const viewer = await userId();
      return eachOnItsOwn(
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
    user: new DataLoader<number, UserDto>(async (userIds) => {
      batchSize.user(userIds.length);
      return eachOnItsOwn(
        userIds.map(async (id) => {
          const user = await api.user(id);
          await cache.set(cacheKeys.user(id), user, CACHE_TTL.user);
          return user;
        }),
      );
    }),
  };
}

const chapterPageKey = (key: ChapterPageKey) => `${key.bookId}:${key.page}:${key.pageSize}`;

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * Favorite states that came with another call (a book's detail, or a page of books asked for with
 * the reader's id), kept for the rest of the request and in the cache for the favorites lifetime,
 * so the screen makes no favorites call of its own. Written only where the cache has no state yet,
 * as the favorites call writes only its misses: a toggle that lands between the API's answer and
 * this write has already stored the newer state, which must stay.
 */
export function keepFavoriteStates(
  loaders: Loaders,
  cache: ResponseCache,
  userId: number,
  states: ReadonlyArray<readonly [bookId: number, isFavorited: boolean]>,
): Promise<void> {
  for (const [bookId, isFavorited] of states) loaders.favoriteState.prime(bookId, isFavorited);
  return cache.addMany(
    states.map(([bookId, isFavorited]) => [cacheKeys.favoriteState(userId, bookId), isFavorited] as const),
    CACHE_TTL.favorites,
  );
}
