import { lazy, Suspense, useCallback, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { removeChapterPreview } from '@/features/reader/chapter-preview';
import { isWaitingForData } from '@/shared/api/waiting-for-data';
import { useAuth } from '@/shared/auth/use-auth';
import { usePainted } from '@/shared/hooks/use-after-paint';
import { loadStartupNamespaces } from '@/shared/i18n/i18n';
import { Spinner } from '@/shared/ui/spinner';
import { ClearToastsOnNavigation } from '@/shared/ui/toast/clear-toasts-on-navigation';
import { loadedApolloRuntime } from '../apollo-loader';
import { matchRoute } from '../match-route';
import { useOpeningScreenShown } from './use-opening-screen-shown';

// The service worker registration and the offline / new-version notices, once the first screen is up.
// Optional: when its code cannot be fetched (offline, or gone after a deploy), the screen goes on without it.
const PwaStatus = lazy(() => import('../pwa/pwa-status').catch(() => ({ default: () => null })));

/** The top route: a loading state while a lazy screen's code arrives, and the document title. */
export function RootLayout() {
  const { t } = useTranslation();
  const title = t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The boot entry's early copy of a chapter is the reader's to take away; any other screen does at once.
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (!matchRoute(paths.reader.path, pathname)) removeChapterPreview();
  }, [pathname]);
  const painted = usePainted();
  // The service worker waits until that screen is up: painted, the session checked and its data in and rendered.
  // Registered at the first paint (on a signed-in route, the spinner's), its three requests went out
  // beside the screen's own.
  const checkingSession = useAuth().status === 'loading';
  const isLoading = useCallback(() => {
    const client = loadedApolloRuntime()?.apolloClient;
    return checkingSession || (client !== undefined && isWaitingForData(client));
  }, [checkingSession]);
  const screenUp = useOpeningScreenShown(painted, isLoading);
  // The error texts, once that screen is up: asked for at the first paint, their request ended just
  // before the screen's data painted and Lighthouse's simulation charged it to that paint (home's
  // largest). An error shown before then asks for them itself (use-error-message.ts).
  useEffect(() => {
    if (screenUp) loadStartupNamespaces();
  }, [screenUp]);
  return (
    <>
      <ClearToastsOnNavigation />
      <Suspense fallback={<Spinner fullPage />}>
        <Outlet />
      </Suspense>
      {screenUp && (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      )}
    </>
  );
}
