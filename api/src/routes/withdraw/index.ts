import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf } from '../../plugins/auth.js';
import { envelope, errors, ok, userIdParams } from '../../schemas/common.js';
import {
  achievementAnswer,
  achievementBody,
  configBody,
  targetsAnswer,
  withdrawAnswer,
  withdrawBody,
  withdrawConfigSchema,
  withdrawProgressSchema,
  withdrawStandingSchema,
} from '../../schemas/withdraw.js';

export function withdrawRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/withdraw/config',
      { schema: { tags: ['withdraw'], summary: 'The base withdraw requirement (the level-1 target)', response: { 200: envelope(withdrawConfigSchema) } } },
      async () => ok(await ctx.withdraw.config()),
    );

    app.put(
      '/withdraw/config',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['withdraw', 'admin'],
          summary: 'Change the base withdraw requirement (admin only)',
          body: configBody,
          response: { 200: envelope(withdrawConfigSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok(await ctx.withdraw.updateConfig(request.body.requiredCoins), 'Withdraw config updated'),
    );

    app.get(
      '/withdraw/targets',
      { schema: { tags: ['withdraw'], summary: 'All withdraw targets by level', response: { 200: envelope(targetsAnswer) } } },
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
          response: { 200: envelope(withdrawProgressSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await ctx.withdraw.progress(assertSelf(request, request.params.userId).userId)),
    );

    app.get(
      '/withdraw/target/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Your current withdraw target and level',
          params: userIdParams,
          response: { 200: envelope(withdrawStandingSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await ctx.withdraw.target(assertSelf(request, request.params.userId).userId)),
    );

    app.post(
      '/withdraw/achievement',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Record that you reached a withdraw target (idempotent)',
          body: achievementBody,
          response: { 200: envelope(achievementAnswer), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        ok(await ctx.withdraw.recordAchievement(assertSelf(request, request.body.userId).userId, request.body.targetLevel), 'Achievement recorded'),
    );

    app.post(
      '/withdraw/withdraw',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['withdraw'],
          summary: 'Withdraw your current target: debits its amount and moves you to the next level',
          body: withdrawBody,
          response: { 200: envelope(withdrawAnswer), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { userId, targetLevel, withdrawAmount } = request.body;
        return ok(await ctx.withdraw.withdraw(assertSelf(request, userId).userId, targetLevel, withdrawAmount), 'Withdrawal successful');
      },
    );
  };
}
