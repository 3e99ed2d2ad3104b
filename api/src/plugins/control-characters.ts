import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../domain/errors.js';

// C0 controls (NUL included), DEL and C1 controls. No field of this API takes any of them, and
// PostgreSQL refuses NUL in text outright. Matching them is the point of this expression.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** The first path (`body.username`, `query.q`) whose string holds a control character, or null. */
export function findControlCharacter(value: unknown, path: string): string | null {
  // A stack instead of recursion: a body of arrays nested thousands deep would overflow the call stack.
  const pending: Array<[unknown, string]> = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (controlCharacter.test(current)) return at;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const children: Array<[unknown, string]> = Array.isArray(current)
      ? current.map((item, index) => [item, `${at}[${index}]`])
      : Object.entries(current).flatMap(([key, item]): Array<[unknown, string]> => [
          [key, `${at}.${key}`],
          [item, `${at}.${key}`],
        ]);
    // Pushed last to first, so they come off the stack in order and the first offending path is reported.
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
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
