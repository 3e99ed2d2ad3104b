import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/shared/ui/spinner';
import { ClearToastsOnNavigation } from '@/shared/ui/toast/clear-toasts-on-navigation';

// The service worker registration and the offline / new-version notices, outside the first load.
const PwaStatus = lazy(() => import('../pwa/pwa-status'));

/** The top route: a loading state while a lazy screen's code arrives, and the document title. */
export function RootLayout() {
  const { t } = useTranslation();
  const title = t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <ClearToastsOnNavigation />
      <Suspense fallback={<Spinner fullPage />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <PwaStatus />
      </Suspense>
    </>
  );
}
