import { useSyncExternalStore } from 'react';

/** Mobile means a viewport narrower than 768 px (spec section 1). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(MOBILE_MEDIA_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the viewport is phone-sized (outside React, e.g. to preload what the phone layout reads). */
export function isMobileViewport(): boolean {
  return mediaQuery()?.matches ?? false;
}

/** True while the viewport is phone-sized; re-renders when that changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
