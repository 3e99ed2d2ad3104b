import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '../../src/domain/errors.js';
import type { ServedRoute } from './served-routes.js';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

const ENVELOPE_KEYS = 'code,data,message,success';
/**
 * Auth answers, refusals included, also carry a timestamp (spec section 7); not those refused
 * before any route is matched (a request line too long, a broken URL), which no route stamps.
 */
const AUTH_ENVELOPE_KEYS = 'code,data,message,success,timestamp';
const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/**
 * What is wrong with an answer, or null: never a 5xx; errors are exactly
 * `{ success: false, data: null, message, code }` (and `timestamp` on the auth routes, see
 * AUTH_ENVELOPE_KEYS) with a code from the closed set and its status;
 * successes of routes that answer JSON say `success: true`.
 */
export function contractViolation(route: ServedRoute, answer: RawAnswer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (route.method === 'HEAD') return answer.text === '' ? null : 'a HEAD answer has a body';
  const succeeded = answer.status >= 200 && answer.status < 300;
  if (succeeded && !route.answersEnvelope) return null;
  if (!answer.contentType.startsWith('application/json'))
    return `content type ${answer.contentType || '(none)'} instead of JSON: ${answer.text.slice(0, 300)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `body is not JSON: ${answer.text.slice(0, 300)}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `body is not an object: ${answer.text.slice(0, 300)}`;
  const fields = body as Record<string, unknown>;
  if (succeeded) return fields.success === true ? null : `a ${answer.status} without success: true: ${answer.text.slice(0, 300)}`;
  const keys = Object.keys(fields).sort().join(',');
  const allowed = route.url.startsWith('/api/auth/') ? [AUTH_ENVELOPE_KEYS, ENVELOPE_KEYS] : [ENVELOPE_KEYS];
  if (!allowed.includes(keys)) return `error body has keys ${keys} instead of ${allowed.join(' or ')}: ${answer.text.slice(0, 300)}`;
  if (keys === AUTH_ENVELOPE_KEYS && Number.isNaN(Date.parse(String(fields.timestamp)))) return `timestamp ${String(fields.timestamp)} is not a time`;
  if (fields.success !== false || fields.data !== null)
    return `error body is not { success: false, data: null }: ${answer.text.slice(0, 300)}`;
  if (typeof fields.message !== 'string' || fields.message.trim() === '') return `error message is empty: ${answer.text.slice(0, 300)}`;
  if (!isErrorCode(fields.code)) return `error code ${String(fields.code)} is not one of ERROR_CODES`;
  if (ERROR_STATUS[fields.code] !== answer.status)
    return `code ${fields.code} belongs with ${ERROR_STATUS[fields.code]}, answered with ${answer.status}`;
  return null;
}
