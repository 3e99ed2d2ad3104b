import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { keepFavoriteStates } from '../../loaders.js';
import { toId } from '../graph-mapping.js';

/**
 * The detail call counts a view at the API; cached for the detail lifetime (5 min), shared by every
 * reader. On a miss a signed-in reader's call also asks for their favorite state, so a cold detail
 * screen needs no separate favorites call; the state is kept like one the favorites call returned.
 */
export const book: QueryResolvers['book'] = async (_parent, args, ctx) => {
  const bookId = toId(args.id);
  const viewerId = await ctx.viewerId();
  const detail = await ctx.cache.remember(cacheKeys.bookDetail(bookId), CACHE_TTL.bookDetail, async () => {
    if (viewerId === null) return ctx.api.bookDetail(bookId);
    const { isFavorited, ...shared } = await ctx.api.bookDetail(bookId, viewerId);
    if (isFavorited !== undefined) await keepFavoriteStates(ctx.loaders, ctx.cache, viewerId, [[bookId, isFavorited]]);
    return shared;
  });
  ctx.loaders.books.prime(bookId, detail);
  return detail;
};
