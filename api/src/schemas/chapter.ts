import { z } from 'zod';
import { chapterPrice, PAGE_SIZES } from '../domain/rules.js';
import type { ChapterSummaryRow } from '../repositories/chapters.js';
import type { ChapterToRead } from '../services/catalog-service.js';
import { idList, pagination, positiveId } from './common.js';

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
}).meta({ id: 'ChapterSummary' });

export const chapterDetailSchema = chapterSummarySchema.extend({
  book_name: z.string(),
  content: z.string().nullable().describe('null while a paid chapter is locked for the caller'),
  locked: z.boolean(),
  isPurchased: z.boolean(),
  prevChapterId: z.number().int().nullable(),
  nextChapterId: z.number().int().nullable(),
  readingProgress: z
    .object({ progress: z.number().int(), isCompleted: z.boolean() })
    .describe("the caller's progress on the chapter (0 and not completed for a guest)"),
}).meta({ id: 'ChapterDetail' });

export const chapterPaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
}).meta({ id: 'ChapterPagination' });

const chapterPaging = pagination(PAGE_SIZES.chapters, PAGE_SIZES.maxChapters);
export const chapterListParams = z.object({ bookId: positiveId });
export const chapterListQuery = z.object(chapterPaging);
export const chapterListAnswer = z.object({ chapters: z.array(chapterSummarySchema), pagination: chapterPaginationSchema });
export const chapterBatchQuery = z.object({ bookIds: idList(PAGE_SIZES.maxList), ...chapterPaging });
export const chapterBatchAnswer = z.object({ books: z.array(chapterListAnswer.extend({ bookId: z.number().int() })) });
export const chapterParams = z.object({ bookId: positiveId, chapterId: positiveId });

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

/** A chapter as the reader gets it: without its text while it is locked for them. */
export function toChapterDetail({ chapter, price, isPurchased, locked, readingProgress }: ChapterToRead): z.infer<typeof chapterDetailSchema> {
  return {
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
    readingProgress,
  };
}
