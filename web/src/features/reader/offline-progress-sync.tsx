import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAuth } from '@/shared/auth/use-auth';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { clearOtherReadersDownloads } from '@/shared/offline/offline-db';
import { flushWithClient } from './offline-progress-queue';

/** How long a run that stopped with reports left (the server unreachable) waits before the next. */
export const QUEUE_RETRY_MS = 30_000;

/**
 * Sends the reading progress queued offline (offline-progress-queue.ts) as soon as the signed-in
 * reader is online: on start, whenever the connection comes back, and again every QUEUE_RETRY_MS
 * while a run left reports behind (the browser said online before the network worked, or the API
 * was down). Renders nothing; the app shell mounts it once for every signed-in screen.
 */
export function OfflineProgressSync() {
  const client = useApolloClient();
  const online = useOnlineStatus();
  const { user, status } = useAuth();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  // Downloads left by a reader whose session ended without a sign-out here go once someone signs in.
  useEffect(() => {
    if (userId !== null) clearOtherReadersDownloads(userId).catch((error: unknown) => console.warn('Could not clear the downloads of other readers', error));
  }, [userId]);

  useEffect(() => {
    if (!online || userId === null) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      flushWithClient(client, userId).then(
        ({ remaining }) => {
          if (!stopped && remaining > 0) retry = setTimeout(run, QUEUE_RETRY_MS);
        },
        (error: unknown) => console.warn('Could not send the progress queued offline', error),
      );
    };
    run();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [client, online, userId]);

  return null;
}
