import { paths, tabBarPaths } from '@/config/paths';
import { isOnline } from '@/shared/hooks/use-online-status';

/**
 * When preloading runs (spec section 4): on arriving at a tab page the other tab pages are
 * preloaded after 1-2 s, on returning home after 3 s, and a preload that falls due while one is
 * still running is skipped. Nothing is preloaded offline, and never while the screen on view
 * still waits for its own data: the run waits for it.
 */
export const TAB_PRELOAD_DELAY_MS = { min: 1000, max: 2000 } as const;
export const HOME_RETURN_PRELOAD_DELAY_MS = 3000;
/** How often a due preload looks again whether the screen on view has its data. */
export const SCREEN_LOADING_RECHECK_MS = 500;
/**
 * A run that has not settled by then (a request stalled on a phone link) stops counting as running,
 * so later preloads are not skipped for the rest of the session.
 */
export const PRELOAD_RUN_LIMIT_MS = 30_000;

/**
 * How long after arriving at `to` (coming from `from`, null on the first screen) the other tab
 * pages are preloaded; null when `to` is no tab page. Returning home means coming from a page
 * that is no tab (a novel, the reader, search, ...).
 */
export function tabPreloadDelay(from: string | null, to: string, random: () => number = Math.random): number | null {
  if (!tabBarPaths.includes(to)) return null;
  if (to === paths.home.path && from !== null && !tabBarPaths.includes(from)) return HOME_RETURN_PRELOAD_DELAY_MS;
  return TAB_PRELOAD_DELAY_MS.min + random() * (TAB_PRELOAD_DELAY_MS.max - TAB_PRELOAD_DELAY_MS.min);
}

export interface PreloadScheduler {
  /** Runs `task` after `delayMs`, in place of any run still waiting (not one already running). */
  schedule(delayMs: number, task: () => Promise<unknown>): void;
  /** Drops the run still waiting, if any; a running one finishes. */
  cancel(): void;
  isPreloading(): boolean;
}

interface PreloadSchedulerOptions {
  isOnline?: () => boolean;
  /** True while the screen on view still waits for its own data. */
  isScreenLoading?: () => boolean;
}

export function createPreloadScheduler({
  isOnline: online = isOnline,
  isScreenLoading = () => false,
}: PreloadSchedulerOptions = {}): PreloadScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const run = (task: () => Promise<unknown>) => {
    timer = undefined;
    if (running || !online()) return;
    if (isScreenLoading()) {
      timer = setTimeout(() => run(task), SCREEN_LOADING_RECHECK_MS);
      return;
    }
    running = true;
    let limit: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<void>((resolve) => {
      limit = setTimeout(resolve, PRELOAD_RUN_LIMIT_MS);
    });
    Promise.race([task(), stalled])
      .catch((error: unknown) => console.warn('Preloading failed', error))
      .finally(() => {
        clearTimeout(limit);
        running = false;
      });
  };

  return {
    schedule(delayMs, task) {
      cancel();
      timer = setTimeout(() => run(task), delayMs);
    },
    cancel,
    isPreloading: () => running,
  };
}
