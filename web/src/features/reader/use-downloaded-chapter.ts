import { useEffect, useState } from 'react';
import { useAuth } from '@/shared/auth/use-auth';
import { getChapter } from '@/shared/offline/chapter-store';
import type { DisplayedChapter } from './chapter-view';

/**
 * The signed-in reader's downloaded copy of a chapter (IndexedDB), for reading without a
 * connection. `undefined` while it is being looked up, `null` when there is none. Another
 * reader's downloads are never looked at: the store is keyed by user id.
 */
export function useDownloadedChapter(bookId: string, chapterId: string): DisplayedChapter | null | undefined {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const key = `${userId ?? ''}|${bookId}|${chapterId}`;
  const [found, setFound] = useState<{ key: string; chapter: DisplayedChapter | null } | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    getChapter(userId, bookId, chapterId).then(
      (record) => {
        if (cancelled) return;
        setFound({
          key,
          chapter: record && {
            id: record.chapterId,
            number: record.number,
            title: record.title,
            content: record.content,
            locked: false,
            coinsRequired: record.coinsRequired,
            previousChapterId: record.previousChapterId,
            nextChapterId: record.nextChapterId,
            isCompleted: false,
          },
        });
      },
      (error: unknown) => {
        console.warn('Could not read the downloaded chapter', error);
        if (!cancelled) setFound({ key, chapter: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [bookId, chapterId, key, userId]);

  if (userId === null) return null;
  return found?.key === key ? found.chapter : undefined;
}
