import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { asksForMarks, keepMarks, marksQuery } from '../favorite-marks.js';
import { categorySlug, pageFields, pagingArgs } from '../graph-mapping.js';

/**
 * A page of the catalog, cached for the books lifetime and shared by every reader; on a miss it
 * brings the reader's favorite marks when the query asks for them (favorite-marks.ts).
 */
export const books: QueryResolvers['books'] = async (_parent, args, ctx, info) => {
  const { page, pageSize } = pagingArgs(args.page, args.pageSize, { pageSize: 10, max: 100 });
  const category = args.category ? categorySlug[args.category] : undefined;
  const hasContentOnly = args.hasContentOnly ?? false;
  const wantsMarks = asksForMarks(info);
  const list = await ctx.cache.remember(cacheKeys.bookPage(page, pageSize, category ?? null, hasContentOnly), CACHE_TTL.books, async () => {
    const marks = await marksQuery(ctx, wantsMarks);
    const answer = await ctx.api.books({
      page,
      pageSize,
      ...(category ? { category } : {}),
      ...(hasContentOnly ? { hasContentOnly: 'true' } : {}),
      ...marks,
    });
    return { ...answer, books: keepMarks(ctx, marks.userId, answer.books) };
  });
  for (const book of list.books) ctx.loaders.books.prime(book.book_id, book);
  return { items: list.books, ...pageFields(page, pageSize, list.total) };
};
