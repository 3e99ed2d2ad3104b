import { useEffect, useRef } from 'react';

/** Spec section 9: the next page loads once the bottom sentinel is 10% visible. */
export const INFINITE_SCROLL_THRESHOLD = 0.1;

/**
 * An invisible marker at the end of a list that calls `onVisible` when it scrolls into view.
 * The observer is rebuilt whenever `enabled` turns on again, so a list still too short to scroll
 * after a page arrives asks for the next one straight away.
 */
export function InfiniteScrollSentinel({ enabled, onVisible }: { enabled: boolean; onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onVisibleRef = useRef(onVisible);
  useEffect(() => {
    onVisibleRef.current = onVisible;
  });

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />;
}
