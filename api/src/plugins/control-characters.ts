import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../domain/errors.js';

// C0 controls (NUL included), DEL and C1 controls. No field of this API takes any of them, and
// PostgreSQL refuses NUL in text outright. Matching them is the point of this expression.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** The first path (`body.username`, `query.q`) whose string holds a control character, or null. */
export function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(key, `${path}.${key}`) ?? findControlCharacter(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Every string a route takes in (path, query, body) is refused with 400 when it holds a control character. */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found =
      findControlCharacter(request.params, 'params') ?? findControlCharacter(request.query, 'query') ?? findControlCharacter(request.body, 'body');
    if (found) throw badRequest(`${found.replace(/^\w+\./, '')} must not contain control characters`, 'CONTROL_CHARACTERS');
  });
});
