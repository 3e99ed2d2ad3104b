import { graphql } from '@/__generated__';
import type { ApolloClientLoader } from '@/shared/api/apollo-on-demand';
import { readString, removeEntry, storageKeys, writeString } from '@/shared/lib/storage';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Ends the session at the server. The session lives in an httpOnly cookie only the server can
 * drop, so a sign-out that cannot reach it (offline, server down) leaves a note on the device:
 * until the logout goes through, the cookie's session is not taken as a signed-in reader.
 * Rejects when the server was not reached.
 */
export async function endServerSession(loadClient: ApolloClientLoader): Promise<void> {
  try {
    await (await loadClient()).mutate({ mutation: LogoutMutation });
    removeEntry(storageKeys.pendingLogout);
  } catch (error) {
    writeString(storageKeys.pendingLogout, '1');
    throw error;
  }
}

/** Whether a sign-out on this device has not reached the server yet. */
export const hasPendingLogout = () => readString(storageKeys.pendingLogout) !== null;

/** A new sign-in replaced the cookie: the old session's token is gone from the device. */
export const forgetPendingLogout = () => removeEntry(storageKeys.pendingLogout);
