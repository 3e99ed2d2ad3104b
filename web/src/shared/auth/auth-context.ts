import { createContext } from 'react';
import type { FragmentType } from '@/__generated__';
import type { StoredUser, StoredUserFragment } from './stored-user';

/**
 * - loading: the stored user is being checked with the server (`me`)
 * - authenticated: a user is signed in
 * - guest: nobody is signed in
 * - error: the check failed (server unreachable); treated like guest, with `error` set
 */
export type AuthStatus = 'loading' | 'authenticated' | 'guest' | 'error';

export interface AuthContextValue {
  status: AuthStatus;
  /**
   * Whether this device remembered a signed-in reader at start (the stored record). While such a
   * reader is being checked the guest screens wait; without one they show at once, the check
   * going on behind them for a session cookie the device has no record of.
   */
  remembered: boolean;
  user: StoredUser | null;
  /** Translation key of the last failed start-up check, when status is 'error'. */
  error: string | null;
  /** True after an explicit logout, so the login that follows goes home rather than back. */
  signedOut: boolean;
  /**
   * Starts the start-up session check if it has not started (the route guards call it; a
   * remembered reader's check starts on its own). Until it answers, status is 'loading'.
   */
  checkSession: () => void;
  /** Call after a successful login or register mutation (with its `...StoredUser_user`): clears cached data, then stores the user. */
  signIn: (user: FragmentType<typeof StoredUserFragment>) => Promise<void>;
  /** Ends the session on the server (best effort) and locally; the guard then shows /login. */
  signOut: () => Promise<void>;
  /** Re-reads the user from the server (`me`); clears them when the server says there is none. */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
