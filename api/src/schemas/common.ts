import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/rules.js';

/**
 * Messages for rules without a message of their own, naming the field, so every 400 says what
 * was wrong. Rules with a spec-given message (username, password, email) set it themselves.
 */
z.config({
  customError: (issue) => {
    const field = issue.path && issue.path.length > 0 ? issue.path.join('.') : 'request body';
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? `${field} is required` : `${field} must be a valid ${issue.expected}`;
      case 'too_small':
        return issue.origin === 'string' ? `${field} must be at least ${issue.minimum} characters` : `${field} must be at least ${issue.minimum}`;
      case 'too_big':
        return issue.origin === 'string' ? `${field} must be at most ${issue.maximum} characters` : `${field} must be at most ${issue.maximum}`;
      case 'invalid_value':
        return `${field} must be one of: ${issue.values.join(', ')}`;
      case 'invalid_format':
        return `${field} has an invalid format`;
      default:
        return undefined;
    }
  },
});

export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const userIdParams = z.object({ userId: positiveId });
export const idParams = z.object({ id: positiveId });

export const languageField = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

/** `page` and `pageSize` query parameters with a per-route default and ceiling. */
export function pagination(defaultPageSize: number, maxPageSize = 100) {
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  };
}

/** A comma-separated list of ids in a query string (`ids=1,2,3`), deduplicated, at most `max`. */
export function idList(max: number) {
  return z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= max, `at most ${max} ids per request`)
    .refine((ids) => ids.every((id) => id > 0 && id <= 2_147_483_647), 'ids must be positive integers');
}

export const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const usernameField = z
  .string()
  .trim()
  .min(3, 'username length must be 3-20 characters')
  .max(20, 'username length must be 3-20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'username may contain only letters, digits and underscore');

export const passwordField = z
  .string()
  .min(6, 'password must be at least 6 characters')
  .max(128, 'password must be at most 128 characters');

/** Optional; an empty string means none. Otherwise text, @, text, dot, text. */
export const emailField = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Please enter a valid email address')
  .transform((value) => (value === '' ? null : value));

/** The success envelope's schema around a route's `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  code: z.string(),
});

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errors(...statuses: Array<400 | 401 | 403 | 404 | 409 | 429>) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope]));
}

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, data, message };
}
