import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { formatPercent } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { formatCoins } from '@/shared/lib/format-coins';
import { AvailableButton } from '@/shared/ui/available-button';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { useToast } from '@/shared/ui/toast/use-toast';
import styles from './tasks-page.module.css';
import { formatRemainingCoins, type WithdrawView } from './withdraw-standing';

const WithdrawMutation = graphql(`
  mutation Withdraw($targetLevel: Int!, $amount: Int!) {
    withdraw(targetLevel: $targetLevel, amount: $amount) {
      targetLevel
      amount
      nextLevel
      isMaxLevel
      user {
        id
        coins
      }
    }
  }
`);

const RecordAchievementMutation = graphql(`
  mutation RecordAchievement($targetLevel: Int!) {
    recordAchievement(targetLevel: $targetLevel) {
      targetLevel
      achievedAt
      newlyAchieved
    }
  }
`);

interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
  view: WithdrawView;
  /** Re-reads the target after a withdrawal. */
  onWithdrawn: () => Promise<unknown>;
}

/** Refusals that the refreshed target explains (coins spent elsewhere, the last level done): their own words. */
const outdatedTargetCodes = [ErrorCode.TARGET_NOT_REACHED, ErrorCode.MAX_LEVEL_REACHED];

/** Progress toward the current withdraw target, and the withdrawal itself once it is reached. */
export function WithdrawDialog({ open, onClose, view, onWithdrawn }: WithdrawDialogProps) {
  const { t } = useTranslation('tasks');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [withdraw] = useMutation(WithdrawMutation);
  const [recordAchievement] = useMutation(RecordAchievementMutation);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const close = () => {
    setMessage(null);
    onClose();
  };

  const submit = async () => {
    if (busy) return;
    if (view.isMaxLevel) {
      close();
      void navigate(paths.withdraw.getHref());
      return;
    }
    if (!view.canWithdraw) {
      setMessage({ tone: 'info', text: t('withdraw.earnMore', { coins: formatRemainingCoins(view.remainingCoins) }) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await withdraw({ variables: { targetLevel: view.targetLevel, amount: view.amount } });
    } catch (error) {
      console.warn('Withdrawal failed', error);
      // A target that moved on (withdrawn in another tab, coins spent elsewhere) is named, as the
      // refreshed target below shows it, so that "try again" does not send the reader back to a
      // refusal; any other failure is the spec's text.
      const text = hasErrorCode(error, ErrorCode.WRONG_TARGET_LEVEL)
        ? t('withdraw.targetMoved')
        : outdatedTargetCodes.some((code) => hasErrorCode(error, code))
          ? errorMessage(error, 'tasks:withdraw.failed')
          : t('withdraw.failed');
      setMessage({ tone: 'error', text });
      // A refusal may only mean the screen is out of date (withdrawn in another tab, coins spent
      // elsewhere), or the answer was lost after the withdrawal went through: read the target again.
      await onWithdrawn().catch((refreshError: unknown) => console.warn('Could not refresh after the withdrawal failed', refreshError));
      setBusy(false);
      return;
    }
    // The withdrawal went through: an achievement that could not be recorded does not undo it.
    await recordAchievement({ variables: { targetLevel: view.targetLevel } }).catch((error: unknown) =>
      console.warn('The withdrawal achievement was not recorded', error),
    );
    const done = t('withdraw.success', { coins: formatCoins(view.amount) });
    showToast(done, { tone: 'success' });
    // Said in the dialog as well: it stays open (the refreshed target shows in it), and a screen
    // reader inside a modal dialog does not hear the toast behind it.
    setMessage({ tone: 'info', text: done });
    // A refresh that fails leaves the old target on screen, not a failed withdrawal.
    await onWithdrawn().catch((error: unknown) => console.warn('Could not refresh after the withdrawal', error));
    setBusy(false);
  };

  const percentage = formatPercent(view.progressPercentage, language);
  let action: string;
  if (view.isMaxLevel) action = t('withdraw.goToWithdraw');
  else if (busy) action = t('withdraw.withdrawing');
  else action = t('withdraw.withdraw', { coins: formatCoins(view.amount) });

  return (
    <ModalDialog open={open} onClose={close} title={t('withdraw.dialogTitle')} closeLabel={t('withdraw.close')}>
      <div className={styles.withdraw}>
        <div className={styles.cardHeader}>
          <p className={styles.targetName}>{t('withdraw.target', { name: view.targetName })}</p>
          <span className={styles.badge}>{t('withdraw.level', { level: view.level })}</span>
        </div>
        {view.isMaxLevel ? (
          <p>{t('withdraw.maxLevel')}</p>
        ) : (
          <>
            <ProgressBar value={view.progressPercentage} label={t('withdraw.progressLabel')} valueText={percentage} />
            <div className={styles.taskFooter}>
              <span>{t('withdraw.balance', { coins: formatCoins(view.userCoins) })}</span>
              <span>{percentage}</span>
            </div>
            <p className={styles.muted}>{t('withdraw.required', { coins: formatCoins(view.requiredCoins) })}</p>
            <p className={styles.muted}>
              {view.canWithdraw ? t('withdraw.ready') : t('withdraw.remaining', { coins: formatRemainingCoins(view.remainingCoins), count: view.remainingCoins })}
            </p>
          </>
        )}
        {message && (
          <p className={message.tone === 'error' ? 'form-error' : styles.notice} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        {/* Unavailable while busy, and keeping the focus through the withdrawal. */}
        <AvailableButton className="btn btn-primary btn-block" available={!busy} onPress={() => void submit()}>
          {action}
        </AvailableButton>
      </div>
    </ModalDialog>
  );
}
