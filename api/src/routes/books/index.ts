import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  bookDetailAnswer,
  bookDetailQuery,
  bookListAnswer,
  bookListQuery,
  bookParams,
  categoryAnswer,
  categoryParams,
  categoryQuery,
  pageInfo,
  searchAnswer,
  searchQuery,
  toBookDto,
  type BookDto,
} from '../../schemas/book.js';
import {
  chapterBatchAnswer,
  chapterBatchQuery,
  chapterDetailSchema,
  chapterListAnswer,
  chapterListParams,
  chapterListQuery,
  chapterPagination,
  chapterParams,
  toChapterDetail,
  toChapterSummary,
} from '../../schemas/chapter.js';
import { envelope, errors, ok } from '../../schemas/common.js';
import type { ChapterPage } from '../../services/catalog-service.js';

const toChapterList = (page: number, pageSize: number, { book, items, total }: ChapterPage) => ({
  chapters: items.map((row) => toChapterSummary(book, row)),
  pagination: chapterPagination(page, pageSize, total),
});

/**
 * The books, each saying whether it is one of the reader's favorites (one query for all), when a
 * reader's id was given (the auth plugin has checked it is the caller's); else as they are.
 */
async function markedFor(ctx: AppContext, userId: number | undefined, books: BookDto[]) {
  if (userId === undefined || books.length === 0) return books;
  const states = await ctx.favorites.states(userId, books.map((book) => book.book_id));
  return books.map((book, index) => ({ ...book, isFavorited: states[index]?.isFavorited ?? false }));
}

export function booksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/books',
      {
        config: { auth: 'ifUserId' },
        schema: {
          tags: ['books'],
          summary: 'List books, a page at a time, or fetch a batch by id',
          description:
            'With `ids` (up to 100) the books are returned in the order asked for and paging is ignored. With `userId` (the caller) each book also says whether it is one of their favorites.',
          querystring: bookListQuery,
          response: { 200: envelope(bookListAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { page, pageSize, ids, userId } = request.query;
        if (ids) {
          const books = await markedFor(ctx, userId, (await ctx.catalog.booksByIds(ids)).map(toBookDto));
          return ok({ books, ...pageInfo(books.length, 1, Math.max(ids.length, 1)) });
        }
        const result = await ctx.catalog.listBooks(request.query);
        return ok({ books: await markedFor(ctx, userId, result.items.map(toBookDto)), ...pageInfo(result.total, page, pageSize) });
      },
    );

    app.get(
      '/books/search',
      {
        config: { auth: 'ifUserId' },
        schema: {
          tags: ['books'],
          summary: 'Search titles, authors, tags and intros (Chinese and English)',
          description: 'With `userId` (the caller) each book also says whether it is one of their favorites.',
          querystring: searchQuery,
          response: { 200: envelope(searchAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { q, page, pageSize, sort, userId } = request.query;
        const result = await ctx.catalog.search(request.query);
        const novels = await markedFor(ctx, userId, result.items.map(toBookDto));
        return ok({ novels, ...pageInfo(result.total, page, pageSize), query: q, sort });
      },
    );

    app.get(
      '/books/category/:category',
      {
        schema: {
          tags: ['books'],
          summary: 'Books of one category (Chinese name, category slug or genre)',
          params: categoryParams,
          querystring: categoryQuery,
          response: { 200: envelope(categoryAnswer), ...errors(400) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { category } = request.params;
        const result = await ctx.catalog.listBooks({ page, pageSize, category });
        return ok({ novels: result.items.map(toBookDto), ...pageInfo(result.total, page, pageSize), category });
      },
    );

    app.get(
      '/books/chapters',
      {
        schema: {
          tags: ['chapters'],
          summary: 'The same page of chapters for a batch of books (for DataLoader)',
          description: 'Books that do not exist are left out of `books`.',
          querystring: chapterBatchQuery,
          response: { 200: envelope(chapterBatchAnswer), ...errors(400) },
        },
      },
      async (request) => {
        const { bookIds, page, pageSize } = request.query;
        const pages = await ctx.catalog.chapterPages(bookIds, page, pageSize);
        return ok({ books: pages.map((list) => ({ bookId: list.book.book_id, ...toChapterList(page, pageSize, list) })) });
      },
    );

    app.get(
      '/books/:id',
      {
        config: { auth: 'ifUserId' },
        schema: {
          tags: ['books'],
          summary: 'Book detail; counts a view. With userId (the caller) it also says whether the book is a favorite.',
          params: bookParams,
          querystring: bookDetailQuery,
          response: { 200: envelope(bookDetailAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { book, isFavorited } = await ctx.catalog.viewBook(request.params.id, request.query.userId);
        return ok(isFavorited === undefined ? toBookDto(book) : { ...toBookDto(book), isFavorited });
      },
    );

    app.get(
      '/books/:bookId/chapters',
      {
        schema: {
          tags: ['chapters'],
          summary: 'Chapters of a book in order (without their text)',
          params: chapterListParams,
          querystring: chapterListQuery,
          response: { 200: envelope(chapterListAnswer), ...errors(400, 404) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        return ok(toChapterList(page, pageSize, await ctx.catalog.chapterPage(request.params.bookId, page, pageSize)));
      },
    );

    app.get(
      '/books/:bookId/chapters/:chapterId',
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['chapters'],
          summary: 'One chapter with its text; a paid chapter the caller has not unlocked comes without text (locked)',
          params: chapterParams,
          response: { 200: envelope(chapterDetailSchema), ...errors(400, 404) },
        },
      },
      async (request) => {
        const { bookId, chapterId } = request.params;
        return ok(toChapterDetail(await ctx.catalog.chapterToRead(bookId, chapterId, request.identity?.userId)));
      },
    );
  };
}
