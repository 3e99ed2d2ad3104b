import { GraphQLError } from 'graphql';

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

/** Codes the API uses for 409 conflicts that the web client tells apart. */
const conflictCodes = new Set([
  'INSUFFICIENT_COINS',
  'ALREADY_CHECKED_IN',
  'USERNAME_TAKEN',
  'CHAPTER_LOCKED',
  'TARGET_NOT_REACHED',
  'WRONG_TARGET_LEVEL',
  'MAX_LEVEL_REACHED',
]);

export const UPSTREAM_MESSAGE = 'The service is temporarily unavailable, please try again later';

/**
 * The one mapping from REST outcomes to GraphQL error codes. The API's message travels with the
 * error so the client can show the spec's texts; transport failures and 5xx get a generic message.
 */
export function toGraphQLError(error: RestError): GraphQLError {
  const code = graphQLCode(error);
  const message = code === 'UPSTREAM_UNAVAILABLE' ? UPSTREAM_MESSAGE : error.message;
  return new GraphQLError(message, { extensions: { code, ...(error.status ? { status: error.status } : {}) } });
}

function graphQLCode(error: RestError): string {
  switch (error.status) {
    case 400:
    case 413:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return error.apiCode && conflictCodes.has(error.apiCode) ? error.apiCode : 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'UPSTREAM_UNAVAILABLE';
  }
}

export function unauthenticated(message = 'user not logged in'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
