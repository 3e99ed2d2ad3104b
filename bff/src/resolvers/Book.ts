import { graphError } from '../errors.js';
import type { BookResolvers } from '../__generated__/resolvers-types.js';
import { categoryByClassId, pageFields, pagingArgs } from './graph-mapping.js';

/** Spec section 3: the client's fixed values for these two fields. */
const CLIENT_RATING = 4.5;
const CLIENT_READ_CHAPTERS = 0;

/** The page of a book's chapter list that `Book.chapters(page, pageSize)` asks for. */
export const chapterPaging = (args: { page?: number | null; pageSize?: number | null }) => pagingArgs(args.page, args.pageSize, { pageSize: 50, max: 1000 });

export const Book: BookResolvers = {
  id: (book) => String(book.book_id),
  title: (book) => book.book_name,
  author: (book) => book.author,
  // Covers are served by the BFF (proxied from the API) so the browser only ever talks to the BFF.
  coverImage: (book) => `/covers/${book.book_id}.svg`,
  description: (book) => book.book_intro,
  category: (book) => categoryByClassId[book.class_id] ?? 'URBAN_ROMANCE',
  genre: (book) => book.genre,
  totalChapters: (book) => book.book_chapters,
  readChapters: () => CLIENT_READ_CHAPTERS,
  rating: () => CLIENT_RATING,
  coinsRequired: (book) => book.coinsRequired,
  isVip: (book) => book.book_vip === 1,
  tags: (book) =>
    book.book_tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  publishDate: (book) => book.book_update,
  lastUpdateDate: (book) => book.book_update,
  wordCount: (book) => book.book_words,
  viewCount: (book) => book.viewCount ?? 0,
  readCount: (book) => book.readCount ?? 0,
  leadName: (book) => book.lead_name,
  status: (book) => book.book_label,
  hasContent: (book) => book.hasContent,
  isFavorited: async (book, _args, ctx) => ((await ctx.viewerId()) === null ? false : ctx.loaders.favoriteState.load(book.book_id)),
  readingProgress: async (book, _args, ctx) => ((await ctx.viewerId()) === null ? null : ctx.loaders.bookProgress.load(book.book_id)),
  chapters: async (book, args, ctx) => {
    const { page, pageSize } = chapterPaging(args);
    const list = await ctx.loaders.chapterPages.load({ bookId: book.book_id, page, pageSize });
    if (!list) throw graphError('NOT_FOUND', 'Book not found');
    return { items: list.chapters, ...pageFields(page, pageSize, list.pagination.total) };
  },
};
