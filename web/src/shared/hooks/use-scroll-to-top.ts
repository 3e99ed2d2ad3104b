import { useEffect } from 'react';

/**
 * Starts a screen at the top. The declarative router keeps the window's scroll position across
 * navigations, so without this a screen opened from far down a list would open scrolled down.
 */
export function useScrollToTopOnMount(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
