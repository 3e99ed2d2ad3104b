import { z } from 'zod';
import { languageField, positiveId } from './common.js';

export const checkinStatusSchema = z
  .object({
    hasCheckedIn: z.boolean(),
    date: z.string().nullable(),
    lastCheckinTime: z.string().nullable(),
    nextCheckinTime: z.string().nullable(),
    reward: z.number().int(),
    serverTime: z.string().describe("the server's time as the status was read (the check-in clock runs on it)"),
  })
  .meta({ id: 'CheckinStatus' });

export const taskProgressSchema = z
  .object({
    task: z.enum(['chapter_reading', 'novel_reading']),
    progress: z.number().int(),
    target: z.number().int(),
    completed: z.boolean(),
    percentage: z.number().int(),
    reward: z.number().int(),
    coinsAwarded: z.number().int(),
    totalCoins: z.number().int().describe("the user's coin balance"),
  })
  .meta({ id: 'TaskProgress' });

export const checkinBody = z.object({ userId: positiveId, language: languageField });
export const checkinAnswer = checkinStatusSchema.extend({ coins: z.number().int().describe('coins awarded'), totalCoins: z.number().int() });
export const chapterTaskBody = z.object({ userId: positiveId, bookId: positiveId, chapterId: positiveId, language: languageField });
export const novelTaskBody = z.object({ userId: positiveId, language: languageField });
