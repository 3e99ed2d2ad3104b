import { useSyncExternalStore } from 'react';
import { isMobileViewport, mobileMediaQuery } from '@/shared/lib/viewport';

function subscribe(onChange: () => void): () => void {
  const query = mobileMediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the viewport is phone-sized (spec section 1: narrower than 768 px); re-renders when that changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
