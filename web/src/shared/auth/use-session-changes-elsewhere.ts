import { useEffect } from 'react';
import { storageKeys } from '@/shared/lib/storage';
import { parseStoredUser } from './stored-user';
import { useAuth } from './use-auth';

const reloadPage = () => window.location.reload();

/**
 * Follows another tab of the app signing out, or in as someone else (the stored user changes
 * under this tab): this tab reloads, so nothing of the reader it shows (answers held in memory, a
 * chapter on screen with its balance, a download under way) goes on acting under the next session.
 */
export function useSessionChangesElsewhere(reload: () => void = reloadPage): void {
  const { user } = useAuth();
  const shownId = user?.id ?? null;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key: the other tab cleared all of localStorage.
      if (event.key !== storageKeys.user && event.key !== null) return;
      const stored = event.key === null ? null : parseStoredUser(event.newValue);
      if ((stored?.id ?? null) !== shownId) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shownId, reload]);
}
