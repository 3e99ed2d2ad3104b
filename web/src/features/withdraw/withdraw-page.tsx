import { useTranslation } from 'react-i18next';
import { BackButton } from '@/shared/ui/back-button';
import { paths } from '@/config/paths';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import styles from './withdraw-page.module.css';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';

/**
 * /withdraw: the placeholder the product asks for (spec section 2): back one step in history, a
 * title, "coming soon", a description and empty boxes where the withdrawal form will go.
 */
export default function WithdrawPage() {
  useScrollToTopOnMount();
  const { t } = useTranslation('tasks');
  const boxes = [t('withdrawPage.amountBox'), t('withdrawPage.accountBox'), t('withdrawPage.recordsBox')];
  return (
    <ScreenLayout title={t('withdrawPage.title')} back={<BackButton fallback={paths.tasks.getHref()} label={t('withdrawPage.back')} />}>
      <section className={`card ${styles.intro}`} aria-labelledby="withdraw-soon">
        <span className={styles.badge} id="withdraw-soon">
          {t('withdrawPage.comingSoon')}
        </span>
        <p className={styles.description}>{t('withdrawPage.description')}</p>
      </section>
      {boxes.map((label) => (
        <div key={label} className={styles.box}>
          <span className={styles.boxLabel}>{label}</span>
          <span className={styles.boxLine} aria-hidden="true" />
          <span className={`${styles.boxLine} ${styles.boxLineShort}`} aria-hidden="true" />
        </div>
      ))}
    </ScreenLayout>
  );
}
