import { useEffect, useState } from 'react';
import { onOfflineChange } from './offline-db';

/**
 * Reads something from the offline stores for the signed-in reader and reads it again whenever
 * the stores change. `null` while loading or without a reader; `fallback` when IndexedDB fails.
 */
export function useOfflineData<T>(userId: string | null, read: (userId: string) => Promise<T>, fallback: T): T | null {
  const [state, setState] = useState<{ userId: string | null; value: T | null }>({ userId: null, value: null });
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const load = () => {
      read(userId).then(
        (value) => {
          if (!cancelled) setState({ userId, value });
        },
        (error: unknown) => {
          console.warn('Could not read the offline store', error);
          if (!cancelled) setState({ userId, value: fallback });
        },
      );
    };
    load();
    const stop = onOfflineChange(load);
    return () => {
      cancelled = true;
      stop();
    };
    // `read` and `fallback` are meant to be stable (module functions, constants).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
  return state.userId === userId ? state.value : null;
}
