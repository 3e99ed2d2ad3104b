import { useDeferredValue, useState } from 'react';

/**
 * `value` as a screen should render it: one that had to be waited for (`waiting` was true while it
 * was missing) renders as a transition, which React splits into slices of a few milliseconds, so a
 * long list arriving from the network does not hold a phone's main thread in one task; one that was
 * at hand (the cache, a restored place) renders at once, so no spinner is painted in its place.
 */
export function useArrivedValue<T>(value: T | undefined, waiting: boolean): T | undefined {
  const [waited, setWaited] = useState(false);
  // Remembered from an earlier render (React's pattern for state derived from previous renders).
  if (waiting && value === undefined && !waited) setWaited(true);
  const deferred = useDeferredValue(value);
  return waited ? deferred : value;
}
