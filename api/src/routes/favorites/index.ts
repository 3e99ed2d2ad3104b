import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf } from '../../plugins/auth.js';
import { pageInfo } from '../../schemas/book.js';
import { envelope, errors, ok, userBookParams, userIdParams } from '../../schemas/common.js';
import {
  addFavoriteAnswer,
  favoriteBody,
  favoritesAnswer,
  favoritesQuery,
  favoriteState,
  favoriteStatesAnswer,
  favoriteStatesQuery,
  removeFavoriteAnswer,
  toFavoriteDto,
} from '../../schemas/favorite.js';

export function favoritesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/favorites/add',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Add a book to your favorites (adding twice is harmless)',
          body: favoriteBody,
          response: { 200: envelope(addFavoriteAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId } = request.body;
        const favoriteId = await ctx.favorites.add(assertSelf(request, userId).userId, bookId);
        return ok({ bookId, isFavorited: true as const, favoriteId }, 'Added to favorites');
      },
    );

    app.post(
      '/favorites/remove',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Remove a book from your favorites (removing one that is not there is harmless)',
          body: favoriteBody,
          response: { 200: envelope(removeFavoriteAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId } = request.body;
        await ctx.favorites.remove(assertSelf(request, userId).userId, bookId);
        return ok({ bookId, isFavorited: false as const }, 'Removed from favorites');
      },
    );

    app.get(
      '/favorites/check/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Favorite state of a batch of books (for DataLoader)',
          params: userIdParams,
          querystring: favoriteStatesQuery,
          response: { 200: envelope(favoriteStatesAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok({ favorites: await ctx.favorites.states(assertSelf(request, request.params.userId).userId, request.query.bookIds) }),
    );

    app.get(
      '/favorites/check/:userId/:bookId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Whether a book is among your favorites',
          params: userBookParams,
          response: { 200: envelope(favoriteState), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId } = request.params;
        return ok(await ctx.favorites.state(assertSelf(request, userId).userId, bookId));
      },
    );

    app.get(
      '/favorites/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Your favorites, most recent first',
          params: userIdParams,
          querystring: favoritesQuery,
          response: { 200: envelope(favoritesAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const result = await ctx.favorites.page(assertSelf(request, request.params.userId).userId, page, pageSize);
        return ok({ favorites: result.items.map(toFavoriteDto), ...pageInfo(result.total, page, pageSize) });
      },
    );
  };
}
