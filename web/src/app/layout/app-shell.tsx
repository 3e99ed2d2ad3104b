import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { tabBarPaths, topBarPaths } from '@/config/paths';
import { OfflineProgressSync } from '@/features/reader/offline-progress-sync';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import '@/shared/i18n/number-interpolation';
import { Spinner } from '@/shared/ui/spinner';
import { usePreloading } from '../preload/use-preloading';
import styles from './app-shell.module.css';
import { BottomTabBar } from './bottom-tab-bar';
import { TopBar } from './top-bar';

/**
 * The frame of every signed-in screen: the desktop top bar (home only), the page, and the mobile
 * bottom tab bar (home, favorites, tasks only). Loaded lazily so the login route never loads it.
 */
export default function AppShell() {
  const { t } = useTranslation();
  const { pathname, search, hash, key } = useLocation();
  const isMobile = useIsMobile();
  const mainRef = useRef<HTMLElement>(null);
  const firstKey = useRef(key);
  // The link or button that led to a new screen (or a new search) is gone with the old one, and the
  // browser drops the keyboard's place to the page's start: it goes to the screen's content instead.
  // A screen that placed the focus itself (the reader) keeps it.
  useEffect(() => {
    if (key === firstKey.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body) mainRef.current?.focus({ preventScroll: true });
  }, [key]);
  const showTopBar = !isMobile && topBarPaths.includes(pathname);
  const showTabBar = isMobile && tabBarPaths.includes(pathname);
  // The other tabs, and on home its first novels, once this screen is shown (spec section 4).
  usePreloading();

  // The router shows /tasks/ as /tasks, but the bars and the preloads know each screen by one
  // address: the one without the trailing slash.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return <Navigate replace to={{ pathname: pathname.replace(/\/+$/, ''), search, hash }} />;
  }

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {showTopBar && <TopBar />}
      <main ref={mainRef} id="main" tabIndex={-1} className={`${styles.main} ${showTabBar ? styles.withTabBar : ''}`}>
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      {showTabBar && <BottomTabBar />}
      {/* Reading progress made offline goes to the server once the connection is back. */}
      <OfflineProgressSync />
    </div>
  );
}
