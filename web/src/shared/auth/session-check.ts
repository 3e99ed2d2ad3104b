import { graphql } from '@/__generated__';
import { MeHash } from '@/__generated__/operation-hashes';
import { GRAPHQL_ENDPOINT } from '@/config/graphql-endpoint';
import type { ApolloClientLoader } from '@/shared/api/apollo-on-demand';
import { persistedGetRequest, plainSuccess } from '@/shared/api/persisted-get';
import { endServerSession, hasPendingLogout } from './pending-logout';
import { storedUserOf, type StoredUser } from './stored-user';

/** The session check. Its name is known to the Apollo error link, which leaves its errors to the auth provider. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...StoredUser_user
    }
  }
`);

/** Asks the server who is signed in: the user, or null for nobody. Rejects when it cannot tell. */
export async function fetchSessionUser(loadClient: ApolloClientLoader): Promise<StoredUser | null> {
  const client = await loadClient();
  const result = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
  if (result.error) throw result.error;
  return storedUserOf(result.data?.me);
}

/** Whether the server answers a plain GET of `Me` with "nobody is signed in"; false for any other outcome. */
async function answersNobody(): Promise<boolean> {
  try {
    const { url, init } = persistedGetRequest({ operationName: 'Me', hash: MeHash, variables: {} }, GRAPHQL_ENDPOINT);
    const answer = await plainSuccess(await fetch(url, init));
    return answer !== null && answer.data.me === null;
  } catch {
    return false;
  }
}

/**
 * The check for a device that remembers no reader (a guest screen's, once it has painted), where
 * most likely nobody is signed in. A plain GET confirms that without Apollo Client's code (about
 * 50 KB, and a long task on a phone to run it), which a guest who only looks at the login screen
 * never needs. Any other outcome (a session after all, an error, no network) is asked again
 * through Apollo, whose handling of each stays in one place.
 */
export async function fetchGuestSessionUser(loadClient: ApolloClientLoader): Promise<StoredUser | null> {
  if (hasPendingLogout()) {
    // The last sign-out here never reached the server: its session is ended now, never taken up again.
    // Still unreachable: the note stays for the next try.
    await endServerSession(loadClient).catch(() => undefined);
    return null;
  }
  if (await answersNobody()) return null;
  return fetchSessionUser(loadClient);
}

let startedEarly: Promise<StoredUser | null> | null = null;

/**
 * Sends the start-up check before React renders anything (main.tsx, for a reader this device
 * remembers). The auth provider would send it from an effect of its first commit, and that commit
 * waits for the opening screen's code: the check, and then the screen's own query, left one round
 * trip later than they need to. The provider takes this answer instead of asking again.
 */
export function startSessionCheck(loadClient: ApolloClientLoader): void {
  if (startedEarly) return;
  startedEarly = fetchSessionUser(loadClient);
  // Handled by whoever takes it; this only keeps an unhandled rejection out of the console meanwhile.
  startedEarly.catch(() => undefined);
}

/** The check `startSessionCheck` sent, handed over once; null when none was sent. */
export function takeStartedSessionCheck(): Promise<StoredUser | null> | null {
  const check = startedEarly;
  startedEarly = null;
  return check;
}
