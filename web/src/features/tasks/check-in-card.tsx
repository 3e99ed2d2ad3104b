import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { hasErrorCode } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { formatDateTime } from '@/shared/i18n/format-date';
import { toGraphQLLanguage } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/use-language';
import { useToast } from '@/shared/ui/toast/use-toast';
import styles from './tasks-page.module.css';
import { useCheckInOpen } from './use-check-in-clock';

export const CheckInCardFragment = graphql(`
  fragment CheckInCard_status on CheckinStatus {
    nextCheckinTime
    reward
  }
`);

const CheckInMutation = graphql(`
  mutation CheckIn($language: Language!) {
    checkIn(language: $language) {
      coinsAwarded
      message
      status {
        ...CheckInCard_status
      }
      user {
        id
        coins
      }
    }
  }
`);

interface CheckInCardProps {
  status: FragmentType<typeof CheckInCardFragment>;
  /** The reward rules' amount when known; else the status's own. */
  reward: number | null;
  periodHours: number;
  /** How far the server's clock is ahead of this device's (useServerClockOffset). */
  clockOffset: number;
  /**
   * Re-reads the screen from the server: after a refusal (the status on screen was out of date),
   * and after a check-in, whose coins move what the withdraw card shows.
   */
  onStale: () => void;
}

/** The daily check-in: +reward coins once per period, refused locally until nextCheckinTime. */
export function CheckInCard({ status: statusRef, reward: rulesReward, periodHours, clockOffset, onStale }: CheckInCardProps) {
  const { t } = useTranslation('tasks');
  const { language } = useLanguage();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [checkIn] = useMutation(CheckInMutation);
  const [busy, setBusy] = useState(false);
  const status = getFragmentData(CheckInCardFragment, statusRef);
  const reward = rulesReward ?? status.reward;
  const nextCheckinTime = status.nextCheckinTime;
  const open = useCheckInOpen(nextCheckinTime, clockOffset);

  const submit = async () => {
    if (busy) return;
    if (!open) {
      showToast(t('checkIn.already'), { tone: 'info' });
      return;
    }
    setBusy(true);
    try {
      // The answer's status replaces the one on screen: CheckinStatus is one entity per reader (apollo-cache.ts).
      const { data } = await checkIn({ variables: { language: toGraphQLLanguage(language) } });
      if (data) {
        showToast(data.checkIn.message, { tone: 'success' });
        onStale();
      }
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.ALREADY_CHECKED_IN)) {
        showToast(t('checkIn.already'), { tone: 'info' });
        onStale();
      } else {
        showToast(errorMessage(error, 'tasks:checkIn.failed', 'tasks:checkIn.networkError'), { tone: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="check-in-title">
      <div className={styles.cardHeader}>
        <h2 id="check-in-title" className={styles.cardTitle}>
          {t('checkIn.title')}
        </h2>
        <span className={styles.reward}>{t('readingTasks.reward', { coins: reward })}</span>
      </div>
      <p className={styles.muted}>{t('checkIn.description', { hours: periodHours, coins: reward })}</p>
      {!open && nextCheckinTime && <p className={styles.muted}>{t('checkIn.next', { time: formatDateTime(nextCheckinTime, language) })}</p>}
      <button
        type="button"
        className={`btn ${open ? 'btn-primary' : 'btn-secondary'} ${styles.checkInButton}`}
        aria-disabled={!open || busy}
        onClick={() => void submit()}
      >
        {busy ? t('checkIn.checking') : open ? t('checkIn.button', { coins: reward }) : t('checkIn.done')}
      </button>
    </section>
  );
}
