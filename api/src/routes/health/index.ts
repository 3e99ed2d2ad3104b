import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** Liveness and readiness for orchestrators; outside /api and outside the OpenAPI document. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      try {
        await ctx.db.query('SELECT 1');
        return { status: 'ready', database: ctx.db.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable', database: ctx.db.kind });
      }
    });
  };
}
