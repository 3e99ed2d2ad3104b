import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/errors.js';
import { PAGE_SIZES } from '../../domain/rules.js';
import { assertSelf } from '../../plugins/auth.js';
import { pageInfo } from '../../schemas/book.js';
import { envelope, errors, idList, ok, pagination, positiveId } from '../../schemas/common.js';

const favoriteBody = z.object({ userId: positiveId, bookId: positiveId });

const favoriteSchema = z.object({
  favorite_id: z.number().int(),
  book_id: z.number().int(),
  book_name: z.string(),
  author: z.string(),
  book_intro: z.string(),
  cover_img: z.string(),
  book_chapters: z.number().int(),
  book_words: z.number().int(),
  book_update: z.string(),
  favoritedAt: z.string(),
});

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
          response: { 200: envelope(z.object({ bookId: z.number().int(), isFavorited: z.literal(true), favoriteId: z.number().int() })), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId } = request.body;
        assertSelf(request, userId);
        if (!(await ctx.books.byId(bookId))) throw notFound('Book not found', 'BOOK_NOT_FOUND');
        const favoriteId = await ctx.favorites.add(userId, bookId);
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
          response: { 200: envelope(z.object({ bookId: z.number().int(), isFavorited: z.literal(false) })), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { userId, bookId } = request.body;
        assertSelf(request, userId);
        await ctx.favorites.remove(userId, bookId);
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
          params: z.object({ userId: positiveId }),
          querystring: z.object({ bookIds: idList(PAGE_SIZES.maxList) }),
          response: { 200: envelope(z.object({ favorites: z.array(z.object({ bookId: z.number().int(), isFavorited: z.boolean() })) })), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { userId } = request.params;
        assertSelf(request, userId);
        const favorited = await ctx.favorites.favoritedAmong(userId, request.query.bookIds);
        return ok({ favorites: request.query.bookIds.map((bookId) => ({ bookId, isFavorited: favorited.has(bookId) })) });
      },
    );

    app.get(
      '/favorites/check/:userId/:bookId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Whether a book is among your favorites',
          params: z.object({ userId: positiveId, bookId: positiveId }),
          response: { 200: envelope(z.object({ bookId: z.number().int(), isFavorited: z.boolean() })), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { userId, bookId } = request.params;
        assertSelf(request, userId);
        const favorited = await ctx.favorites.favoritedAmong(userId, [bookId]);
        return ok({ bookId, isFavorited: favorited.has(bookId) });
      },
    );

    app.get(
      '/favorites/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['favorites'],
          summary: 'Your favorites, most recent first',
          params: z.object({ userId: positiveId }),
          querystring: z.object(pagination(PAGE_SIZES.favorites)),
          response: {
            200: envelope(
              z.object({ favorites: z.array(favoriteSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int() }),
            ),
            ...errors(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const { page, pageSize } = request.query;
        assertSelf(request, userId);
        const result = await ctx.favorites.page(userId, pageSize, (page - 1) * pageSize);
        const favorites = result.items.map((row) => ({
          favorite_id: row.favorite_id,
          book_id: row.book_id,
          book_name: row.book_name,
          author: row.author,
          book_intro: row.book_intro,
          cover_img: row.cover_img,
          book_chapters: row.book_chapters,
          book_words: row.book_words,
          book_update: row.book_update.toISOString(),
          favoritedAt: row.created_at.toISOString(),
        }));
        return ok({ favorites, ...pageInfo(result.total, page, pageSize) });
      },
    );
  };
}
