import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { guestOnlyPaths, paths } from '@/config/paths';
import LoginPage from '@/features/auth/login-page';
import { i18n } from '@/shared/i18n/i18n';
import { preloadable } from './preloadable';

type ScreenModule = { default: ComponentType };

interface Screen {
  /** The route's screen, loaded when the route first renders. */
  Component: ComponentType;
  /** Its code, for loading ahead of the render. */
  load: () => Promise<ScreenModule>;
  /** Locale namespaces its first render reads (besides the bundled common and auth). */
  namespaces: readonly string[];
}

function screen(load: () => Promise<ScreenModule>, namespaces: readonly string[] = []): Screen {
  return { ...preloadable(load), namespaces };
}

/**
 * One entry per route of `paths` (spec section 2); the router renders `Component`, and the opening
 * screen's code is asked for at start-up (`preloadOpeningScreen`). Every screen but login is a
 * chunk of its own, so no screen's code comes with another's.
 */
export const screens = {
  // In the entry: the first screen of every guest, without a second round trip for its code.
  login: { Component: LoginPage, load: async () => ({ default: LoginPage }), namespaces: [] },
  register: screen(() => import('@/features/auth/register-page'), ['recovery']),
  forgotPassword: screen(() => import('@/features/auth/forgot-password-page'), ['recovery']),
  home: screen(() => import('@/features/home/home-page'), ['browse']),
  books: screen(() => import('@/features/books/book-list-page'), ['browse']),
  novelDetail: screen(() => import('@/features/novel/novel-detail-page'), ['browse', 'offline']),
  reader: screen(() => import('@/features/reader/reader-page'), ['reader', 'offline']),
  search: screen(() => import('@/features/search/search-page'), ['browse']),
  tasks: screen(() => import('@/features/tasks/tasks-page'), ['tasks']),
  favorites: screen(() => import('@/features/favorites/favorites-page'), ['browse', 'offline']),
  accountDetails: screen(() => import('@/features/account/account-details-page'), ['tasks']),
  settings: screen(() => import('@/features/auth/settings-page'), ['settings', 'recovery']),
  withdraw: screen(() => import('@/features/withdraw/withdraw-page'), ['tasks']),
  // recharts comes with this screen only.
  stats: screen(() => import('@/features/stats/stats-page'), ['stats']),
} satisfies Record<keyof typeof paths, Screen>;

/** The frame of every signed-in screen. */
const appShell = preloadable(() => import('./layout/app-shell'));
export const AppShell = appShell.Component;
const loadAppShell = appShell.load;

/**
 * Asks for the opening screen's code and texts at start-up, next to the session check, rather
 * than one after the other once each render gets to them. A signed-in screen (and its frame) only
 * when the device remembers a reader, who will most likely be let in; a guest screen always.
 */
export function preloadOpeningScreen(pathname: string, remembered: boolean): void {
  const name = (Object.keys(screens) as Array<keyof typeof screens>).find((key) => matchPath(paths[key].path, pathname));
  if (!name) return;
  const guestScreen = guestOnlyPaths.includes(paths[name].path);
  if (!guestScreen && !remembered) return;
  const opening = screens[name];
  const loads: Array<Promise<unknown>> = [opening.load()];
  if (!guestScreen) loads.push(loadAppShell());
  if (opening.namespaces.length > 0) loads.push(i18n.loadNamespaces([...opening.namespaces]));
  // A failure here is met again, and reported, when the route renders.
  void Promise.allSettled(loads);
}
