import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/errors.js';
import { MAX_ID } from '../../schemas/common.js';
import { renderCoverSvg } from '../../seed/cover-svg.js';

export function coversRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/covers/:file',
      {
        schema: {
          tags: ['books'],
          summary: 'A generated SVG cover, e.g. /api/covers/12.svg',
          params: z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, 'file must look like 123.svg') }),
        },
      },
      async (request, reply) => {
        const bookId = Number.parseInt(request.params.file, 10);
        // Ten digits reach past the ids the database stores: no such book, so no such cover.
        const book = bookId <= MAX_ID ? await ctx.books.byId(bookId) : null;
        if (!book) throw notFound('Cover not found', 'COVER_NOT_FOUND');
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderCoverSvg(book));
      },
    );
  };
}
