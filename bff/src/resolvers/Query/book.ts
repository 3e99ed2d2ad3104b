import type { GraphQLResolveInfo } from 'graphql';
import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { GraphQLContext } from '../../context.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { keepFavoriteStates } from '../../loaders.js';
import { chapterPaging } from '../Book.js';
import { toId } from '../graph-mapping.js';
import { argumentsAt, asksFor } from '../selection.js';

/**
 * Starts, beside the detail call, the loads the query's fields below `book` will make: each needs
 * only the book's id, so a cold detail or reader screen makes its REST calls side by side, as the
 * spec's client does, instead of waiting for the detail before asking for the chapter list and the
 * reader's progress. The fields' own resolvers read the answers from the same loaders (DataLoader
 * keeps the load); an error reaches the query through them, not from here. A `chapters` selection
 * with arguments out of range, or more than one, is left to its resolver.
 */
function startLoadsBelow(info: GraphQLResolveInfo, ctx: GraphQLContext, bookId: number, viewerId: number | null) {
  const started: Array<Promise<unknown>> = [];
  const chapterSelections = argumentsAt(info, ['chapters']);
  if (chapterSelections.length === 1) {
    try {
      started.push(ctx.loaders.chapterPages.load({ bookId, ...chapterPaging(chapterSelections[0]!) }));
    } catch {
      // Out of range: Book.chapters answers the error.
    }
  }
  if (viewerId !== null) {
    if (asksFor(info, ['readingProgress'])) started.push(ctx.loaders.bookProgress.load(bookId));
    if (asksFor(info, ['chapters', 'items', 'readingProgress'])) started.push(ctx.loaders.chapterProgress.load(bookId));
  }
  for (const load of started) load.catch(() => undefined);
}

/**
 * The detail call counts a view at the API; cached for the detail lifetime (5 min), shared by every
 * reader. On a miss a signed-in reader's call also asks for their favorite state, so a cold detail
 * screen needs no separate favorites call; the state is kept like one the favorites call returned.
 */
export const book: QueryResolvers['book'] = async (_parent, args, ctx, info) => {
  const bookId = toId(args.id);
  const viewerId = await ctx.viewerId();
  startLoadsBelow(info, ctx, bookId, viewerId);
  const detail = await ctx.cache.remember(cacheKeys.bookDetail(bookId), CACHE_TTL.bookDetail, async () => {
    if (viewerId === null) return ctx.api.bookDetail(bookId);
    const { isFavorited, ...shared } = await ctx.api.bookDetail(bookId, viewerId);
    if (isFavorited !== undefined) await keepFavoriteStates(ctx.loaders, ctx.cache, viewerId, [[bookId, isFavorited]]);
    return shared;
  });
  ctx.loaders.books.prime(bookId, detail);
  return detail;
};
