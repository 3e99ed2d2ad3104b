import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import styles from './reader-panels.module.css';

/** How to use the reader, shown the first time a reader opens a book (once per user and book). Memoized: a chapter turn does not render it again. */
export const FirstChapterHint = memo(function FirstChapterHint({ open, touch, onDismiss }: { open: boolean; touch: boolean; onDismiss: () => void }) {
  const { t } = useTranslation('reader');
  const tips = touch
    ? [t('firstHint.touchSwipe'), t('firstHint.touchTap'), t('firstHint.touchLongPress'), t('firstHint.touchPinch')]
    : [t('firstHint.keys'), t('firstHint.click'), t('firstHint.settings')];
  return (
    <ModalDialog open={open} onClose={onDismiss} title={t('firstHint.title')}>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        <li>{t('firstHint.rewards')}</li>
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={onDismiss}>
        {t('firstHint.dismiss')}
      </button>
    </ModalDialog>
  );
});
