import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../domain/errors.js';
import { collectProcessMetrics, recordHttpRequest, registry } from '../metrics/metrics.js';

export const METRICS_PATH = '/metrics';

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Prometheus metrics: every answered request counted by route template (onResponse, after the
 * answer left, so it costs the request nothing), and `GET /metrics` in Prometheus' text format on
 * the API's own port. nginx never proxies it (deploy/nginx.conf answers /metrics 404 and publishes
 * nothing of the API); METRICS_TOKEN, when set, is asked of every scrape as a Bearer token.
 */
export const metricsPlugin = fp<{ token: string | undefined }>(async (app: FastifyInstance, { token }) => {
  collectProcessMetrics();

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== METRICS_PATH) recordHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // logLevel: a scrape every few seconds would otherwise be two log lines each.
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (token && !bearerMatches(request, token)) throw unauthenticated('Metrics need the METRICS_TOKEN bearer token');
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
});
