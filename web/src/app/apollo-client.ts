import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { HttpLink } from '@apollo/client/link/http';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GRAPHQL_ENDPOINT } from '@/config/graphql-endpoint';
import { isUnauthenticatedError } from '@/shared/api/error-message';
import type { PlainAnswer } from '@/shared/api/persisted-get';
import { notifySessionExpired } from '@/shared/auth/session-events';
import { fetchNotingServerClock } from '@/shared/lib/server-clock';
import { createApolloCache } from './apollo-cache';
import { takeOpeningAnswer } from './opening-queries';

/**
 * Operations for which UNAUTHENTICATED is an ordinary answer, not an ended session: the start-up
 * session check and the guest screens (wrong password, unknown user).
 */
const sessionOptionalOperations = new Set(['Me', 'Login', 'Register', 'ResetPassword', 'Logout']);

/** A query text's SHA-256 in hex, as the BFF names persisted queries. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Operations go up as their hash, not their text (automatic persisted queries): a screen's query
 * is 1-2 KB of text in the URL, and a phone's uplink is slow. The BFF knows this app's operations
 * from its build (`pnpm codegen` writes them for it); when it does not know a hash (a BFF older
 * than this build) it says so, and the link sends the text once, which registers it. Web Crypto,
 * which hashes here, exists only in a secure context (HTTPS or localhost); elsewhere the texts go
 * up as before.
 */
function persistedQueryLinks(): ApolloLink[] {
  if (!globalThis.crypto?.subtle) return [];
  return [new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true })];
}

/**
 * Answers a query with the answer boot.ts already asked for (opening-queries.ts) when there is one
 * for the same operation and variables; otherwise, or when that answer was not a plain success,
 * the query goes on to the BFF as usual.
 */
const openingAnswerLink = new ApolloLink((operation, forward) => {
  const opening = takeOpeningAnswer(operation.operationName, operation.variables);
  if (!opening) return forward(operation);
  return new Observable((observer) => {
    let sent: { unsubscribe(): void } | null = null;
    let closed = false;
    // Delivered in a task of its own, as an answer from the network would be: the screen that asked
    // commits (and can paint) before it renders the data, rather than in one long task with it.
    const deliver = (answer: PlainAnswer | null) => {
      if (closed) return;
      if (!answer) {
        sent = forward(operation).subscribe(observer);
        return;
      }
      observer.next(answer);
      observer.complete();
    };
    void opening.then((answer) => setTimeout(deliver, 0, answer));
    return () => {
      closed = true;
      sent?.unsubscribe();
    };
  });
});

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
    fetch: fetchNotingServerClock,
  });

  return new ApolloClient({
    link: ApolloLink.from([sessionLink, openingAnswerLink, ...persistedQueryLinks(), httpLink]),
    cache: createApolloCache(),
  });
}
