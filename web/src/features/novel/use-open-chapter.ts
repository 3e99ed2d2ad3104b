import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { createReturnState } from '@/shared/auth/return-path';
import { useAuth } from '@/shared/auth/use-auth';
import { novelOrigin } from '@/shared/lib/novel-origin';
import { useToast } from '@/shared/ui/toast/use-toast';

/**
 * Opens a chapter in the reader. Reading needs a signed-in reader (spec section 2), and a chapter
 * whose content is empty is refused here with the not-updated message (spec section 5).
 * Returns whether the reader was opened.
 */
export function useOpenChapter(bookId: string): (chapter: { id: string; hasContent: boolean }) => boolean {
  const { t } = useTranslation('browse');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { showToast } = useToast();

  return useCallback(
    (chapter) => {
      if (!user) {
        void navigate(paths.login.getHref(), { state: createReturnState(location) });
        return false;
      }
      if (!chapter.hasContent) {
        showToast(t('novel.chapterNotUpdated'), { tone: 'error' });
        return false;
      }
      // The detail page's origin goes along, for the reader's way back to it.
      void navigate(paths.reader.getHref(bookId, chapter.id), { state: novelOrigin(location.state) });
      return true;
    },
    [bookId, location, navigate, showToast, t, user],
  );
}
