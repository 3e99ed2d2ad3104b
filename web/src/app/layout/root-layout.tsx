import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { usePainted } from '@/shared/hooks/use-after-paint';
import { loadStartupNamespaces } from '@/shared/i18n/i18n';
import { Spinner } from '@/shared/ui/spinner';
import { ClearToastsOnNavigation } from '@/shared/ui/toast/clear-toasts-on-navigation';

// The service worker registration and the offline / new-version notices, once the first screen is up.
const PwaStatus = lazy(() => import('../pwa/pwa-status'));

/** The top route: a loading state while a lazy screen's code arrives, and the document title. */
export function RootLayout() {
  const { t } = useTranslation();
  const title = t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // What the first screen does not need waits until it has been painted.
  const painted = usePainted();
  useEffect(() => {
    if (painted) loadStartupNamespaces();
  }, [painted]);
  return (
    <>
      <ClearToastsOnNavigation />
      <Suspense fallback={<Spinner fullPage />}>
        <Outlet />
      </Suspense>
      {painted && (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      )}
    </>
  );
}
