import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** A loading indicator announced to screen readers; `fullPage` centres it in the viewport. */
export function Spinner({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('actions.loading')}</span>
    </div>
  );
}
