import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import styles from './reader-panels.module.css';

interface FirstChapterHintProps {
  open: boolean;
  touch: boolean;
  /** Page-turn mode: swipes, taps at the sides and the arrows turn pages, not chapters. */
  paged: boolean;
  /** Offline, reading earns nothing (the reading clock runs on the server): no coins are promised. */
  online: boolean;
  onDismiss: () => void;
}

/** How to use the reader, shown the first time a reader opens a book (once per user and book). Memoized: a chapter turn does not render it again. */
export const FirstChapterHint = memo(function FirstChapterHint({ open, touch, paged, online, onDismiss }: FirstChapterHintProps) {
  const { t } = useTranslation('reader');
  const turning = touch
    ? [t(paged ? 'firstHint.pageTouch' : 'firstHint.touchSwipe'), t(paged ? 'firstHint.pageTap' : 'firstHint.touchTap')]
    : [t(paged ? 'firstHint.pageKeys' : 'firstHint.keys'), t(paged ? 'firstHint.pageClick' : 'firstHint.click')];
  const tips = [...turning, ...(touch ? [t('firstHint.touchLongPress'), t('firstHint.touchPinch')] : [t('firstHint.settings')])];
  return (
    <ModalDialog open={open} onClose={onDismiss} title={t('firstHint.title')}>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        <li>{t(online ? 'firstHint.rewards' : 'firstHint.offlineRewards')}</li>
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={onDismiss}>
        {t('firstHint.dismiss')}
      </button>
    </ModalDialog>
  );
});
