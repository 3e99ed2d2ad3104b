/**
 * Every route of the app (spec section 2). Route definitions use `path`; links and navigation use
 * `getHref(...)` so no screen builds a URL by hand.
 */

const encode = encodeURIComponent;

export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },

  home: { path: '/', getHref: () => '/' },
  books: { path: '/books', getHref: () => '/books' },
  novelDetail: { path: '/novel/:id', getHref: (id: string) => `/novel/${encode(id)}` },
  reader: {
    path: '/novel/:id/read',
    /** `position` (a character offset into the chapter's text) opens the chapter at that place. */
    getHref: (id: string, chapterId?: string, position?: number) =>
      chapterId === undefined
        ? `/novel/${encode(id)}/read`
        : `/novel/${encode(id)}/read?chapter=${encode(chapterId)}${position === undefined ? '' : `&at=${Math.max(0, Math.floor(position))}`}`,
  },
  search: {
    path: '/search',
    /** The query is trimmed; an empty query opens the search page without `q`. */
    getHref: (query = '') => {
      const trimmed = query.trim();
      return trimmed === '' ? '/search' : `/search?q=${encode(trimmed)}`;
    },
  },
  tasks: { path: '/tasks', getHref: () => '/tasks' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  accountDetails: { path: '/account-details', getHref: () => '/account-details' },
  settings: { path: '/settings', getHref: () => '/settings' },
  withdraw: { path: '/withdraw', getHref: () => '/withdraw' },
  stats: { path: '/stats', getHref: () => '/stats' },
} as const;

/** Query-string parameter names used by the routes above. */
export const searchParams = {
  chapter: 'chapter',
  /** The reader's place in the chapter (a character offset), e.g. from the continue-reading shelf. */
  position: 'at',
  query: 'q',
} as const;

/** Routes only a guest may open; a signed-in user is sent home. */
export const guestOnlyPaths: readonly string[] = [paths.login.path, paths.register.path, paths.forgotPassword.path];

/** Routes that show the mobile bottom tab bar (home, favorites, me). */
export const tabBarPaths: readonly string[] = [paths.home.path, paths.favorites.path, paths.tasks.path];

/** The only route that shows the desktop top bar. */
export const topBarPaths: readonly string[] = [paths.home.path];
