/** The `extensions.code` values the BFF puts on GraphQL errors. */
export const errorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badUserInput: 'BAD_USER_INPUT',
  notFound: 'NOT_FOUND',
  insufficientCoins: 'INSUFFICIENT_COINS',
  alreadyCheckedIn: 'ALREADY_CHECKED_IN',
  usernameTaken: 'USERNAME_TAKEN',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  internalServerError: 'INTERNAL_SERVER_ERROR',
} as const;
