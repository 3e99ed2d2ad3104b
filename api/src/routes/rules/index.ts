import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../schemas/common.js';
import { rewardRules, rulesAnswer } from '../../schemas/rules.js';

/** The coin economy's constants, so clients display the rules the server applies. */
export function rulesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rules',
      { schema: { tags: ['tasks'], summary: 'Reward amounts and task targets', response: { 200: envelope(rulesAnswer) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return ok(rewardRules());
      },
    );
  };
}
