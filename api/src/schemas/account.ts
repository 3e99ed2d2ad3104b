import { z } from 'zod';
import { PAGE_SIZES, TASK_TYPES } from '../domain/rules.js';
import { languageField, pagination } from './common.js';

export const transactionSchema = z
  .object({
    id: z.number().int(),
    transaction_type: z.enum(['add', 'subtract']),
    task_type: z.enum(TASK_TYPES),
    amount: z.number().int(),
    balance_after: z.number().int(),
    book_id: z.number().int().nullable(),
    book_name: z.string().nullable(),
    chapter_id: z.number().int().nullable(),
    chapter_title: z.string().nullable().describe('the chapter a reading reward or payment was for'),
    description: z.string(),
    formatted_description: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Transaction' });

export const accountDetailsQuery = z.object({ ...pagination(PAGE_SIZES.accountDetails), language: languageField });
export const accountDetailsAnswer = z.object({
  details: z.array(transactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});
