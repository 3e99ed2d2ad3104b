import type { ComponentType } from 'react';
import type { paths } from '@/config/paths';

/** A screen's module: the screen is its default export. */
export type ScreenModule = { default: ComponentType };

export interface ScreenCode {
  /** Loads the screen's chunk. */
  load: () => Promise<ScreenModule>;
  /** Locale namespaces its first render reads (besides the bundled common and auth). */
  namespaces: readonly string[];
}

/**
 * Where each route's screen comes from: its chunk and its texts. Every screen but login (in the
 * entry, the first screen of every guest) is a chunk of its own, so no screen's code comes with
 * another's. Free of React but for types: screens.ts makes the routes' components of these, and the
 * boot entry asks for the opening screen's code before React has arrived (opening-code.ts).
 */
export const screenCode = {
  register: { load: () => import('@/features/auth/register-page'), namespaces: ['recovery'] },
  forgotPassword: { load: () => import('@/features/auth/forgot-password-page'), namespaces: ['recovery'] },
  home: { load: () => import('@/features/home/home-page'), namespaces: ['browse'] },
  books: { load: () => import('@/features/books/book-list-page'), namespaces: ['browse'] },
  novelDetail: { load: () => import('@/features/novel/novel-detail-page'), namespaces: ['browse', 'offline'] },
  reader: { load: () => import('@/features/reader/reader-page'), namespaces: ['reader', 'offline'] },
  search: { load: () => import('@/features/search/search-page'), namespaces: ['browse'] },
  tasks: { load: () => import('@/features/tasks/tasks-page'), namespaces: ['tasks'] },
  favorites: { load: () => import('@/features/favorites/favorites-page'), namespaces: ['browse', 'offline'] },
  accountDetails: { load: () => import('@/features/account/account-details-page'), namespaces: ['tasks'] },
  settings: { load: () => import('@/features/auth/settings-page'), namespaces: ['settings', 'recovery'] },
  withdraw: { load: () => import('@/features/withdraw/withdraw-page'), namespaces: ['tasks'] },
  // recharts comes with this screen only.
  stats: { load: () => import('@/features/stats/stats-page'), namespaces: ['stats'] },
} satisfies Record<Exclude<keyof typeof paths, 'login'>, ScreenCode>;

/** The frame of every signed-in screen. */
export const loadAppShellCode = () => import('./layout/app-shell');
