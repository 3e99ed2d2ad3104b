import { GraphQLError } from 'graphql';
import type { ErrorCode } from './__generated__/resolvers-types.js';
import type { ApiErrorCode } from './rest/dto.js';

/** A failed REST call: the API's status, its error code and message, or a transport failure (status 0). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly apiCode: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** Whether Apollo Server raised this error itself with a 4xx status (a request it refused). */
function isRefusedRequest(error: unknown): boolean {
  const status = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The error's own code, however it was raised (formatError's rule, for the log and the metrics to
 * agree with the answer): its `reason` (the specific code under a common one), else its code, else
 * BAD_REQUEST for a request Apollo refused (a persisted query's hash that does not match its text,
 * an unknown version: the client's mistake), else INTERNAL_SERVER_ERROR.
 */
export function answeredCode(error: unknown): string {
  const code = errorReason(error);
  if (code !== undefined && code !== 'INTERNAL_SERVER_ERROR') return code;
  return isRefusedRequest(error) ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
}

export const UPSTREAM_MESSAGE = 'The service is temporarily unavailable, please try again later';

/**
 * The one mapping from the API's error codes onto the graph's (schema/common.graphql, ErrorCode).
 * Total over the API's closed set: a code the API adds fails to compile here until it is mapped.
 * Most pass through; a few fold together where a client need not tell them apart.
 */
const fromApi: Record<ApiErrorCode, ErrorCode> = {
  BAD_REQUEST: 'BAD_USER_INPUT',
  MALFORMED_JSON: 'BAD_USER_INPUT',
  CONTROL_CHARACTERS: 'CONTROL_CHARACTERS',
  USERNAME_LENGTH: 'USERNAME_LENGTH',
  USERNAME_CHARACTERS: 'USERNAME_CHARACTERS',
  USERNAME_REQUIRED: 'USERNAME_REQUIRED',
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  EMAIL_INVALID: 'EMAIL_INVALID',
  SEARCH_KEYWORDS_REQUIRED: 'SEARCH_KEYWORDS_REQUIRED',
  SEARCH_KEYWORDS_TOO_LONG: 'SEARCH_KEYWORDS_TOO_LONG',
  NO_CHANGES: 'NO_CHANGES',
  UNKNOWN_CATEGORY: 'UNKNOWN_CATEGORY',
  CURRENT_PASSWORD_INCORRECT: 'CURRENT_PASSWORD_INCORRECT',
  WITHDRAW_AMOUNT_MISMATCH: 'WITHDRAW_AMOUNT_MISMATCH',
  WITHDRAW_CONFIG_OUT_OF_RANGE: 'WITHDRAW_CONFIG_OUT_OF_RANGE',
  // A missing or dead session: the client signs the reader out either way.
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_RECOVERY_CODE: 'INVALID_RECOVERY_CODE',
  FORBIDDEN: 'FORBIDDEN',
  ADMIN_REQUIRED: 'ADMIN_REQUIRED',
  // Whatever was not found, the reader is told "not found".
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'NOT_FOUND',
  USER_NOT_FOUND: 'NOT_FOUND',
  BOOK_NOT_FOUND: 'NOT_FOUND',
  CHAPTER_NOT_FOUND: 'NOT_FOUND',
  COVER_NOT_FOUND: 'NOT_FOUND',
  WITHDRAW_TARGET_NOT_FOUND: 'NOT_FOUND',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  ALREADY_CHECKED_IN: 'ALREADY_CHECKED_IN',
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  CHAPTER_LOCKED: 'CHAPTER_LOCKED',
  CHAPTER_EMPTY: 'CHAPTER_EMPTY',
  TARGET_NOT_REACHED: 'TARGET_NOT_REACHED',
  WRONG_TARGET_LEVEL: 'WRONG_TARGET_LEVEL',
  MAX_LEVEL_REACHED: 'MAX_LEVEL_REACHED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  TOO_MANY_REGISTRATIONS: 'TOO_MANY_REGISTRATIONS',
  INTERNAL: 'UPSTREAM_UNAVAILABLE',
  DATABASE_BUSY: 'UPSTREAM_UNAVAILABLE',
};

/** Codes for answers that came without one of the API's own (a proxy's error page, say). */
const byStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_ATTEMPTS',
};

const isApiErrorCode = (code: string | undefined): code is ApiErrorCode => code !== undefined && Object.hasOwn(fromApi, code);

export function graphQLCode({ status, apiCode }: RestError): ErrorCode {
  if (status === 0 || status >= 500) return 'UPSTREAM_UNAVAILABLE';
  if (isApiErrorCode(apiCode)) return fromApi[apiCode];
  return byStatus[status] ?? 'BAD_USER_INPUT';
}

/**
 * The common code (issue 3's: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT) a
 * specific code falls under, for clients that know only those. The error carries the common one
 * as `extensions.code` and the specific one as `extensions.reason`; a code not listed here is its
 * own common code (INSUFFICIENT_COINS, ALREADY_CHECKED_IN, UPSTREAM_UNAVAILABLE, ...).
 */
const commonCodeOf: Partial<Record<ErrorCode, ErrorCode>> = {
  CONTROL_CHARACTERS: 'BAD_USER_INPUT',
  USERNAME_LENGTH: 'BAD_USER_INPUT',
  USERNAME_CHARACTERS: 'BAD_USER_INPUT',
  USERNAME_REQUIRED: 'BAD_USER_INPUT',
  PASSWORD_REQUIRED: 'BAD_USER_INPUT',
  PASSWORD_TOO_SHORT: 'BAD_USER_INPUT',
  PASSWORD_TOO_LONG: 'BAD_USER_INPUT',
  PASSWORD_TOO_COMMON: 'BAD_USER_INPUT',
  EMAIL_INVALID: 'BAD_USER_INPUT',
  SEARCH_KEYWORDS_REQUIRED: 'BAD_USER_INPUT',
  SEARCH_KEYWORDS_TOO_LONG: 'BAD_USER_INPUT',
  NO_CHANGES: 'BAD_USER_INPUT',
  UNKNOWN_CATEGORY: 'BAD_USER_INPUT',
  CURRENT_PASSWORD_INCORRECT: 'BAD_USER_INPUT',
  WITHDRAW_AMOUNT_MISMATCH: 'BAD_USER_INPUT',
  WITHDRAW_CONFIG_OUT_OF_RANGE: 'BAD_USER_INPUT',
  INVALID_RECOVERY_CODE: 'BAD_USER_INPUT',
  INVALID_CREDENTIALS: 'UNAUTHENTICATED',
  ADMIN_REQUIRED: 'FORBIDDEN',
  USERNAME_TAKEN: 'CONFLICT',
  CHAPTER_LOCKED: 'CONFLICT',
  CHAPTER_EMPTY: 'CONFLICT',
  TARGET_NOT_REACHED: 'CONFLICT',
  WRONG_TARGET_LEVEL: 'CONFLICT',
  MAX_LEVEL_REACHED: 'CONFLICT',
};

/** The extensions of an error with this code: the common code, and the specific one where it differs. */
function codeExtensions(code: ErrorCode): { code: ErrorCode; reason?: ErrorCode } {
  const common = commonCodeOf[code];
  return common ? { code: common, reason: code } : { code };
}

/** The specific code of an error the graph answers (`reason`, else `code`), e.g. 'USERNAME_TAKEN'. */
export function errorReason(error: unknown): string | undefined {
  const extensions = (error as { extensions?: { code?: unknown; reason?: unknown } } | null)?.extensions;
  const reason = extensions?.reason ?? extensions?.code;
  return typeof reason === 'string' ? reason : undefined;
}

/** A failed REST call as a GraphQL error: the mapped codes, and the API's message (a generic one for outages). */
export function toGraphQLError(error: RestError): GraphQLError {
  const code = graphQLCode(error);
  const message = code === 'UPSTREAM_UNAVAILABLE' ? UPSTREAM_MESSAGE : error.message;
  return new GraphQLError(message, { extensions: { ...codeExtensions(code), ...(error.status ? { status: error.status } : {}) } });
}

/** An error the graph raises itself, with a code from its ErrorCode enum. */
export function graphError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: codeExtensions(code) });
}

export const unauthenticated = (message = 'user not logged in') => graphError('UNAUTHENTICATED', message);
export const badUserInput = (message: string, code: ErrorCode = 'BAD_USER_INPUT') => graphError(code, message);
