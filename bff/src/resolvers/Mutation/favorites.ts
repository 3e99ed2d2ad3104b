import { graphError } from '../../errors.js';
import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { GraphQLContext } from '../../context.js';
import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toId } from '../graph-mapping.js';

/** Records the new state and invalidates what it changes: the book's state and the favorites pages. */
async function setFavorite(ctx: GraphQLContext, rawBookId: string, favorited: boolean) {
  const userId = await ctx.requireViewerId();
  const bookId = toId(rawBookId, 'bookId');
  await (favorited ? ctx.api.addFavorite(userId, bookId) : ctx.api.removeFavorite(userId, bookId));
  await Promise.all([
    ctx.cache.set(cacheKeys.favoriteState(userId, bookId), favorited, CACHE_TTL.favorites),
    ctx.cache.bumpVersion(cacheKeys.favoritesFamily(userId)),
  ]);
  ctx.loaders.favoriteState.clear(bookId).prime(bookId, favorited);
  const book = await ctx.loaders.books.load(bookId);
  if (!book) throw graphError('NOT_FOUND', 'Book not found');
  return { book };
}

export const addFavorite: MutationResolvers['addFavorite'] = (_parent, { bookId }, ctx) => setFavorite(ctx, bookId, true);
export const removeFavorite: MutationResolvers['removeFavorite'] = (_parent, { bookId }, ctx) => setFavorite(ctx, bookId, false);
