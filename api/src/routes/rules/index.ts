import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { envelope, ok } from '../../schemas/common.js';
import { rewardRules, rulesAnswer } from '../../schemas/rules.js';

/** The coin economy's constants, so clients display the rules the server applies. */
export function rulesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rules',
      { schema: { tags: ['tasks'], summary: 'Reward amounts and task targets', response: { 200: envelope(rulesAnswer) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return ok(rewardRules(ctx.config.APP_TIMEZONE));
      },
    );
  };
}
