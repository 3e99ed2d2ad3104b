import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/shared/ui/toast/use-toast';
import { removeBook } from './chapter-store';

/**
 * Removes a reader's downloaded books and says how it went: `doneText` when there is one, and
 * always when the device's storage refused (nothing else would tell the reader the download stayed).
 */
export function useRemoveDownloads() {
  const { t } = useTranslation('offline');
  const { showToast } = useToast();
  return useCallback(
    async (userId: string, bookIds: readonly string[], doneText?: string) => {
      try {
        for (const bookId of bookIds) await removeBook(userId, bookId);
      } catch (error) {
        console.warn('Could not remove an offline download', error);
        showToast(t('download.removeFailed'), { tone: 'error' });
        return;
      }
      if (doneText) showToast(doneText, { tone: 'success' });
    },
    [showToast, t],
  );
}
