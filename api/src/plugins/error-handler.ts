import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../domain/errors.js';

/** The one place failures become the `{ success: false, data: null, message, code }` envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, data: null, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ success: false, data: null, message, code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ success: false, data: null, message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, ...) carry a safe message.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body' : error.message;
      return reply.status(status).send({ success: false, data: null, message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, data: null, message: 'Internal server error', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      data: null,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    });
  });
}
