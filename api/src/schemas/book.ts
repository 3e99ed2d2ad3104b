import { z } from 'zod';
import { chapterPrice, PAGE_SIZES, SEARCH_SORTS } from '../domain/rules.js';
import type { BookRow } from '../repositories/books.js';
import { booleanQuery, idList, pagination, positiveId, validationMessages } from './common.js';

/** A book as the server sends it (spec section 3), plus the legacy fields some screens read. */
export const bookSchema = z.object({
  book_id: z.number().int(),
  class_id: z.number().int(),
  subclass_id: z.number().int(),
  author: z.string(),
  book_name: z.string(),
  lead_name: z.string(),
  book_label: z.string(),
  book_intro: z.string(),
  book_tags: z.string().describe('comma-joined tags'),
  book_vip: z.union([z.literal(0), z.literal(1)]),
  book_price: z.number().int(),
  book_update: z.string().describe('ISO 8601 time of the last update'),
  book_chapters: z.number().int(),
  book_words: z.number().int(),
  cover_img: z.string().describe('path of the generated SVG cover'),
  category: z.string().describe('book-list category name, e.g. 玄幻奇幻'),
  category_en: z.string(),
  genre: z.string().describe('search genre: fantasy, urban, history, scifi, wuxia, romance, military or mystery'),
  rating: z.number(),
  coinsRequired: z.number().int().describe('price of each paid chapter, 0 for free books'),
  viewCount: z.number().int(),
  readCount: z.number().int(),
  hasContent: z.boolean(),
  createdAt: z.string(),
}).meta({ id: 'Book' });

export type BookDto = z.infer<typeof bookSchema>;

export function toBookDto(row: BookRow): BookDto {
  return {
    book_id: row.book_id,
    class_id: row.class_id,
    subclass_id: row.subclass_id,
    author: row.author,
    book_name: row.book_name,
    lead_name: row.lead_name,
    book_label: row.book_label,
    book_intro: row.book_intro,
    book_tags: row.book_tags,
    book_vip: row.book_vip === 1 ? 1 : 0,
    book_price: row.book_price,
    book_update: row.book_update.toISOString(),
    book_chapters: row.book_chapters,
    book_words: row.book_words,
    cover_img: row.cover_img,
    category: row.category_name,
    category_en: row.category_name_en,
    genre: row.genre,
    rating: Math.round(row.rating * 10) / 10,
    // Paid chapters of a VIP book cost book_price each; the first chapters are free.
    coinsRequired: chapterPrice(row, Number.MAX_SAFE_INTEGER),
    viewCount: row.view_count,
    readCount: row.read_count,
    hasContent: row.has_content,
    createdAt: row.created_at.toISOString(),
  };
}

export const pagedBooks = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
};

const categoryField = z.string().max(40).optional();

export const bookListQuery = z.object({
  ...pagination(PAGE_SIZES.books),
  category: categoryField,
  hasContentOnly: booleanQuery.optional(),
  ids: idList(PAGE_SIZES.maxList).optional(),
  userId: positiveId.optional(),
});
/** A book as read with `userId` (the caller): it also says whether the book is one of their favorites. */
const markedBook = bookSchema.extend({ isFavorited: z.boolean().optional() }).meta({ id: 'MarkedBook' });
export const bookListAnswer = z.object({ books: z.array(markedBook), ...pagedBooks });

export const searchQuery = z.object({
  // No `q` at all is an empty search too, with the spec's message.
  q: z
    .string({ error: (issue) => (issue.input === undefined ? validationMessages.SEARCH_KEYWORDS_REQUIRED : undefined) })
    .trim()
    .min(1, validationMessages.SEARCH_KEYWORDS_REQUIRED)
    .max(100, validationMessages.SEARCH_KEYWORDS_TOO_LONG),
  ...pagination(PAGE_SIZES.search),
  category: categoryField,
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  userId: positiveId.optional(),
});
export const searchAnswer = z.object({ novels: z.array(markedBook), ...pagedBooks, query: z.string(), sort: z.enum(SEARCH_SORTS) });

export const categoryParams = z.object({ category: z.string().min(1).max(40) });
export const categoryQuery = z.object(pagination(PAGE_SIZES.books));
export const categoryAnswer = z.object({ novels: z.array(bookSchema), ...pagedBooks, category: z.string() });

export const bookParams = z.object({ id: positiveId });
export const bookDetailQuery = z.object({ userId: positiveId.optional() });
export const bookDetailAnswer = markedBook;

export const coverParams = z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, 'file must look like 123.svg') });

export function pageInfo(total: number, page: number, pageSize: number) {
  return { total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
}
