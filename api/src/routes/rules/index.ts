import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COIN_RULES } from '../../domain/rules.js';
import { envelope, ok } from '../../schemas/common.js';

/** The coin economy's constants, so clients display the rules the server applies. */
export function rulesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rules',
      {
        schema: {
          tags: ['tasks'],
          summary: 'Reward amounts and task targets',
          response: {
            200: envelope(
              z.object({
                checkinReward: z.number().int(),
                checkinPeriodHours: z.number().int(),
                chapterReward: z.number().int(),
                chapterRewardProgress: z.number().int(),
                firstReadReward: z.number().int(),
                chapterTaskTarget: z.number().int(),
                chapterTaskReward: z.number().int(),
                novelTaskTarget: z.number().int(),
                novelTaskReward: z.number().int(),
                freeChaptersInVipBook: z.number().int(),
              }),
            ),
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return ok({
          checkinReward: COIN_RULES.checkinReward,
          checkinPeriodHours: COIN_RULES.checkinPeriodHours,
          chapterReward: COIN_RULES.chapterReward,
          chapterRewardProgress: COIN_RULES.chapterRewardProgress,
          firstReadReward: COIN_RULES.firstReadReward,
          chapterTaskTarget: COIN_RULES.chapterTask.target,
          chapterTaskReward: COIN_RULES.chapterTask.reward,
          novelTaskTarget: COIN_RULES.novelTask.target,
          novelTaskReward: COIN_RULES.novelTask.reward,
          freeChaptersInVipBook: COIN_RULES.freeChaptersInVipBook,
        });
      },
    );
  };
}
