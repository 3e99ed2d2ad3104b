import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import styles from './state-panel.module.css';

/** What a list shows when it has nothing: a title, an optional hint and an optional action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={styles.panel} role="status">
      <svg
        className={styles.icon}
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        aria-hidden="true"
      >
        <path d="M4 5.5C6.5 4.5 9 4.7 12 6.5v13c-3-1.8-5.5-2-8-1z" strokeLinejoin="round" />
        <path d="M20 5.5c-2.5-1-5-.8-8 1v13c3-1.8 5.5-2 8-1z" strokeLinejoin="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}

export interface LoadErrorProps {
  message: string;
  /** A heading and list shown under the message (e.g. the possible causes of a network error). */
  details?: { title: string; items: string[] };
  onRetry?: () => void;
  /** Another way out, such as a back link. */
  action?: ReactNode;
}

/** A failed load: the message, optional details, and a retry button. */
export function LoadError({ message, details, onRetry, action }: LoadErrorProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div className={styles.panel} role="alert">
      <svg
        className={`${styles.icon} ${styles.errorIcon}`}
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.2v.3" strokeLinecap="round" />
      </svg>
      {/* Without a connection, say so plainly rather than showing a failure's text. */}
      <p className={styles.title}>{online ? message : t('errors.offline')}</p>
      {details && online && (
        <div className={styles.details}>
          <p>{details.title}</p>
          <ul>
            {details.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('actions.retry')}
          </button>
        )}
        {action}
      </div>
    </div>
  );
}
