/**
 * The `extensions.code` values the client branches on. Every code the server can send (the API's
 * closed set and the BFF's own) has a translation in `locales/<language>/errors.json`; this list
 * only names the ones screens react to in their own way.
 */
export const errorCodes = {
  /** No session, or it ended: the client signs the reader out (never a wrong password). */
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badUserInput: 'BAD_USER_INPUT',
  notFound: 'NOT_FOUND',
  /** Wrong username or password at login. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** Wrong username or recovery code on the forgot-password screen (the two are not told apart). */
  invalidRecoveryCode: 'INVALID_RECOVERY_CODE',
  currentPasswordIncorrect: 'CURRENT_PASSWORD_INCORRECT',
  usernameLength: 'USERNAME_LENGTH',
  usernameCharacters: 'USERNAME_CHARACTERS',
  usernameTaken: 'USERNAME_TAKEN',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  emailInvalid: 'EMAIL_INVALID',
  insufficientCoins: 'INSUFFICIENT_COINS',
  alreadyCheckedIn: 'ALREADY_CHECKED_IN',
  chapterLocked: 'CHAPTER_LOCKED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  internalServerError: 'INTERNAL_SERVER_ERROR',
} as const;

export type KnownErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
