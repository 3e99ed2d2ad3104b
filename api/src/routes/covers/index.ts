import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { coverParams } from '../../schemas/book.js';
import { errors } from '../../schemas/common.js';
import { renderCoverSvg } from '../../seed/cover-svg.js';

export function coversRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/covers/:file',
      {
        schema: {
          tags: ['books'],
          summary: 'A generated SVG cover, e.g. /api/covers/12.svg',
          params: coverParams,
          // The one answer that is not JSON: app.ts files it under image/svg+xml in the OpenAPI document.
          response: { 200: z.string().describe('the cover, an SVG image'), ...errors(400, 404) },
        },
      },
      async (request, reply) => {
        const book = await ctx.catalog.coverOf(Number.parseInt(request.params.file, 10));
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderCoverSvg(book));
      },
    );
  };
}
