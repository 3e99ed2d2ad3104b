/**
 * The API's error vocabulary: a closed set of codes, each with its HTTP status. Every refusal the
 * API answers carries one of these in `code` (the OpenAPI document publishes the set), so clients
 * show errors by code in the reader's language and use the English `message` only as a fallback.
 */
export const ERROR_STATUS = {
  // 400: the input is wrong; nothing changed.
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  CONTROL_CHARACTERS: 400,
  USERNAME_LENGTH: 400,
  USERNAME_CHARACTERS: 400,
  USERNAME_REQUIRED: 400,
  PASSWORD_REQUIRED: 400,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_TOO_COMMON: 400,
  EMAIL_INVALID: 400,
  SEARCH_KEYWORDS_REQUIRED: 400,
  SEARCH_KEYWORDS_TOO_LONG: 400,
  NO_CHANGES: 400,
  UNKNOWN_CATEGORY: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  WITHDRAW_AMOUNT_MISMATCH: 400,
  WITHDRAW_CONFIG_OUT_OF_RANGE: 400,
  // 401: no session, or credentials that do not match.
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_RECOVERY_CODE: 401,
  // 403: someone else's data, or an administrator's action.
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  // 404
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  BOOK_NOT_FOUND: 404,
  CHAPTER_NOT_FOUND: 404,
  COVER_NOT_FOUND: 404,
  WITHDRAW_TARGET_NOT_FOUND: 404,
  // 409: the request conflicts with the current state.
  USERNAME_TAKEN: 409,
  ALREADY_CHECKED_IN: 409,
  INSUFFICIENT_COINS: 409,
  CHAPTER_LOCKED: 409,
  CHAPTER_EMPTY: 409,
  TARGET_NOT_REACHED: 409,
  WRONG_TARGET_LEVEL: 409,
  MAX_LEVEL_REACHED: 409,
  // 413, 429, 5xx
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REGISTRATIONS: 429,
  INTERNAL: 500,
  // No database connection came free in time: the database is overloaded or slow; try again.
  DATABASE_BUSY: 503,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** A failure the client caused or should hear about; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const appError = (code: ErrorCode, message: string) => new AppError(code, message);
export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') => new AppError(code, message);
export const unauthenticated = (message = 'Authentication required', code: ErrorCode = 'UNAUTHENTICATED') => new AppError(code, message);
export const forbidden = (message = 'You may not access this resource', code: ErrorCode = 'FORBIDDEN') => new AppError(code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new AppError(code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(code, message);
export const tooManyRequests = (message: string, code: ErrorCode = 'TOO_MANY_ATTEMPTS') => new AppError(code, message);
