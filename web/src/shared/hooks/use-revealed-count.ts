import { startTransition, useEffect, useState } from 'react';

/** Cards per slice: about a phone screen of a two-column list. */
export const REVEAL_STEP = 6;

/**
 * How many of a list's `total` items to render. With `inSlices` (decided when the list first has
 * items), the first `step` render at once and each further `step` in a task of its own, so the
 * browser lays out and paints the first screenful before the rest: 30 cards committed together
 * made one layout of several hundred milliseconds on a phone (web/BENCHMARKS.md). React's
 * transitions do not help there: they slice React's render, not the browser's layout of what it
 * commits. Without it (a list that must be whole at once, say to scroll back to a saved place),
 * every item renders at once.
 */
export function useRevealedCount(total: number, inSlices: boolean, step = REVEAL_STEP): number {
  // null until the list first has items.
  const [limit, setLimit] = useState<number | null>(null);
  const decided = limit ?? (inSlices ? step : Number.POSITIVE_INFINITY);
  // Remembered from an earlier render (React's pattern for state derived from previous renders).
  if (limit === null && total > 0) setLimit(decided);

  useEffect(() => {
    if (limit === null || limit >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => (current ?? 0) + step)), 0);
    return () => clearTimeout(timer);
  }, [limit, total, step]);

  return Math.min(decided, total);
}
