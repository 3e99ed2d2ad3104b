import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { pageFields, pagingArgs } from '../graph-mapping.js';

export const favorites: QueryResolvers['favorites'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const { page, pageSize } = pagingArgs(args.page, args.pageSize, { pageSize: 20, max: 100 });
  const version = await ctx.cache.version(cacheKeys.favoritesFamily(userId));
  const list = await ctx.cache.remember(cacheKeys.favoritesPage(userId, version, page, pageSize), CACHE_TTL.favorites, () =>
    ctx.api.favorites(userId, page, pageSize),
  );
  // The books, in the one batched call their `book` fields would make: a book gone from the catalog
  // since the page was kept (its favorite went with it) is left out rather than failing the page.
  const books = await ctx.loaders.books.loadMany(list.favorites.map((favorite) => favorite.book_id));
  const items = list.favorites.filter((_, index) => books[index] !== null);
  for (const favorite of items) ctx.loaders.favoriteState.prime(favorite.book_id, true);
  return { items, ...pageFields(page, pageSize, list.total - (list.favorites.length - items.length)) };
};
