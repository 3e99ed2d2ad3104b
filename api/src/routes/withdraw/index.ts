import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf } from '../../plugins/auth.js';
import { envelope, errors, ok, positiveId, userIdParams } from '../../schemas/common.js';

const targetSchema = z.object({
  level: z.number().int(),
  target_name: z.string(),
  target_name_en: z.string(),
  target_amount: z.number().int(),
});

const configSchema = z.object({
  requiredCoins: z.number().int(),
  level: z.number().int(),
  target_name: z.string(),
  target_name_en: z.string(),
});

export function withdrawRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/withdraw/config',
      { schema: { tags: ['withdraw'], summary: 'The base withdraw requirement (the level-1 target)', response: { 200: envelope(configSchema) } } },
      async () => ok(await ctx.withdraw.config()),
    );

    app.put(
      '/withdraw/config',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['withdraw', 'admin'],
          summary: 'Change the base withdraw requirement (admin only)',
          body: z.object({ requiredCoins: z.number().int().min(1).max(2_000_000_000) }),
          response: { 200: envelope(configSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok(await ctx.withdraw.updateConfig(request.body.requiredCoins), 'Withdraw config updated'),
    );

    app.get(
      '/withdraw/targets',
      { schema: { tags: ['withdraw'], summary: 'All withdraw targets by level', response: { 200: envelope(z.object({ targets: z.array(targetSchema) })) } } },
      async () => ok({ targets: await ctx.withdraw.targets() }),
    );

    app.get(
      '/withdraw/progress/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Progress toward your current withdraw target',
          params: userIdParams,
          response: {
            200: envelope(
              z.object({
                userCoins: z.number().int(),
                requiredCoins: z.number().int(),
                progressPercentage: z.number(),
                canWithdraw: z.boolean(),
                remainingCoins: z.number().int(),
                currentLevel: z.number().int(),
                isMaxLevel: z.boolean(),
              }),
            ),
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        assertSelf(request, request.params.userId);
        return ok(await ctx.withdraw.progress(request.params.userId));
      },
    );

    app.get(
      '/withdraw/target/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Your current withdraw target and level',
          params: userIdParams,
          response: {
            200: envelope(
              z.object({
                userCoins: z.number().int(),
                target: targetSchema,
                currentLevel: z.number().int(),
                withdrawnLevel: z.number().int(),
                targetLevel: z.number().int(),
                isMaxLevel: z.boolean(),
                isTargetCompleted: z.boolean(),
              }),
            ),
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        assertSelf(request, request.params.userId);
        return ok(await ctx.withdraw.target(request.params.userId));
      },
    );

    app.post(
      '/withdraw/achievement',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Record that you reached a withdraw target (idempotent)',
          body: z.object({ userId: positiveId, targetLevel: z.number().int().min(1).max(1000) }),
          response: {
            200: envelope(z.object({ targetLevel: z.number().int(), targetName: z.string(), achievedAt: z.string(), newlyAchieved: z.boolean() })),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        assertSelf(request, request.body.userId);
        return ok(await ctx.withdraw.recordAchievement(request.body.userId, request.body.targetLevel), 'Achievement recorded');
      },
    );

    app.post(
      '/withdraw/withdraw',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Withdraw your current target: debits its amount and moves you to the next level',
          body: z.object({
            userId: positiveId,
            targetLevel: z.number().int().min(1).max(1000),
            withdrawAmount: z.number().int().min(1).max(2_000_000_000),
          }),
          response: {
            200: envelope(
              z.object({
                withdrawalId: z.number().int(),
                targetLevel: z.number().int(),
                amount: z.number().int(),
                remainingCoins: z.number().int(),
                nextLevel: z.number().int(),
                isMaxLevel: z.boolean(),
              }),
            ),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const { userId, targetLevel, withdrawAmount } = request.body;
        assertSelf(request, userId);
        return ok(await ctx.withdraw.withdraw(userId, targetLevel, withdrawAmount), 'Withdrawal successful');
      },
    );
  };
}
