import { useEffect, useRef, useState } from 'react';

/** How often the check looks again whether the opening screen is up. */
export const OPENING_SCREEN_RECHECK_MS = 250;
/** Past this, what waits for the opening screen goes ahead anyway (say, a query stalled on a phone link). */
export const OPENING_SCREEN_WAIT_LIMIT_MS = 10_000;

/**
 * False until the first screen is up: `painted` (`usePainted()`: something has been painted) and
 * `isLoading` (the session check, the screen's own data) has said false, or
 * OPENING_SCREEN_WAIT_LIMIT_MS have passed since the paint; then true for good. For work no screen
 * needs, which would otherwise take connections and the main thread from the opening screen's
 * requests.
 */
export function useOpeningScreenShown(painted: boolean, isLoading: () => boolean): boolean {
  const [shown, setShown] = useState(false);
  const paintedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!painted || shown) return;
    // Kept when `isLoading` changes, so the limit counts from the paint.
    paintedAt.current ??= Date.now();
    const since = paintedAt.current;
    const check = () => {
      if (!isLoading() || Date.now() - since >= OPENING_SCREEN_WAIT_LIMIT_MS) setShown(true);
    };
    check();
    const timer = setInterval(check, OPENING_SCREEN_RECHECK_MS);
    return () => clearInterval(timer);
  }, [painted, shown, isLoading]);
  return shown;
}
