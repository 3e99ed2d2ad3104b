/** Mobile means a viewport narrower than 768 px (spec section 1). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function mobileMediaQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(MOBILE_MEDIA_QUERY);
}

/** True while the viewport is phone-sized (outside React, e.g. to preload what the phone layout reads). */
export function isMobileViewport(): boolean {
  return mobileMediaQuery()?.matches ?? false;
}
