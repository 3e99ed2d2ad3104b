import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '../domain/errors.js';
import { validationErrorCode } from '../schemas/common.js';

const envelope = (code: ErrorCode, message: string) => ({ success: false as const, data: null, message, code });

/** The one place failures become the `{ success: false, data: null, message, code }` envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(envelope(validationErrorCode(message), message));
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

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('ROUTE_NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
