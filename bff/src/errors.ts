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

export const UPSTREAM_MESSAGE = 'The service is temporarily unavailable, please try again later';

/**
 * The one mapping from REST outcomes to GraphQL error codes. The API's own code travels on, so
 * clients can tell every refusal apart and show it in the reader's language, with three folds:
 * a missing or dead session is UNAUTHENTICATED whatever the API called it (the client signs the
 * reader out either way), "not found" of any kind is NOT_FOUND, and the API's generic invalid
 * input is GraphQL's BAD_USER_INPUT. Transport failures and 5xx get a generic message.
 */
export function toGraphQLError(error: RestError): GraphQLError {
  const code = graphQLCode(error);
  const message = code === 'UPSTREAM_UNAVAILABLE' ? UPSTREAM_MESSAGE : error.message;
  return new GraphQLError(message, { extensions: { code, ...(error.status ? { status: error.status } : {}) } });
}

function graphQLCode({ status, apiCode }: RestError): string {
  if (status === 0 || status >= 500) return 'UPSTREAM_UNAVAILABLE';
  if (status === 401 && (apiCode === undefined || apiCode === 'SESSION_EXPIRED' || apiCode === 'UNAUTHENTICATED')) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  if (apiCode === undefined || apiCode === 'BAD_REQUEST') return statusCodes[status] ?? 'BAD_USER_INPUT';
  return apiCode;
}

/** Codes for answers that came without one of the API's own. */
const statusCodes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_ATTEMPTS',
};

export function unauthenticated(message = 'user not logged in'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
