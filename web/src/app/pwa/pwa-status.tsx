import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import styles from './pwa-status.module.css';

/** How often an open app asks the server for a newer service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The installable app's two notices: "you are offline" while the browser has no connection, and
 * "a new version is available — reload" once a new service worker waits (registerType 'prompt':
 * nothing changes under the reader's feet). Loaded lazily by the root layout: registering the
 * service worker is never part of the login screen's first load.
 */
export default function PwaStatus() {
  const { t } = useTranslation('offline');
  const online = useOnlineStatus();
  const [offlineDismissed, setOfflineDismissed] = useState(false);
  // Dismissed for one time offline: the next time the connection drops, the notice shows again.
  if (online && offlineDismissed) setOfflineDismissed(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  const showOffline = !online && !offlineDismissed;
  if (!showOffline && !needRefresh) return null;
  return (
    <div className={styles.stack}>
      {showOffline && (
        <div className={`${styles.banner} ${styles.offline}`} role="status" data-testid="offline-banner">
          <p className={styles.text}>{t('pwa.offline')}</p>
          <button type="button" className={styles.action} onClick={() => setOfflineDismissed(true)}>
            {t('pwa.dismiss')}
          </button>
        </div>
      )}
      {needRefresh && (
        <div className={styles.banner} role="alert" data-testid="update-prompt">
          <p className={styles.text}>{t('pwa.updateAvailable')}</p>
          <button type="button" className={styles.action} onClick={() => void updateServiceWorker(true)}>
            {t('pwa.reload')}
          </button>
          <button type="button" className={styles.action} onClick={() => setNeedRefresh(false)}>
            {t('pwa.later')}
          </button>
        </div>
      )}
    </div>
  );
}
