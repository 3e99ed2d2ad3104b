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
    getHref: (id: string, chapterId?: string) =>
      chapterId === undefined ? `/novel/${encode(id)}/read` : `/novel/${encode(id)}/read?chapter=${encode(chapterId)}`,
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
} as const;

/** Query-string parameter names used by the routes above. */
export const searchParams = {
  chapter: 'chapter',
  query: 'q',
} as const;

/** Routes only a guest may open; a signed-in user is sent home. */
export const guestOnlyPaths: readonly string[] = [paths.login.path, paths.register.path, paths.forgotPassword.path];

/** Routes that show the mobile bottom tab bar (home, favorites, me). */
export const tabBarPaths: readonly string[] = [paths.home.path, paths.favorites.path, paths.tasks.path];

/** The only route that shows the desktop top bar. */
export const topBarPaths: readonly string[] = [paths.home.path];
