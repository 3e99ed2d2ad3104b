import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { PAGE_SIZES, TASK_TYPES } from '../../domain/rules.js';
import { assertSelf } from '../../plugins/auth.js';
import { accountDetails } from '../../services/account-details.js';
import { envelope, errors, languageField, ok, pagination, userIdParams } from '../../schemas/common.js';

const transactionSchema = z.object({
  id: z.number().int(),
  transaction_type: z.enum(['add', 'subtract']),
  task_type: z.enum(TASK_TYPES),
  amount: z.number().int(),
  balance_after: z.number().int(),
  book_id: z.number().int().nullable(),
  book_name: z.string().nullable(),
  chapter_id: z.number().int().nullable(),
  description: z.string(),
  formatted_description: z.string(),
  created_at: z.string(),
});

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
          querystring: z.object({ ...pagination(PAGE_SIZES.accountDetails), language: languageField }),
          response: {
            200: envelope(
              z.object({
                details: z.array(transactionSchema),
                page: z.number().int(),
                pageSize: z.number().int(),
                total: z.number().int(),
                totalPages: z.number().int(),
                hasMore: z.boolean(),
              }),
            ),
            ...errors(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const { page, pageSize, language } = request.query;
        assertSelf(request, userId);
        return ok(await accountDetails(ctx.db, userId, page, pageSize, language));
      },
    );
  };
}
