import { useTranslation } from 'react-i18next';
import styles from './app-logo.module.css';

/** The product mark and name. */
export function AppLogo({ size = 'large' }: { size?: 'large' | 'small' }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.logo} ${styles[size]}`}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
        <path d="M16 18c6-2 11-1 16 3v27c-5-4-10-5-16-3z" fill="#fff" />
        <path d="M48 18c-6-2-11-1-16 3v27c5-4 10-5 16-3z" fill="#fed7aa" />
      </svg>
      <span className={styles.name}>{t('appName')}</span>
    </div>
  );
}
