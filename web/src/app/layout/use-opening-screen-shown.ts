import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/shared/lib/after-next-paint';

/** How often the check looks again whether the opening screen is up. */
export const OPENING_SCREEN_RECHECK_MS = 250;
/** Past this, what waits for the opening screen goes ahead anyway (say, a query stalled on a phone link). */
export const OPENING_SCREEN_WAIT_LIMIT_MS = 10_000;
/** The longest the screen's data waits for the browser to be idle before it counts as shown. */
export const OPENING_SCREEN_IDLE_LIMIT_MS = 1000;

/**
 * Runs `callback` once the browser has rendered what is pending: when it is next idle
 * (requestIdleCallback, at most OPENING_SCREEN_IDLE_LIMIT_MS later), or where there is no idle
 * callback (Safari) after the next paint. The screen renders its data in slices after the data has
 * come; work started before those have painted delays them. Returns a cancel function.
 */
function afterRendering(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return afterNextPaint(callback);
  const handle = requestIdleCallback(callback, { timeout: OPENING_SCREEN_IDLE_LIMIT_MS });
  return () => cancelIdleCallback(handle);
}

/**
 * False until the first screen is up: `painted` (`usePainted()`: something has been painted) and
 * `isLoading` (the session check, the screen's own data) has said false, and the browser has
 * rendered that data (`afterRendering`); or OPENING_SCREEN_WAIT_LIMIT_MS have passed since the
 * paint. Then true for good. For work no screen needs, which would otherwise take connections and
 * the main thread from the opening screen's requests and its first paint of their data.
 */
export function useOpeningScreenShown(painted: boolean, isLoading: () => boolean): boolean {
  const [shown, setShown] = useState(false);
  const paintedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!painted || shown) return;
    // Kept when `isLoading` changes, so the limit counts from the paint.
    paintedAt.current ??= Date.now();
    const since = paintedAt.current;
    let cancelWait: (() => void) | undefined;
    const check = () => {
      if (cancelWait) return;
      if (!isLoading() || Date.now() - since >= OPENING_SCREEN_WAIT_LIMIT_MS) cancelWait = afterRendering(() => setShown(true));
    };
    check();
    const timer = setInterval(check, OPENING_SCREEN_RECHECK_MS);
    return () => {
      clearInterval(timer);
      cancelWait?.();
    };
  }, [painted, shown, isLoading]);
  return shown;
}
