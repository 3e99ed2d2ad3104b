import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf } from '../../plugins/auth.js';
import { accountDetailsAnswer, accountDetailsQuery } from '../../schemas/account.js';
import { envelope, errors, ok, userIdParams } from '../../schemas/common.js';

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/details/:userId',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Your coin movements, newest first',
          params: userIdParams,
          querystring: accountDetailsQuery,
          response: { 200: envelope(accountDetailsAnswer), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { page, pageSize, language } = request.query;
        return ok(await ctx.account.details(assertSelf(request, request.params.userId).userId, page, pageSize, language));
      },
    );
  };
}
