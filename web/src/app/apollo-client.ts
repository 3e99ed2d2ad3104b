import { ApolloClient, ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { HttpLink } from '@apollo/client/link/http';
import { isUnauthenticatedError } from '@/shared/api/error-message';
import { notifySessionExpired } from '@/shared/auth/session-events';
import { createApolloCache } from './apollo-cache';

/** Same origin: the dev server and the production host forward /graphql to the BFF. */
export const GRAPHQL_ENDPOINT = '/graphql';

/**
 * Operations for which UNAUTHENTICATED is an ordinary answer, not an ended session: the start-up
 * session check and the guest screens (wrong password, unknown user).
 */
const sessionOptionalOperations = new Set(['Me', 'Login', 'Register', 'ResetPassword', 'Logout']);

export function createApolloClient(): ApolloClient {
  const sessionLink = new ErrorLink(({ error, operation }) => {
    if (sessionOptionalOperations.has(operation.operationName ?? '')) return;
    if (isUnauthenticatedError(error)) notifySessionExpired();
  });

  // The session is an httpOnly cookie set by the BFF; the browser sends it, the app never sees it.
  // Queries go as GET so a proxy may retry them on another BFF replica (a mutation is never sent
  // twice); the header is what the BFF's CSRF prevention asks of a GET.
  const httpLink = new HttpLink({
    uri: GRAPHQL_ENDPOINT,
    credentials: 'same-origin',
    useGETForQueries: true,
    headers: { 'apollo-require-preflight': 'true' },
  });

  return new ApolloClient({
    link: ApolloLink.from([sessionLink, httpLink]),
    cache: createApolloCache(),
  });
}
