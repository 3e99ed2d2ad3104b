import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { removeChapterPreview } from '@/features/reader/chapter-preview';
import styles from './app-error-screen.module.css';

/** Shown for any uncaught render error; the only way on is a full reload. */
export function AppErrorScreen() {
  const { t } = useTranslation();
  // Nothing may stay over this screen, the boot entry's copy of a chapter included.
  useLayoutEffect(removeChapterPreview, []);
  return (
    <main className={styles.screen}>
      <div className={`card ${styles.card}`} role="alert">
        <svg className={styles.icon} width="56" height="56" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="var(--color-danger-soft)" />
          <path d="M12 7v6" stroke="var(--color-danger)" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="1.2" fill="var(--color-danger)" />
        </svg>
        <h1 className={styles.title}>{t('appError.title')}</h1>
        <p className={styles.message}>{t('appError.message')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('appError.refresh')}
        </button>
      </div>
    </main>
  );
}
