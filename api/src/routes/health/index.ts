import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** Liveness and readiness for orchestrators; outside /api and outside the OpenAPI document. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      const { ready, database } = await ctx.readiness.check();
      if (ready) return { status: 'ready', database };
      request.log.warn({ database }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', database });
    });
  };
}
