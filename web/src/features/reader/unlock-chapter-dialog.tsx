import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatCoins } from '@/shared/lib/format-coins';
import { CoinIcon } from '@/shared/ui/coin-icon';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import styles from './reader-panels.module.css';
import type { OpeningPhase } from './use-chapter-opening';

interface UnlockChapterDialogProps {
  open: boolean;
  price: number;
  balance: number;
  phase: OpeningPhase;
  errorText: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a paid chapter is bought: its price, the reader's balance, and where to earn more. */
export function UnlockChapterDialog({ open, price, balance, phase, errorText, onConfirm, onCancel }: UnlockChapterDialogProps) {
  const { t } = useTranslation('reader');
  const busy = phase === 'unlocking';
  return (
    <ModalDialog open={open} onClose={busy ? () => undefined : onCancel} title={t('unlock.title')}>
      <div className={styles.unlock}>
        <p className={styles.price}>
          <CoinIcon size={20} />
          {t('unlock.price', { price, count: price })}
        </p>
        <p className={styles.muted}>{t('unlock.balance', { coins: formatCoins(balance), count: balance })}</p>
        {phase === 'insufficient' && (
          <p className="form-error" role="alert">
            {t('unlock.insufficient', { price, coins: formatCoins(balance) })}{' '}
            <Link to={paths.tasks.getHref()}>{t('unlock.earnCoins')}</Link>
          </p>
        )}
        {phase === 'unlockFailed' && errorText && (
          <p className="form-error" role="alert">
            {errorText}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {t('unlock.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
            {busy ? t('unlock.confirming') : t('unlock.confirm', { price, count: price })}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
