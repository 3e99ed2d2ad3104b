import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseBusyError } from '../db/database.js';
import { AppError, type ErrorCode } from '../domain/errors.js';
import { recordApiError, recordHttpRequest } from '../metrics/metrics.js';
import { errorEnvelope, validationErrorCode } from '../schemas/common.js';

/** Every refusal's body; each one is counted by its code (api_errors_total). */
const envelope = (code: ErrorCode, message: string) => {
  recordApiError(code);
  return { success: false as const, data: null, message, code };
};

/**
 * PostgreSQL's foreign-key refusal of a row for a reader who is gone: the account was deleted
 * while this request, already past its session check, was running. Its session ended with it.
 */
const isWriteForDeletedAccount = (error: FastifyError & { constraint?: string }) =>
  error.code === '23503' && /_user_id_fkey$/.test(error.constraint ?? '');

/**
 * Connections whose request was answered before its body had all arrived (a refusal that needs
 * no body, such as a wrong content type). When that body then runs out of time, the client
 * already has its answer: a second one would arrive unasked.
 */
const answeredBeforeTheirBody = new WeakSet<Socket>();

async function markAnsweredBeforeTheirBody({ raw }: FastifyRequest): Promise<void> {
  if (raw.complete) return;
  answeredBeforeTheirBody.add(raw.socket);
  // Node reads the rest of the body and drops it: once it has, the connection goes on as any other.
  raw.once('end', () => answeredBeforeTheirBody.delete(raw.socket));
}

/** The answer to a path no route serves. */
function answerUnknownRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelope('ROUTE_NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
}

/** The one place failures become the `{ success: false, data: null, message, code }` envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  // What any route may answer, besides what it lists: a failure (500), a database too busy (503),
  // and, for a route that takes a body, one over BODY_LIMIT_BYTES (413). Listed in the OpenAPI
  // document with the rest.
  app.addHook('onRoute', (route) => {
    // Only a request with a body can be answered before its body has come: GETs, the hot path, skip the hook.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      const existing = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
      route.onResponse = [...existing, markAnsweredBeforeTheirBody];
    }
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    // In the route's own refusal shape: the auth routes' refusals carry a timestamp (spec section 7).
    const refusal = Object.entries(response).find(([status]) => status.startsWith('4'))?.[1] ?? errorEnvelope;
    const anyRoute = { ...(route.schema?.body ? { 413: refusal } : {}), 500: refusal, 503: refusal };
    route.schema = { ...route.schema, response: { ...anyRoute, ...response } };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Fastify reads the body of a request for an unknown route before it finds there is none: a
    // body it cannot parse (empty, malformed, too large) still means "no such route".
    if (request.is404) return answerUnknownRoute(request, reply);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(envelope(validationErrorCode(message), message));
    }
    if (error instanceof DatabaseBusyError) {
      request.log.warn({ err: error }, 'no database connection came free in time');
      return reply.status(503).header('retry-after', '1').send(envelope('DATABASE_BUSY', 'The service is busy, please try again shortly'));
    }
    if (isWriteForDeletedAccount(error)) {
      return reply.status(401).send(envelope('SESSION_EXPIRED', 'Session expired or invalid, please log in again'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(envelope('PAYLOAD_TOO_LARGE', 'Request body too large'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return reply.status(400).send(envelope('MALFORMED_JSON', 'Malformed JSON body'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (wrong content type, empty body, ...) carry a safe message.
      return reply.status(status === 404 ? 404 : 400).send(envelope(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(envelope('INTERNAL', 'Internal server error'));
  });

  app.setNotFoundHandler(answerUnknownRoute);
}

/**
 * Fastify's router refuses some URLs before any route, hook or error handler runs: a broken
 * percent-encoding (`%FF`), a path parameter longer than maxParamLength. Its own answer to them is
 * not the envelope (`frameworkErrors` in the server options).
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send(envelope('BAD_REQUEST', 'Malformed URL: invalid percent-encoding'));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(400).send(envelope('BAD_REQUEST', 'A path segment of the URL is too long'));
  } else {
    request.log.error({ err: error }, 'request failed');
    reply.status(500).send(envelope('INTERNAL', 'Internal server error'));
  }
  // No route, so no onResponse hook: counted here, under the one `unmatched` route.
  recordHttpRequest(request.method, undefined, reply.statusCode, reply.elapsedTime / 1000);
}

const connectionErrorMessages: Partial<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: 'Request line or headers too large',
  ERR_HTTP_REQUEST_TIMEOUT: 'Request timed out',
};

/**
 * Node refuses requests it cannot parse (request line and headers over the size limit, broken
 * HTTP) or that do not all arrive within REQUEST_TIMEOUT_MS, before Fastify sees them
 * (`clientErrorHandler` in the server options). The code set has no 431 or 408, so these are the
 * generic 400 BAD_REQUEST, like Fastify's other client errors above.
 */
export function answerConnectionError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable && !answeredBeforeTheirBody.has(socket)) {
    const body = JSON.stringify(envelope('BAD_REQUEST', connectionErrorMessages[error.code] ?? 'Malformed HTTP request'));
    const head = ['HTTP/1.1 400 Bad Request', 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    // Answered before any request object existed: no method, no route, no timing.
    recordHttpRequest('other', undefined, 400, 0);
  }
  socket.destroy(error);
}
