import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../domain/errors.js';
import { chapterPrice, PAGE_SIZES, SEARCH_SORTS } from '../../domain/rules.js';
import type { BookRepository, CategoryFilter } from '../../repositories/books.js';
import { assertSelf } from '../../plugins/auth.js';
import { bookSchema, pagedBooks, pageInfo, toBookDto } from '../../schemas/book.js';
import { chapterDetailSchema, chapterPagination, chapterPaginationSchema, chapterSummarySchema, toChapterSummary } from '../../schemas/chapter.js';
import { booleanQuery, envelope, errors, idList, ok, pagination, positiveId, validationMessages } from '../../schemas/common.js';
import { toTsQuery } from '../../search/tokens.js';

async function categoryFilter(books: BookRepository, value: string | undefined): Promise<CategoryFilter> {
  if (!value || value === 'all') return null;
  const filter = await books.resolveCategory(value);
  if (!filter) throw badRequest(`Unknown category: ${value}`, 'UNKNOWN_CATEGORY');
  return filter;
}

export function booksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/books',
      {
        schema: {
          tags: ['books'],
          summary: 'List books, a page at a time, or fetch a batch by id',
          description: 'With `ids` (up to 100) the books are returned in the order asked for and paging is ignored.',
          querystring: z.object({
            ...pagination(PAGE_SIZES.books),
            category: z.string().max(40).optional(),
            hasContentOnly: booleanQuery.optional(),
            ids: idList(PAGE_SIZES.maxList).optional(),
          }),
          response: { 200: envelope(z.object({ books: z.array(bookSchema), ...pagedBooks })), ...errors(400) },
        },
      },
      async (request) => {
        const { page, pageSize, category, hasContentOnly, ids } = request.query;
        if (ids) {
          const rows = await ctx.books.byIds(ids);
          const byId = new Map(rows.map((row) => [row.book_id, row]));
          const books = ids.flatMap((id) => (byId.has(id) ? [toBookDto(byId.get(id)!)] : []));
          return ok({ books, ...pageInfo(books.length, 1, Math.max(ids.length, 1)) });
        }
        const result = await ctx.books.list({
          limit: pageSize,
          offset: (page - 1) * pageSize,
          category: await categoryFilter(ctx.books, category),
          hasContentOnly: hasContentOnly ?? false,
        });
        return ok({ books: result.items.map(toBookDto), ...pageInfo(result.total, page, pageSize) });
      },
    );

    app.get(
      '/books/search',
      {
        schema: {
          tags: ['books'],
          summary: 'Search titles, authors, tags and intros (Chinese and English)',
          querystring: z.object({
            q: z.string().trim().min(1, validationMessages.SEARCH_KEYWORDS_REQUIRED).max(100, validationMessages.SEARCH_KEYWORDS_TOO_LONG),
            ...pagination(PAGE_SIZES.search),
            category: z.string().max(40).optional(),
            sort: z.enum(SEARCH_SORTS).default('relevance'),
          }),
          response: { 200: envelope(z.object({ novels: z.array(bookSchema), ...pagedBooks, query: z.string(), sort: z.enum(SEARCH_SORTS) })), ...errors(400) },
        },
      },
      async (request) => {
        const { q, page, pageSize, category, sort } = request.query;
        const tsQuery = toTsQuery(q);
        if (!tsQuery) throw badRequest(validationMessages.SEARCH_KEYWORDS_REQUIRED, 'SEARCH_KEYWORDS_REQUIRED');
        const result = await ctx.books.search({
          tsQuery,
          category: await categoryFilter(ctx.books, category),
          sort,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return ok({ novels: result.items.map(toBookDto), ...pageInfo(result.total, page, pageSize), query: q, sort });
      },
    );

    app.get(
      '/books/category/:category',
      {
        schema: {
          tags: ['books'],
          summary: 'Books of one category (Chinese name, category slug or genre)',
          params: z.object({ category: z.string().min(1).max(40) }),
          querystring: z.object(pagination(PAGE_SIZES.books)),
          response: { 200: envelope(z.object({ novels: z.array(bookSchema), ...pagedBooks, category: z.string() })), ...errors(400) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const filter = await categoryFilter(ctx.books, request.params.category);
        const result = await ctx.books.list({ limit: pageSize, offset: (page - 1) * pageSize, category: filter, hasContentOnly: false });
        return ok({ novels: result.items.map(toBookDto), ...pageInfo(result.total, page, pageSize), category: request.params.category });
      },
    );

    app.get(
      '/books/:id',
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['books'],
          summary: 'Book detail; counts a view. With userId (the caller) it also says whether the book is a favorite.',
          params: z.object({ id: positiveId }),
          querystring: z.object({ userId: positiveId.optional() }),
          response: { 200: envelope(bookSchema.extend({ isFavorited: z.boolean().optional() })), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId } = request.query;
        if (userId !== undefined) assertSelf(request, userId);
        const book = await ctx.books.recordView(request.params.id);
        if (!book) throw notFound('Book not found', 'BOOK_NOT_FOUND');
        const dto = toBookDto(book);
        if (userId === undefined) return ok(dto);
        const favorited = await ctx.favorites.favoritedAmong(userId, [book.book_id]);
        return ok({ ...dto, isFavorited: favorited.has(book.book_id) });
      },
    );

    app.get(
      '/books/chapters',
      {
        schema: {
          tags: ['chapters'],
          summary: 'The same page of chapters for a batch of books (for DataLoader)',
          description: 'Books that do not exist are left out of `books`.',
          querystring: z.object({ bookIds: idList(PAGE_SIZES.maxList), ...pagination(PAGE_SIZES.chapters, PAGE_SIZES.maxChapters) }),
          response: {
            200: envelope(
              z.object({ books: z.array(z.object({ bookId: z.number().int(), chapters: z.array(chapterSummarySchema), pagination: chapterPaginationSchema })) }),
            ),
            ...errors(400),
          },
        },
      },
      async (request) => {
        const { bookIds, page, pageSize } = request.query;
        const [books, pages] = await Promise.all([ctx.books.byIds(bookIds), ctx.chapters.listByBooks(bookIds, pageSize, (page - 1) * pageSize)]);
        const byId = new Map(books.map((book) => [book.book_id, book]));
        return ok({
          books: bookIds.flatMap((bookId) => {
            const book = byId.get(bookId);
            const list = pages.get(bookId);
            if (!book || !list) return [];
            return [{ bookId, chapters: list.items.map((row) => toChapterSummary(book, row)), pagination: chapterPagination(page, pageSize, list.total) }];
          }),
        });
      },
    );

    app.get(
      '/books/:bookId/chapters',
      {
        schema: {
          tags: ['chapters'],
          summary: 'Chapters of a book in order (without their text)',
          params: z.object({ bookId: positiveId }),
          querystring: z.object(pagination(PAGE_SIZES.chapters, PAGE_SIZES.maxChapters)),
          response: { 200: envelope(z.object({ chapters: z.array(chapterSummarySchema), pagination: chapterPaginationSchema })), ...errors(400, 404) },
        },
      },
      async (request) => {
        const { bookId } = request.params;
        const { page, pageSize } = request.query;
        const book = await ctx.books.byId(bookId);
        if (!book) throw notFound('Book not found', 'BOOK_NOT_FOUND');
        const result = await ctx.chapters.listByBook(bookId, pageSize, (page - 1) * pageSize);
        return ok({ chapters: result.items.map((row) => toChapterSummary(book, row)), pagination: chapterPagination(page, pageSize, result.total) });
      },
    );

    app.get(
      '/books/:bookId/chapters/:chapterId',
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['chapters'],
          summary: 'One chapter with its text; a paid chapter the caller has not unlocked comes without text (locked)',
          params: z.object({ bookId: positiveId, chapterId: positiveId }),
          response: { 200: envelope(chapterDetailSchema), ...errors(400, 404) },
        },
      },
      async (request) => {
        const { bookId, chapterId } = request.params;
        const chapter = await ctx.chapters.find(bookId, chapterId);
        if (!chapter) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
        const price = chapterPrice(chapter, chapter.chapter_no);
        const userId = request.identity?.userId;
        const isPurchased = price > 0 && userId !== undefined && (await ctx.chapters.isPurchased(userId, chapterId));
        const locked = price > 0 && !isPurchased;
        return ok({
          id: chapter.id,
          book_id: chapter.book_id,
          book_name: chapter.book_name,
          chapter_no: chapter.chapter_no,
          title: chapter.title,
          word_count: chapter.word_count,
          coinsRequired: price,
          isFree: price === 0,
          hasContent: chapter.has_content,
          content: locked ? null : chapter.content,
          locked,
          isPurchased,
          prevChapterId: chapter.prev_chapter_id,
          nextChapterId: chapter.next_chapter_id,
        });
      },
    );
  };
}
