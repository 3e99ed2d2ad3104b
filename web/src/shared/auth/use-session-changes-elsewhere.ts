import { useEffect } from 'react';
import { storageKeys } from '@/shared/lib/storage';
import { useAuth } from './use-auth';

const reloadPage = () => window.location.reload();

/** The reader id in a stored-user record as another tab wrote it; null for none (or an unreadable one). */
function readerIdIn(record: string | null): string | null {
  try {
    const id: unknown = (JSON.parse(record ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

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
      if (readerIdIn(event.key === null ? null : event.newValue) !== shownId) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shownId, reload]);
}
