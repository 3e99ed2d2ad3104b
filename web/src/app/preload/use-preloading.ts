import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isWaitingForData } from '@/shared/api/waiting-for-data';
import { takeSignIn } from '@/shared/auth/session-events';
import { useAuth } from '@/shared/auth/use-auth';
import { createPreloadScheduler, tabPreloadDelay } from '@/shared/preload/preload-scheduler';

/** Spec section 9: the home page's preloader runs 2 s after home is shown. */
export const HOME_PAGE_PRELOAD_DELAY_MS = 2000;

// The preloads and the screens they import come on demand, never with a screen's first load.
const screenPreloads = () => import('./screen-preload');

/**
 * Spec sections 4 and 9, for the signed-in frame: right after a login, home's data and covers;
 * on arriving at a tab page the other tabs after 1-2 s (3 s when returning home from another
 * page); and on home the details of its first novels after 2 s. Leaving before a preload is due
 * drops it.
 */
export function usePreloading(): void {
  const client = useApolloClient();
  const signedIn = useAuth().user !== null;
  const { pathname } = useLocation();
  const [schedulers] = useState(() => {
    const isScreenLoading = () => isWaitingForData(client);
    return { tabs: createPreloadScheduler({ isScreenLoading }), homePage: createPreloadScheduler({ isScreenLoading }) };
  });
  const previousPath = useRef<string | null>(null);

  // The frame opens right after the sign-in, while the first screen loads its code.
  useEffect(() => {
    if (!signedIn || !takeSignIn()) return;
    import('./home-preload')
      .then(({ afterLoginPreloads, preloadAfterLogin }) => afterLoginPreloads.schedule(0, () => preloadAfterLogin(client)))
      .catch((error: unknown) => console.warn('Preloading failed', error));
  }, [client, signedIn]);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    const { tabs, homePage } = schedulers;
    const tabDelay = signedIn ? tabPreloadDelay(from, pathname) : null;
    if (tabDelay === null) tabs.cancel();
    else tabs.schedule(tabDelay, async () => (await screenPreloads()).preloadOtherTabs(client, pathname));
    if (signedIn && pathname === paths.home.path) {
      homePage.schedule(HOME_PAGE_PRELOAD_DELAY_MS, async () => (await screenPreloads()).preloadHomePage(client));
    } else {
      homePage.cancel();
    }
  }, [client, pathname, schedulers, signedIn]);

  useEffect(
    () => () => {
      schedulers.tabs.cancel();
      schedulers.homePage.cancel();
    },
    [schedulers],
  );
}
