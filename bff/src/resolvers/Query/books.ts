import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { keepFavoriteStates } from '../../loaders.js';
import type { BookDto } from '../../rest/dto.js';
import type { NovelApi } from '../../rest/novel-api.js';
import { categorySlug, pageFields, pagingArgs } from '../graph-mapping.js';
import { asksFor } from '../selection.js';

type ListedBook = Awaited<ReturnType<NovelApi['books']>>['books'][number];

/** A listed book as every reader shares it: without the asking reader's favorite mark. */
const shared = ({ isFavorited: _mark, ...book }: ListedBook): BookDto => book;

/**
 * A page of the catalog, cached for the books lifetime and shared by every reader. On a miss, when
 * the query asks for favorite marks, a signed-in reader's call also asks for theirs, so a cold list
 * screen needs no separate favorites call; the marks are kept like ones the favorites call returned.
 */
export const books: QueryResolvers['books'] = async (_parent, args, ctx, info) => {
  const { page, pageSize } = pagingArgs(args.page, args.pageSize, { pageSize: 30, max: 100 });
  const category = args.category ? categorySlug[args.category] : undefined;
  const hasContentOnly = args.hasContentOnly ?? false;
  // The reader whose marks come with the page, if the query wants marks and there is one.
  const markedFor = asksFor(info, ['items', 'isFavorited']) ? await ctx.viewerId() : null;
  const list = await ctx.cache.remember(cacheKeys.bookPage(page, pageSize, category ?? null, hasContentOnly), CACHE_TTL.books, async () => {
    const answer = await ctx.api.books({
      page,
      pageSize,
      ...(category ? { category } : {}),
      ...(hasContentOnly ? { hasContentOnly: 'true' } : {}),
      ...(markedFor === null ? {} : { userId: markedFor }),
    });
    if (markedFor === null) return answer;
    const marks = answer.books.flatMap((book) => (book.isFavorited === undefined ? [] : [[book.book_id, book.isFavorited] as const]));
    // Not awaited: the answer does not wait on the cache write.
    void keepFavoriteStates(ctx.loaders, ctx.cache, markedFor, marks);
    return { ...answer, books: answer.books.map(shared) };
  });
  for (const book of list.books) ctx.loaders.books.prime(book.book_id, book);
  return { items: list.books, ...pageFields(page, pageSize, list.total) };
};
