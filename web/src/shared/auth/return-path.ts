import { guestOnlyPaths, paths } from '@/config/paths';

/** Router state set by the protected-route guard: where the guest was going. */
export interface ReturnState {
  from: { pathname: string; search?: string; hash?: string };
}

export function createReturnState(location: { pathname: string; search: string; hash: string }): ReturnState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Where to go after signing in: the location kept in router state, else home. */
export function getReturnPath(state: unknown): string {
  const from = (state as Partial<ReturnState> | null | undefined)?.from;
  if (typeof from !== 'object' || from === null || typeof from.pathname !== 'string') return paths.home.getHref();
  // Only in-app paths, and never back to a guest-only page.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || guestOnlyPaths.includes(from.pathname)) {
    return paths.home.getHref();
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
