import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/shared/ui/spinner';

/** The top route: a loading state while a lazy screen's code arrives, and the document title. */
export function RootLayout() {
  const { t } = useTranslation();
  const title = t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <Outlet />
    </Suspense>
  );
}
