import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/errors.js';
import { PAGE_SIZES } from '../../domain/rules.js';
import { assertSelf } from '../../plugins/auth.js';
import { readingRepository } from '../../repositories/reading.js';
import { envelope, errors, idList, languageField, ok, positiveId } from '../../schemas/common.js';

const awardSchema = z.object({
  type: z.enum(['chapter_reward', 'first_read_reward', 'chapter_reading', 'novel_reading']),
  coins: z.number().int(),
  chapterId: z.number().int().describe('the chapter whose reading earned it (opening a chapter can settle the one read before)'),
});

const chapterProgress = z.object({
  chapterId: z.number().int(),
  progress: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export function readingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reading/start',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: "Open a chapter: unlocks a paid chapter, moves the reader's reading clock to it",
          description:
            "A paid chapter not yet unlocked is bought here; with too few coins the answer is 409 INSUFFICIENT_COINS and nothing changes. The reader has one reading clock: opening a chapter stops the clock of the chapter open before (its time may settle rewards, listed in `awards`) and starts this one's.",
          body: z.object({ userId: positiveId, bookId: positiveId, chapterId: positiveId }),
          response: {
            200: envelope(
              z.object({
                bookId: z.number().int(),
                chapterId: z.number().int(),
                openedAt: z.string(),
                coinsRequired: z.number().int(),
                coinsDeducted: z.number().int(),
                coinsAwarded: z.number().int(),
                awards: z.array(awardSchema),
                remainingCoins: z.number().int(),
              }),
            ),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId } = request.body;
        assertSelf(request, userId);
        const result = await ctx.reading.start(userId, bookId, chapterId);
        return ok(result, result.coinsDeducted > 0 ? `Chapter unlocked: ${result.coinsDeducted} coins deducted` : 'Reading started');
      },
    );

    app.post(
      '/reading/progress',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Report how far a chapter has been read (0-100); pays the rewards its reading time has earned',
          description:
            'Reading time comes from the reading clock only: a report adds time when it is for the chapter opened last. The first-read and 20% rewards need MIN_READ_SECONDS_FOR_REWARD of reading time, completion (100%) needs MIN_READ_SECONDS_FOR_COMPLETION; until then the answer says how long is left (`rewardInSeconds`, `completionInSeconds`) and `message` says why nothing was paid.',
          body: z.object({
            userId: positiveId,
            bookId: positiveId,
            chapterId: positiveId,
            progressPercentage: z.number().min(0).max(100).transform(Math.round),
            language: languageField,
          }),
          response: {
            200: envelope(
              z.object({
                bookId: z.number().int(),
                chapterId: z.number().int(),
                progress: z.number().int(),
                isCompleted: z.boolean(),
                coinsAwarded: z.number().int(),
                awards: z.array(awardSchema),
                totalCoins: z.number().int(),
                message: z.string(),
                readingSeconds: z.number().int().describe('reading time the clock has measured on this chapter'),
                clockRunning: z.boolean().describe('false when another chapter was opened since: this report added no time'),
                rewardInSeconds: z.number().int().nullable().describe('reading time still needed before a due reward is paid'),
                completionInSeconds: z.number().int().nullable().describe('reading time still needed before a finished chapter counts as completed'),
              }),
            ),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId, progressPercentage, language } = request.body;
        assertSelf(request, userId);
        const result = await ctx.reading.reportProgress(userId, bookId, chapterId, progressPercentage, language);
        return ok(result, result.message);
      },
    );

    app.get(
      '/reading/progress/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Reading progress summary for a batch of books (for DataLoader)',
          params: z.object({ userId: positiveId }),
          querystring: z.object({ bookIds: idList(PAGE_SIZES.maxList) }),
          response: {
            200: envelope(
              z.object({
                books: z.array(
                  z.object({
                    bookId: z.number().int(),
                    lastChapterId: z.number().int().nullable(),
                    chaptersStarted: z.number().int(),
                    chaptersCompleted: z.number().int(),
                    updatedAt: z.string().nullable(),
                  }),
                ),
              }),
            ),
            ...errors(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { userId } = request.params;
        assertSelf(request, userId);
        const books = await readingRepository(ctx.db).summariesForBooks(userId, request.query.bookIds);
        return ok({ books });
      },
    );

    app.get(
      '/reading/chapters/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: "Progress of every chapter read, for a batch of books (for DataLoader)",
          params: z.object({ userId: positiveId }),
          querystring: z.object({ bookIds: idList(PAGE_SIZES.maxList) }),
          response: { 200: envelope(z.object({ books: z.array(z.object({ bookId: z.number().int(), chapters: z.array(chapterProgress) })) })), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { userId } = request.params;
        assertSelf(request, userId);
        const byBook = await readingRepository(ctx.db).chaptersOfBooks(userId, request.query.bookIds);
        return ok({ books: request.query.bookIds.map((bookId) => ({ bookId, chapters: byBook.get(bookId) ?? [] })) });
      },
    );

    app.get(
      '/reading/progress/:userId/:bookId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Progress of every chapter read in a book',
          params: z.object({ userId: positiveId, bookId: positiveId }),
          response: {
            200: envelope(z.object({ bookId: z.number().int(), lastChapterId: z.number().int().nullable(), chapters: z.array(chapterProgress) })),
            ...errors(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { userId, bookId } = request.params;
        assertSelf(request, userId);
        const chapters = await readingRepository(ctx.db).chaptersOfBook(userId, bookId);
        return ok({ bookId, lastChapterId: chapters[0]?.chapterId ?? null, chapters });
      },
    );

    app.get(
      '/reading/rewards/:userId/:bookId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Reading rewards paid in a book',
          params: z.object({ userId: positiveId, bookId: positiveId }),
          response: {
            200: envelope(
              z.object({
                bookId: z.number().int(),
                firstReadReward: z.object({ chapterId: z.number().int(), coins: z.number().int(), createdAt: z.string() }).nullable(),
                chapterRewards: z.array(z.object({ chapterId: z.number().int(), coins: z.number().int(), createdAt: z.string() })),
                totalCoins: z.number().int(),
              }),
            ),
            ...errors(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { userId, bookId } = request.params;
        assertSelf(request, userId);
        const rewards = await readingRepository(ctx.db).rewardsInBook(userId, bookId);
        const view = ({ chapterId, coins, createdAt }: (typeof rewards)[number]) => ({ chapterId, coins, createdAt });
        const first = rewards.find((reward) => reward.kind === 'first_read_reward');
        return ok({
          bookId,
          firstReadReward: first ? view(first) : null,
          chapterRewards: rewards.filter((reward) => reward.kind === 'chapter_reward').map(view),
          totalCoins: rewards.reduce((sum, reward) => sum + reward.coins, 0),
        });
      },
    );

    app.get(
      '/reading/history/:userId/:bookId/:chapterId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: "A user's record of one chapter: opened, progress, reward, purchase",
          params: z.object({ userId: positiveId, bookId: positiveId, chapterId: positiveId }),
          response: {
            200: envelope(
              z.object({
                bookId: z.number().int(),
                chapterId: z.number().int(),
                openedAt: z.string().nullable(),
                progress: z.number().int(),
                isCompleted: z.boolean(),
                completedAt: z.string().nullable(),
                rewarded: z.boolean(),
                isPurchased: z.boolean(),
              }),
            ),
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId } = request.params;
        assertSelf(request, userId);
        const history = await readingRepository(ctx.db).chapterHistory(userId, bookId, chapterId);
        if (!history) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
        return ok({ bookId, chapterId, ...history });
      },
    );
  };
}
