import { useEffect, useState } from 'react';
import { useAuth } from '@/shared/auth/use-auth';
import { queuedPlace } from './offline-progress-queue';

/**
 * Where to open a chapter that is read without a connection (`active`: the server could not be
 * asked for its place): the place last queued for it on this device, else its start; null while
 * not active or while being looked up. The chapter view tells the reader's place only once it has
 * opened at a known one, so without this no place would be kept while reading offline.
 */
export function useOfflinePlace(bookId: string, chapterId: string, active: boolean): number | null {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const key = `${userId ?? ''}|${bookId}|${chapterId}`;
  const [found, setFound] = useState<{ key: string; place: number } | null>(null);

  useEffect(() => {
    if (!active || userId === null) return;
    let cancelled = false;
    queuedPlace(userId, bookId, chapterId).then(
      (place) => {
        if (!cancelled) setFound({ key, place: place ?? 0 });
      },
      (error: unknown) => {
        console.warn('Could not read the place queued offline', error);
        if (!cancelled) setFound({ key, place: 0 });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, bookId, chapterId, key, userId]);

  return active && found?.key === key ? found.place : null;
}
