import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { COIN_RULES } from '../../domain/rules.js';
import { assertSelf } from '../../plugins/auth.js';
import { envelope, errors, ok, userIdParams } from '../../schemas/common.js';
import { chapterTaskBody, checkinAnswer, checkinBody, checkinStatusSchema, novelTaskBody, taskProgressSchema } from '../../schemas/task.js';
import type { DailyTask } from '../../services/daily-tasks.js';

export function tasksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tasks/checkin/:userId',
      {
        config: { auth: 'user' },
        schema: { tags: ['tasks'], summary: 'Check-in status', params: userIdParams, response: { 200: envelope(checkinStatusSchema), ...errors(400, 401, 403, 404) } },
      },
      async (request) => ok(await ctx.checkins.status(assertSelf(request, request.params.userId).userId)),
    );

    app.post(
      '/tasks/checkin',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['tasks'],
          summary: `Daily check-in: +${COIN_RULES.checkinReward} coins, then again after nextCheckinTime`,
          body: checkinBody,
          response: { 200: envelope(checkinAnswer), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const result = await ctx.checkins.checkIn(assertSelf(request, request.body.userId).userId, request.body.language);
        return ok(result.data, result.message);
      },
    );

    const dailyTaskPaths: Array<{ path: string; task: DailyTask }> = [
      { path: 'chapter-reading', task: 'chapter_reading' },
      { path: 'novel-reading', task: 'novel_reading' },
    ];
    for (const { path, task } of dailyTaskPaths) {
      app.get(
        `/tasks/${path}/:userId`,
        {
          config: { auth: 'user' },
          schema: { tags: ['tasks'], summary: `Today's ${path} task`, params: userIdParams, response: { 200: envelope(taskProgressSchema), ...errors(400, 401, 403) } },
        },
        async (request) => ok(await ctx.tasks.status(assertSelf(request, request.params.userId).userId, task)),
      );
    }

    app.post(
      '/tasks/chapter-reading/progress',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['tasks'],
          summary: "Re-count today's completed chapters and pay the task when its target is reached",
          description: 'Chapters count once completed through POST /reading/progress; this call never counts a chapter by itself.',
          body: chapterTaskBody,
          response: { 200: envelope(taskProgressSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId, bookId, chapterId, language } = request.body;
        const result = await ctx.tasks.settleChapterTask(assertSelf(request, userId).userId, bookId, chapterId, language);
        return ok(result.status, result.message);
      },
    );

    app.post(
      '/tasks/novel-reading/progress',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['tasks'],
          summary: "Re-count today's novels read and pay the task when its target is reached",
          body: novelTaskBody,
          response: { 200: envelope(taskProgressSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const result = await ctx.tasks.settleNovelTask(assertSelf(request, request.body.userId).userId, request.body.language);
        return ok(result.status, result.message);
      },
    );
  };
}
