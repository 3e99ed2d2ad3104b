import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { categorySlug, pageFields, pagingArgs } from '../graph-mapping.js';

export const books: QueryResolvers['books'] = async (_parent, args, ctx) => {
  const { page, pageSize } = pagingArgs(args.page, args.pageSize, { pageSize: 30, max: 100 });
  const category = args.category ? categorySlug[args.category] : undefined;
  const hasContentOnly = args.hasContentOnly ?? false;
  const list = await ctx.cache.remember(cacheKeys.bookPage(page, pageSize, category ?? null, hasContentOnly), CACHE_TTL.books, () =>
    ctx.api.books({ page, pageSize, ...(category ? { category } : {}), ...(hasContentOnly ? { hasContentOnly: 'true' } : {}) }),
  );
  for (const book of list.books) ctx.loaders.books.prime(book.book_id, book);
  return { items: list.books, ...pageFields(page, pageSize, list.total) };
};
