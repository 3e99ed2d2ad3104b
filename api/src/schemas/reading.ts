import { z } from 'zod';
import { PAGE_SIZES } from '../domain/rules.js';
import { deviceTimeField, idList, languageField, positiveId } from './common.js';

export const awardSchema = z
  .object({
    type: z.enum(['chapter_reward', 'first_read_reward', 'chapter_reading', 'novel_reading']),
    coins: z.number().int(),
    chapterId: z.number().int().describe('the chapter whose reading earned it (opening a chapter can settle the one read before)'),
  })
  .meta({ id: 'Award' });

export const chapterProgressSchema = z
  .object({
    chapterId: z.number().int(),
    progress: z.number().int(),
    position: z.number().int().describe('character offset into the chapter of what was at the top of the screen'),
    isCompleted: z.boolean(),
    completedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ChapterProgress' });

export const bookProgressSchema = z
  .object({
    bookId: z.number().int(),
    lastChapterId: z.number().int().nullable(),
    chaptersStarted: z.number().int(),
    chaptersCompleted: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'BookProgress' });

/** What the chapter's reading clock still has to measure, in an opening's and a report's answer. */
const timeStillNeeded = {
  rewardInSeconds: z.number().int().nullable().describe('reading time still needed before a due reward (first-read or 20%) is paid; null when none is waiting'),
  completionInSeconds: z.number().int().nullable().describe('reading time still needed before a chapter read to the end counts as completed; null when none is waiting'),
};

export const startBody = z.object({ userId: positiveId, bookId: positiveId, chapterId: positiveId });
export const startAnswer = z.object({
  bookId: z.number().int(),
  chapterId: z.number().int(),
  openedAt: z.string(),
  coinsRequired: z.number().int(),
  coinsDeducted: z.number().int(),
  coinsAwarded: z.number().int(),
  awards: z.array(awardSchema),
  remainingCoins: z.number().int(),
  progress: chapterProgressSchema.nullable().describe("the reader's progress on this chapter after the opening; null before their first report on it"),
  ...timeStillNeeded,
});

export const progressBody = z.object({
  userId: positiveId,
  bookId: positiveId,
  chapterId: positiveId,
  progressPercentage: z.number().min(0).max(100).transform(Math.round),
  language: languageField,
  position: z.number().int().min(0).max(10_000_000).optional().describe('character offset into the chapter of what is at the top of the screen'),
  offline: z.boolean().optional().describe('read without a connection and sent later: saves progress and place, adds no reading time'),
  recordedAt: deviceTimeField('recordedAt').optional().describe('when an offline report was made (the device clock; a time ahead of the server counts as now); the latest place of all devices wins'),
  reportId: z.uuid().optional().describe('makes the report count once, however often it is sent'),
});
export const progressAnswer = z.object({
  bookId: z.number().int(),
  chapterId: z.number().int(),
  progress: z.number().int(),
  isCompleted: z.boolean(),
  coinsAwarded: z.number().int(),
  awards: z.array(awardSchema),
  totalCoins: z.number().int(),
  message: z.string(),
  position: z.number().int().describe('the place kept for this chapter (the latest of all devices)'),
  readingSeconds: z.number().int().describe('reading time the clock has measured on this chapter'),
  clockRunning: z.boolean().describe('false when another chapter was opened since: this report added no time'),
  ...timeStillNeeded,
});

export const booksOfUserQuery = z.object({ bookIds: idList(PAGE_SIZES.maxList) });
export const progressSummariesAnswer = z.object({ books: z.array(bookProgressSchema) });
export const chaptersOfBooksAnswer = z.object({
  books: z.array(
    z.object({
      bookId: z.number().int(),
      chapters: z.array(chapterProgressSchema),
      purchasedChapterIds: z.array(z.number().int()).describe('the paid chapters of this book the reader has unlocked, read in or not'),
    }),
  ),
});
export const chaptersOfBookAnswer = z.object({ bookId: z.number().int(), lastChapterId: z.number().int().nullable(), chapters: z.array(chapterProgressSchema) });

const rewardEntry = z.object({ chapterId: z.number().int(), coins: z.number().int(), createdAt: z.string() });
export const rewardsAnswer = z.object({
  bookId: z.number().int(),
  firstReadReward: rewardEntry.nullable(),
  chapterRewards: z.array(rewardEntry),
  totalCoins: z.number().int(),
});

export const historyParams = z.object({ userId: positiveId, bookId: positiveId, chapterId: positiveId });
export const historyAnswer = z.object({
  bookId: z.number().int(),
  chapterId: z.number().int(),
  openedAt: z.string().nullable(),
  progress: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  rewarded: z.boolean(),
  isPurchased: z.boolean(),
});

export const booksInProgressQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const booksInProgressAnswer = z.object({
  books: z.array(
    z
      .object({
        bookId: z.number().int(),
        chapterId: z.number().int(),
        chapterNo: z.number().int(),
        chapterTitle: z.string(),
        progress: z.number().int(),
        position: z.number().int(),
        updatedAt: z.string(),
      })
      .meta({ id: 'BookInProgress' }),
  ),
});

export const statisticsQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
export const statisticsAnswer = z
  .object({
    timezone: z.string().describe('APP_TIMEZONE: days are its calendar days'),
    today: z.string(),
    streakMinMinutes: z.number(),
    days: z.array(z.object({ date: z.string(), seconds: z.number().int(), minutes: z.number() })).describe('oldest first, ending today'),
    todaySeconds: z.number().int(),
    todayMinutes: z.number(),
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
    chaptersCompleted: z.number().int(),
    novelsStarted: z.number().int(),
  })
  .meta({ id: 'ReadingStatistics' });
