import { graphError } from '../errors.js';
import type { FavoriteResolvers } from '../__generated__/resolvers-types.js';

export const Favorite: FavoriteResolvers = {
  id: (favorite) => String(favorite.favorite_id),
  // The full book comes from the batched books loader: one REST call for a whole page of favorites.
  book: async (favorite, _args, ctx) => {
    const book = await ctx.loaders.books.load(favorite.book_id);
    if (!book) throw graphError('NOT_FOUND', 'Book not found');
    return book;
  },
  favoritedAt: (favorite) => favorite.favoritedAt,
};
