import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf } from '../../plugins/auth.js';
import { envelope, errors, ok, userBookParams, userIdParams } from '../../schemas/common.js';
import {
  booksInProgressAnswer,
  booksInProgressQuery,
  booksOfUserQuery,
  chaptersOfBookAnswer,
  chaptersOfBooksAnswer,
  historyAnswer,
  historyParams,
  progressAnswer,
  progressBody,
  progressSummariesAnswer,
  rewardsAnswer,
  startAnswer,
  startBody,
  statisticsAnswer,
  statisticsQuery,
} from '../../schemas/reading.js';

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
            "A paid chapter not yet unlocked is bought here; with too few coins the answer is 409 INSUFFICIENT_COINS and nothing changes. A chapter whose text is empty or blank (not yet updated) is refused with 409 CHAPTER_EMPTY, and nothing changes. The reader has one reading clock: opening a chapter stops the clock of the chapter open before (its time may settle rewards, listed in `awards`) and starts this one's. `rewardInSeconds` and `completionInSeconds` say how much reading time this chapter still needs before what is waiting on it is paid.",
          body: startBody,
          response: { 200: envelope(startAnswer), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId } = request.body;
        const result = await ctx.reading.start(assertSelf(request, userId).userId, bookId, chapterId);
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
          body: progressBody,
          response: { 200: envelope(progressAnswer), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId, progressPercentage, language, position, offline, recordedAt, reportId } = request.body;
        const details = { position, offline, recordedAt: recordedAt === undefined ? undefined : new Date(recordedAt), reportId };
        const result = await ctx.reading.reportProgress(assertSelf(request, userId).userId, bookId, chapterId, progressPercentage, language, details);
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
          params: userIdParams,
          querystring: booksOfUserQuery,
          response: { 200: envelope(progressSummariesAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok({ books: await ctx.reading.summaries(assertSelf(request, request.params.userId).userId, request.query.bookIds) }),
    );

    app.get(
      '/reading/chapters/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Progress of every chapter read, and the paid chapters unlocked, for a batch of books (for DataLoader)',
          params: userIdParams,
          querystring: booksOfUserQuery,
          response: { 200: envelope(chaptersOfBooksAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok({ books: await ctx.reading.chaptersOfBooks(assertSelf(request, request.params.userId).userId, request.query.bookIds) }),
    );

    app.get(
      '/reading/recent/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'The books you are in the middle of, latest first, with the chapter and place you left each (continue reading)',
          params: userIdParams,
          querystring: booksInProgressQuery,
          response: { 200: envelope(booksInProgressAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok({ books: await ctx.reading.booksInProgress(assertSelf(request, request.params.userId).userId, request.query.limit) }),
    );

    app.get(
      '/reading/stats/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Your reading habit from the server reading clock: minutes per day, streaks, chapters completed, novels started',
          description: 'Days are calendar days of APP_TIMEZONE; a streak counts days with at least STREAK_MIN_MINUTES of reading time.',
          params: userIdParams,
          querystring: statisticsQuery,
          response: { 200: envelope(statisticsAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok(await ctx.statistics.of(assertSelf(request, request.params.userId).userId, request.query.days)),
    );

    app.get(
      '/reading/progress/:userId/:bookId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Progress of every chapter read in a book',
          params: userBookParams,
          response: { 200: envelope(chaptersOfBookAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await ctx.reading.chaptersOfBook(assertSelf(request, request.params.userId).userId, request.params.bookId)),
    );

    app.get(
      '/reading/rewards/:userId/:bookId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: 'Reading rewards paid in a book',
          params: userBookParams,
          response: { 200: envelope(rewardsAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await ctx.reading.rewardsInBook(assertSelf(request, request.params.userId).userId, request.params.bookId)),
    );

    app.get(
      '/reading/history/:userId/:bookId/:chapterId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['reading'],
          summary: "A user's record of one chapter: opened, progress, reward, purchase",
          params: historyParams,
          response: { 200: envelope(historyAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId } = request.params;
        return ok(await ctx.reading.chapterHistory(assertSelf(request, userId).userId, bookId, chapterId));
      },
    );
  };
}
