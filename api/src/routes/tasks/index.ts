import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/errors.js';
import { assertSelf } from '../../plugins/auth.js';
import { chapterRepository } from '../../repositories/chapters.js';
import { dailyTasks, type DailyTask } from '../../services/daily-tasks.js';
import { envelope, errors, languageField, ok, positiveId, userIdParams } from '../../schemas/common.js';
import { translate } from '../../domain/messages.js';

const checkinStatus = z.object({
  hasCheckedIn: z.boolean(),
  date: z.string().nullable(),
  lastCheckinTime: z.string().nullable(),
  nextCheckinTime: z.string().nullable(),
  reward: z.number().int(),
});

const taskProgress = z.object({
  task: z.enum(['chapter_reading', 'novel_reading']),
  progress: z.number().int(),
  target: z.number().int(),
  completed: z.boolean(),
  percentage: z.number().int(),
  reward: z.number().int(),
  coinsAwarded: z.number().int(),
  totalCoins: z.number().int().describe("the user's coin balance"),
});

export function tasksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tasks = dailyTasks(ctx.db, ctx.config.APP_TIMEZONE);

    app.get(
      '/tasks/checkin/:userId',
      {
        config: { auth: 'user' },
        schema: { tags: ['tasks'], summary: 'Check-in status', params: userIdParams, response: { 200: envelope(checkinStatus), ...errors(400, 401, 403, 404) } },
      },
      async (request) => {
        assertSelf(request, request.params.userId);
        return ok(await ctx.checkins.status(request.params.userId));
      },
    );

    app.post(
      '/tasks/checkin',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['tasks'],
          summary: 'Daily check-in: +30 coins, then again after nextCheckinTime',
          body: z.object({ userId: positiveId, language: languageField }),
          response: {
            200: envelope(checkinStatus.extend({ coins: z.number().int().describe('coins awarded'), totalCoins: z.number().int() })),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        assertSelf(request, request.body.userId);
        const result = await ctx.checkins.checkIn(request.body.userId, request.body.language);
        return ok(result.data, result.message);
      },
    );

    const taskRoutes: Array<{ path: string; task: DailyTask; doneKey: 'task.chapterReading.done' | 'task.novelReading.done' }> = [
      { path: 'chapter-reading', task: 'chapter_reading', doneKey: 'task.chapterReading.done' },
      { path: 'novel-reading', task: 'novel_reading', doneKey: 'task.novelReading.done' },
    ];

    for (const { path, task } of taskRoutes) {
      app.get(
        `/tasks/${path}/:userId`,
        {
          config: { auth: 'user' },
          schema: { tags: ['tasks'], summary: `Today's ${task.replace('_', '-')} task`, params: userIdParams, response: { 200: envelope(taskProgress), ...errors(400, 401, 403) } },
        },
        async (request) => {
          assertSelf(request, request.params.userId);
          return ok(await tasks.status(request.params.userId, task));
        },
      );
    }

    const settle = async (userId: number, task: DailyTask, doneKey: (typeof taskRoutes)[number]['doneKey'], language: 'zh-CN' | 'en-US') => {
      const result = await ctx.db.transaction((tx) => dailyTasks(tx, ctx.config.APP_TIMEZONE).settle(userId, task));
      return ok(result, result.coinsAwarded > 0 ? translate(language, doneKey, { coins: result.coinsAwarded }) : translate(language, 'task.progress'));
    };

    app.post(
      '/tasks/chapter-reading/progress',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['tasks'],
          summary: "Re-count today's completed chapters and pay the task when its target is reached",
          description: 'Chapters count once completed through POST /reading/progress; this call never counts a chapter by itself.',
          body: z.object({ userId: positiveId, bookId: positiveId, chapterId: positiveId, language: languageField }),
          response: { 200: envelope(taskProgress), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId, language } = request.body;
        assertSelf(request, userId);
        if (!(await chapterRepository(ctx.db).find(bookId, chapterId))) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
        return settle(userId, 'chapter_reading', 'task.chapterReading.done', language);
      },
    );

    app.post(
      '/tasks/novel-reading/progress',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['tasks'],
          summary: "Re-count today's novels read and pay the task when its target is reached",
          body: z.object({ userId: positiveId, language: languageField }),
          response: { 200: envelope(taskProgress), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        assertSelf(request, request.body.userId);
        return settle(request.body.userId, 'novel_reading', 'task.novelReading.done', request.body.language);
      },
    );
  };
}
