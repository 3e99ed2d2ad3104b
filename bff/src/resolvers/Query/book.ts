import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toId } from '../graph-mapping.js';

/** The detail call counts a view at the API; cached for the detail lifetime (5 min). */
export const book: QueryResolvers['book'] = async (_parent, args, ctx) => {
  const bookId = toId(args.id);
  const detail = await ctx.cache.remember(cacheKeys.bookDetail(bookId), CACHE_TTL.bookDetail, () => ctx.api.bookDetail(bookId));
  ctx.loaders.books.prime(bookId, detail);
  return detail;
};
