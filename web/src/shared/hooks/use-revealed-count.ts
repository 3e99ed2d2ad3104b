import { startTransition, useEffect, useState } from 'react';

/** Cards per slice: about a phone screen of a two-column list. */
export const REVEAL_STEP = 6;

/**
 * How many of a list's `total` items to render. A list that had to be waited for (`waitingForList`
 * was true while it was missing) comes in slices of `step`, one task each, so the browser lays out
 * and paints the first screenful before the rest: 30 cards in one commit made a single layout of
 * several hundred milliseconds on a phone (web/BENCHMARKS.md). A list at hand (the cache, a
 * restored place, which scrolls back to where the reader was) renders whole at once.
 */
export function useRevealedCount(total: number, waitingForList: boolean, step = REVEAL_STEP): number {
  const [limit, setLimit] = useState(Number.POSITIVE_INFINITY);
  // Remembered from an earlier render (React's pattern for state derived from previous renders).
  if (waitingForList && limit === Number.POSITIVE_INFINITY) setLimit(step);

  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => current + step)), 0);
    return () => clearTimeout(timer);
  }, [limit, total, step]);

  return Math.min(limit, total);
}
