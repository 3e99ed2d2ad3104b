import { useTranslation } from 'react-i18next';
import styles from './screen-placeholder.module.css';

/** Stand-in body for a screen that is still being built. */
export function ScreenPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className={`page ${styles.placeholder}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{t('placeholder.comingSoon')}</p>
    </div>
  );
}
