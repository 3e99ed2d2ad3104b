import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectProcessMetrics, recordHttpRequest, registry, routeLabel } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** Counts and times every answered request by route (http_requests_total, http_request_duration_seconds). */
export function httpMetrics(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const route = routeLabel(req.path);
    if (route === METRICS_PATH) return next();
    const started = performance.now();
    // 'close' comes for every request, answered or abandoned. One the client gave up on before its
    // answer was sent is counted as 499 (nginx's "client closed request"), not the 200 Node presets.
    res.once('close', () => recordHttpRequest(req.method, route, res.writableFinished ? res.statusCode : 499, (performance.now() - started) / 1000));
    next();
  };
}

function bearerMatches(req: Request, token: string): boolean {
  const sent = Buffer.from(/^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * `GET /metrics` in Prometheus' text format, on the BFF's own port. nginx proxies only /graphql and
 * /covers/ to the BFF and answers /metrics 404 itself, so it is never public; METRICS_TOKEN, when
 * set, is asked of every scrape as a Bearer token.
 */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  collectProcessMetrics();
  return async (req, res) => {
    if (token && !bearerMatches(req, token)) {
      res.status(401).json({ message: 'Metrics need the METRICS_TOKEN bearer token' });
      return;
    }
    res.set('content-type', registry.contentType).set('cache-control', 'no-store').send(await registry.metrics());
  };
}
