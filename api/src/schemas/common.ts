import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../domain/errors.js';
import { isCommonPassword } from '../domain/password-policy.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/rules.js';

/**
 * The validation messages the spec names, each answered with its own error code (the error
 * handler looks the code up by the message), so clients can show them in the reader's language.
 */
export const validationMessages = {
  USERNAME_LENGTH: 'username length must be 3-20 characters',
  USERNAME_CHARACTERS: 'username may contain only letters, digits and underscore',
  USERNAME_REQUIRED: 'Please enter your username',
  PASSWORD_REQUIRED: 'Please enter your password',
  PASSWORD_TOO_SHORT: 'password must be at least 6 characters',
  PASSWORD_TOO_LONG: 'password must be at most 128 characters',
  PASSWORD_TOO_COMMON: 'This password is among the most common ones and easy to guess; choose another',
  EMAIL_INVALID: 'Please enter a valid email address',
  SEARCH_KEYWORDS_REQUIRED: 'Please enter search keywords',
  SEARCH_KEYWORDS_TOO_LONG: 'Search keywords must be at most 100 characters',
} as const satisfies Partial<Record<ErrorCode, string>>;

const codeByMessage = new Map<string, ErrorCode>(Object.entries(validationMessages).map(([code, message]) => [message, code as ErrorCode]));

/** The error code of a validation message: its own for the spec's rules, BAD_REQUEST for the rest. */
export function validationErrorCode(message: string): ErrorCode {
  return codeByMessage.get(message) ?? 'BAD_REQUEST';
}

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

/** The largest id the database stores (PostgreSQL `integer`); a query with a larger one fails. */
export const MAX_ID = 2_147_483_647;

const wholeNumber = (issue: { path?: PropertyKey[] | undefined }) => `${issue.path && issue.path.length > 0 ? issue.path.join('.') : 'id'} must be a positive whole number`;

/**
 * An id: a whole number from 1, as JSON's number or as the digits of a path or query parameter.
 * Nothing else is read as a number ("0x10", "1e3", " 7 ", true, [5] are refused).
 */
export const positiveId = z
  .union([z.number(), z.string().regex(/^\d+$/, { error: wholeNumber })], { error: wholeNumber })
  .pipe(z.coerce.number<number | string>().int().min(1).max(MAX_ID));

/**
 * A time a device reports (ISO 8601 with its offset), from the Unix epoch on: a device whose clock
 * was reset reads 1970, and earlier years (down to ISO's 0000) are no real time here; some
 * PostgreSQL builds refuse year 0 outright.
 */
export function deviceTimeField(field: string) {
  return z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) >= 0, `${field} must be a time from 1970 on`);
}

export const userIdParams = z.object({ userId: positiveId });
export const idParams = z.object({ id: positiveId });
export const userBookParams = z.object({ userId: positiveId, bookId: positiveId });

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
    .refine((ids) => ids.every((id) => id > 0 && id <= MAX_ID), 'ids must be positive integers');
}

export const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const usernameField = z
  .string()
  .trim()
  .min(3, validationMessages.USERNAME_LENGTH)
  .max(20, validationMessages.USERNAME_LENGTH)
  .regex(/^[A-Za-z0-9_]+$/, validationMessages.USERNAME_CHARACTERS);

const notBlank = (value: string) => value.trim() !== '';

/** A password being set (registration, reset, change): not blank, long enough and not a common one. */
export const newPasswordField = z
  .string()
  .refine(notBlank, validationMessages.PASSWORD_REQUIRED)
  .min(6, validationMessages.PASSWORD_TOO_SHORT)
  .max(128, validationMessages.PASSWORD_TOO_LONG)
  .refine((value) => !isCommonPassword(value), validationMessages.PASSWORD_TOO_COMMON);

/** A password being checked (login, confirming a change): whatever was set before, never blank. */
export const currentPasswordField = z
  .string()
  .min(1, validationMessages.PASSWORD_REQUIRED)
  .refine(notBlank, validationMessages.PASSWORD_REQUIRED)
  .max(128, validationMessages.PASSWORD_TOO_LONG);

/** Optional; an empty string means none. Otherwise text, @, text, dot, text. */
export const emailField = z
  .string()
  .trim()
  .max(254, validationMessages.EMAIL_INVALID)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), validationMessages.EMAIL_INVALID)
  .transform((value) => (value === '' ? null : value));

/** The success envelope's schema around a route's `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

export const errorCodeSchema = z.enum(ERROR_CODES).meta({ id: 'ErrorCode', description: 'What went wrong: one of a closed set, which clients translate.' });

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    data: z.null(),
    message: z.string().describe('English text, a fallback for clients that do not know the code'),
    code: errorCodeSchema,
  })
  .meta({ id: 'ErrorEnvelope' });

/** An auth route's refusal: auth answers carry a timestamp, refusals too (spec section 7). */
export const authErrorEnvelope = errorEnvelope.extend({ timestamp: z.string() }).meta({ id: 'AuthErrorEnvelope' });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope]));
}

/** As `errors`, for the auth routes (`authErrorEnvelope`). */
export function authErrors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, authErrorEnvelope]));
}

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, data, message };
}
