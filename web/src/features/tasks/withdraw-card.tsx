import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { formatNumber } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { ProgressBar } from '@/shared/ui/progress-bar';
import styles from './tasks-page.module.css';
import { WithdrawDialog } from './withdraw-dialog';
import { formatRemainingCoins, withdrawView } from './withdraw-standing';

/** The withdraw parts of the tasks screen query (config, progress, target). */
export const WithdrawCardFragment = graphql(`
  fragment WithdrawCard_query on Query {
    withdrawConfig {
      requiredCoins
    }
    withdrawProgress {
      userCoins
      requiredCoins
      progressPercentage
      canWithdraw
      remainingCoins
    }
    withdrawStanding {
      userCoins
      currentLevel
      targetLevel
      isMaxLevel
      target {
        level
        name
        nameEn
        amount
      }
    }
  }
`);

interface WithdrawCardProps {
  /** The screen's data; null before it has loaded (the spec's fallbacks apply). */
  query: FragmentType<typeof WithdrawCardFragment> | null;
  /** Re-reads the target after a withdrawal. */
  onWithdrawn: () => Promise<unknown>;
}

/** The current withdraw target on the tasks screen; opens the withdraw dialog, or /withdraw at the max level. */
export function WithdrawCard({ query, onWithdrawn }: WithdrawCardProps) {
  const { t } = useTranslation('tasks');
  const { user } = useAuth();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const data = getFragmentData(WithdrawCardFragment, query);
  const view = withdrawView(
    { config: data?.withdrawConfig ?? null, progress: data?.withdrawProgress ?? null, standing: data?.withdrawStanding ?? null },
    user?.coins ?? 0,
    language,
  );

  const openWithdraw = () => {
    if (view.isMaxLevel) void navigate(paths.withdraw.getHref());
    else setOpen(true);
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="withdraw-title">
      <div className={styles.cardHeader}>
        <h2 id="withdraw-title" className={styles.cardTitle}>
          {t('withdraw.cardTitle')}
        </h2>
        <span className={styles.badge}>{view.targetName}</span>
      </div>
      <p className={styles.muted}>{t('withdraw.cardDescription')}</p>
      {!view.isMaxLevel && (
        <div className={styles.withdrawStanding} data-testid="withdraw-standing">
          <ProgressBar
            value={view.progressPercentage}
            label={t('withdraw.progressLabel')}
            valueText={t('withdraw.standing', { coins: formatNumber(view.userCoins, language), required: formatNumber(view.requiredCoins, language) })}
            size="thin"
          />
          <p className={styles.muted}>
            {view.canWithdraw
              ? t('withdraw.ready')
              : t('withdraw.remaining', { coins: formatRemainingCoins(view.remainingCoins), count: view.remainingCoins })}
          </p>
        </div>
      )}
      {/* Below the target the distance above says what the dialog would: nothing to withdraw yet. */}
      <button type="button" className={view.canWithdraw || view.isMaxLevel ? 'btn btn-primary' : 'btn btn-secondary'} onClick={openWithdraw}>
        {view.isMaxLevel ? t('withdraw.goToWithdraw') : t('withdraw.open')}
      </button>
      <WithdrawDialog open={open} onClose={() => setOpen(false)} view={view} onWithdrawn={onWithdrawn} />
    </section>
  );
}
