import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAuth } from '@/shared/auth/use-auth';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { flushWithClient } from './offline-progress-queue';

/**
 * Sends the reading progress queued offline (offline-progress-queue.ts) as soon as the signed-in
 * reader is online: on start and whenever the connection comes back. Renders nothing; the app
 * shell mounts it once for every signed-in screen.
 */
export function OfflineProgressSync() {
  const client = useApolloClient();
  const online = useOnlineStatus();
  const { user, status } = useAuth();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!online || userId === null) return;
    flushWithClient(client, userId).catch((error: unknown) => console.warn('Could not send the progress queued offline', error));
  }, [client, online, userId]);

  return null;
}
