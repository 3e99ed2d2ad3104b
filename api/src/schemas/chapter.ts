import { z } from 'zod';
import { chapterPrice } from '../domain/rules.js';
import type { ChapterSummaryRow } from '../repositories/chapters.js';

/** A chapter in a list: everything but its text. */
export const chapterSummarySchema = z.object({
  id: z.number().int(),
  book_id: z.number().int(),
  chapter_no: z.number().int(),
  title: z.string(),
  word_count: z.number().int(),
  coinsRequired: z.number().int(),
  isFree: z.boolean(),
  hasContent: z.boolean().describe('false when the chapter text is empty (not yet updated)'),
});

export const chapterDetailSchema = chapterSummarySchema.extend({
  book_name: z.string(),
  content: z.string().nullable().describe('null while a paid chapter is locked for the caller'),
  locked: z.boolean(),
  isPurchased: z.boolean(),
  prevChapterId: z.number().int().nullable(),
  nextChapterId: z.number().int().nullable(),
});

export const chapterPaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export function toChapterSummary(book: { book_vip: number; book_price: number }, row: ChapterSummaryRow): z.infer<typeof chapterSummarySchema> {
  const price = chapterPrice(book, row.chapter_no);
  return {
    id: row.id,
    book_id: row.book_id,
    chapter_no: row.chapter_no,
    title: row.title,
    word_count: row.word_count,
    coinsRequired: price,
    isFree: price === 0,
    hasContent: row.has_content,
  };
}

export function chapterPagination(page: number, pageSize: number, total: number): z.infer<typeof chapterPaginationSchema> {
  return { page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
